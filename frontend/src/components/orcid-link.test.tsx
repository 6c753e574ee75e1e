import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../test/render';
import { OrcidLink } from './orcid-link';

describe('ORCID iD link (spec 6-data-and-beyond §6.3.8)', () => {
  it.each([
    ['en', 'https://orcid.org/0000-0000-0000-0837 (opens in a new tab)'],
    ['fr', "https://orcid.org/0000-0000-0000-0837 (s'ouvre dans un nouvel onglet)"],
  ] as const)('%s: the full address is the link text, in a new tab, the icons hidden', (language, name) => {
    renderWith(<OrcidLink orcid="0000-0000-0000-0837" />, { language });
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe('https://orcid.org/0000-0000-0000-0837');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const icons = link.querySelectorAll('svg');
    // The iD icon first, then the external-link icon; both decorative.
    expect(icons).toHaveLength(2);
    expect(icons[0]?.classList.contains('orcid-icon')).toBe(true);
    for (const icon of icons) {
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      expect(icon.getAttribute('focusable')).toBe('false');
    }
    expect(link.firstElementChild).toBe(icons[0]);
  });
});
