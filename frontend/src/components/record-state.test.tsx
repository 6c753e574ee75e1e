import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../test/render';
import { RecordState } from './record-state';

describe('record states (4-shell §4.10.5)', () => {
  it('loading is a busy skeleton', () => {
    const { container } = renderWith(<RecordState kind="loading" />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('not found links back to the list when given, else home', () => {
    renderWith(<RecordState kind="not-found" notFoundHeading="Member not found" list={{ href: '/members', label: 'Back to the list' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Member not found' })).toBeTruthy();
    expect(screen.getByText('This record does not exist or has been deleted.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/members');
  });

  it('forbidden and connection problem, in French', () => {
    const onRetry = vi.fn();
    renderWith(
      <>
        <RecordState kind="forbidden" />
        <RecordState kind="network" onRetry={onRetry} />
      </>,
      { language: 'fr' },
    );
    expect(screen.getByText("Vous n'avez pas l'autorisation de consulter cet enregistrement.")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Problème de connexion' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
