import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../test/render';
import { Tag } from './tag';
import { BilingualText, ExternalLink, MissingValue, YesNo } from './values';

describe('tags (4-shell §4.11.2)', () => {
  it('takes its colour from the seed, the same in both languages', () => {
    const { container } = renderWith(<Tag seed="Jane Doe">Jane Doe</Tag>, { language: 'fr' });
    const tag = container.querySelector<HTMLElement>('.tag');
    expect(tag?.style.getPropertyValue('--tag-bg')).toBe('#FBF3D0');
    expect(tag?.style.getPropertyValue('--tag-fg')).toBe('#735600');
  });

  it('link, removable and editable variants are named after their label', () => {
    const onRemove = vi.fn();
    const onEdit = vi.fn();
    renderWith(
      <>
        <Tag seed="a" href="/members/m1">
          Jane Doe
        </Tag>
        <Tag seed="Aging|Vieillissement" label="Aging" onRemove={onRemove} onEdit={onEdit}>
          Aging
        </Tag>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Jane Doe' }).getAttribute('href')).toBe('/members/m1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Aging' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit keyword Aging' }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(onEdit).toHaveBeenCalledOnce();
  });
});

describe('small shared pieces (4-shell §4.11.9, §4.4.5)', () => {
  it('missing values and yes/no are text', () => {
    const { container } = renderWith(
      <p>
        <MissingValue /> <YesNo value /> <YesNo value={false} />
      </p>,
      { language: 'fr' },
    );
    expect(container.textContent).toBe('—Non précisé Oui Non');
  });

  it('a fallback shows the other language with its lang and a marker', () => {
    const { container } = renderWith(<BilingualText en="Mobility" fr="" />, { language: 'fr' });
    expect(container.querySelector('[lang="en"]')?.textContent).toBe('Mobility');
    expect(container.textContent).toBe('MobilityEN (disponible en anglais seulement)');
    const own = renderWith(<BilingualText en="Mobility" fr="Mobilité" />, { language: 'fr' });
    expect(own.container.textContent).toBe('Mobilité');
  });

  it('external links only for http(s), in a new tab with hidden text', () => {
    renderWith(
      <>
        <ExternalLink href="https://orcid.org/0000">ORCID</ExternalLink>
        <ExternalLink href="javascript:alert(1)">Bad</ExternalLink>
      </>,
    );
    const link = screen.getByRole('link', { name: 'ORCID (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Bad/ })).toBeNull();
  });
});
