import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../test/render';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('render failure');
}

describe('error boundary (4-shell §4.10.4)', () => {
  it('shows the error state with Reload and Back to home, logging the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWith(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { language: 'fr' },
    );
    expect(screen.getByRole('heading', { level: 1, name: "Une erreur s'est produite" })).toBeTruthy();
    expect(screen.getByText("Une erreur inattendue a empêché l'affichage de cette page.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('render failure')).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('the last-resort boundary needs no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWith(
      <ErrorBoundary plain>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });
});
