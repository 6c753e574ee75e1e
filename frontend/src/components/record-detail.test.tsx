import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../test/render';
import { BilingualNameItems, DetailList, RecordLinks } from './record-detail';

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

describe('BilingualNameItems', () => {
  const labels = { en: 'English name', fr: 'French name' };

  it('on the public page shows only the other language, and only when both exist', () => {
    const { unmount } = renderWith(
      <DetailList>
        <BilingualNameItems en="Summit" fr="Sommet" labels={labels} hideEmpty />
      </DetailList>,
      { language: 'fr' },
    );
    expect(screen.getByText('English name')).toBeTruthy();
    expect(screen.getByText('Summit').getAttribute('lang')).toBe('en');
    expect(screen.queryByText('French name')).toBeNull();
    unmount();
    renderWith(
      <DetailList>
        <BilingualNameItems en="Summit" fr=" " labels={labels} hideEmpty />
      </DetailList>,
      { language: 'en' },
    );
    expect(screen.queryByText('French name')).toBeNull();
    expect(screen.queryByText('English name')).toBeNull();
  });

  it('elsewhere shows both, the empty one marked empty', () => {
    renderWith(
      <DetailList>
        <BilingualNameItems en="Summit" fr={null} labels={labels} hideEmpty={false} />
      </DetailList>,
      { language: 'en' },
    );
    expect(screen.getByText('English name')).toBeTruthy();
    expect(screen.getByText('French name')).toBeTruthy();
    expect(screen.getByText('Summit')).toBeTruthy();
  });
});
