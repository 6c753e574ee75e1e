import { API_PREFIX, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAnnouncement } from '../../lib/announcer';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import { demo, demoProductItems } from '../../test/demo-lists';
import { renderWith } from '../../test/render';
import { ExportReferencesMenu } from './export-references-menu';

const items = demoProductItems();
const blobs: Blob[] = [];
const names: string[] = [];

function render(rows: typeof items, language: 'en' | 'fr' = 'en') {
  renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <ExportReferencesMenu rows={rows} types={[]} />
    </SWRConfig>,
    { role: 'member', language },
  );
}

async function choose(menu: string, item: string) {
  fireEvent.click(screen.getByRole('button', { name: menu }));
  fireEvent.click(screen.getByRole('menuitem', { name: item }));
}

describe('Export references on the products list (spec 7-reports §7.4.1)', () => {
  beforeEach(() => {
    blobs.length = 0;
    names.length = 0;
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        expect(url).toBe(REFERENCE_LIST_PATHS.productTypes);
        expect(url.startsWith(API_PREFIX)).toBe(true);
        return new Response(JSON.stringify(demo.referenceLists['product-types']), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says "Nothing to export." and makes no file for an empty result', async () => {
    render([]);
    await choose('Export references', 'BibTeX (.bib)');
    expect(getAnnouncement('assertive').text).toBe('Nothing to export.');
    expect(blobs).toHaveLength(0);
  });

  it('exports the rows in their order, loading the product types when the page has not yet, in the interface language', async () => {
    const rows = [items[2], items[0]].filter((p) => p !== undefined);
    render(rows, 'fr');
    const menu = screen.getByRole('button', { name: 'Exporter les références' });
    await choose('Exporter les références', 'RIS (.ris)');
    expect(menu.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await (blobs[0] as Blob).text();
    expect(text.split('\r\n').filter((line) => /^(TY|M3)/.test(line))).toEqual(['TY  - DATA', 'M3  - Jeu de données', 'TY  - JOUR', 'M3  - Article de revue']);
    expect(names[0]).toMatch(/^[A-Za-z0-9-]+-produits-\d{4}-\d{2}-\d{2}\.ris$/);
    await waitFor(() => expect(getAnnouncement('polite').text).toBe('2 références exportées.'));
    expect(menu.getAttribute('aria-disabled')).toBeNull();
  });
});
