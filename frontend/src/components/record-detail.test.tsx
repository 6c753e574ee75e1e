import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../test/render';
import { RecordLinks } from './record-detail';

describe('RecordLinks', () => {
  it('links events with their start date in the active language, and leaves undated events without one', () => {
    renderWith(
      <RecordLinks
        section="events"
        records={[
          { id: 'e 1', name_en: 'Summit', name_fr: 'Sommet', start_date: '2025-03-14' },
          { id: 'e2', name_en: null, name_fr: 'Atelier', start_date: null },
        ]}
      />,
      { language: 'fr' },
    );
    expect(screen.getByRole('link', { name: 'Sommet' }).getAttribute('href')).toBe('/events/e%201');
    expect(screen.getByRole('link', { name: 'Sommet' }).parentElement?.textContent).toBe('Sommet (14 mars 2025)');
    expect(screen.getByRole('link', { name: 'Atelier' }).parentElement?.textContent).toBe('Atelier');
  });

  it('links products by bilingual title and grants by title', () => {
    renderWith(
      <>
        <RecordLinks section="products" records={[{ id: 'p1', title_en: 'Report', title_fr: null }]} />
        <RecordLinks section="grants" records={[{ id: 'g1', title: 'Water grant' }]} />
      </>,
      { language: 'en' },
    );
    expect(screen.getByRole('link', { name: 'Report' }).getAttribute('href')).toBe('/products/p1');
    expect(screen.getByRole('link', { name: 'Water grant' }).getAttribute('href')).toBe('/grants/g1');
  });
});
