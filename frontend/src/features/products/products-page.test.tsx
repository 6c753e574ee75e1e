import { API_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith, type TestRole } from '../../test/render';
import { ProductsPage } from './products-page';

const PRODUCTS = [
  {
    id: 'p1',
    title_en: 'Water study',
    title_fr: 'Étude sur l’eau',
    publish_date: '2024-03-14',
    all_author: 'Curie, M.',
    doi: '10.1234/abcd',
    product_type_id: 't1',
    member_authors: [{ id: 'm1', first_name: 'Marie', last_name: 'Curie', is_active: true }],
    partner_ids: [],
  },
  {
    id: 'p2',
    title_en: 'Annual report',
    title_fr: null,
    publish_date: null,
    all_author: 'Doe, J.',
    doi: null,
    product_type_id: null,
    member_authors: [],
    partner_ids: [],
  },
];

const REFERENCES: Record<string, unknown> = {
  [API_PATHS['all-products']()]: PRODUCTS,
  [API_PATHS['all-product-types']()]: [{ id: 't1', name_en: 'Article', name_fr: 'Article', retired: false }],
  [API_PATHS['all-authors']()]: [
    { name: 'Curie, M.', key: 'curie, m.', product_count: 1 },
    { name: 'Doe, J.', key: 'doe, j.', product_count: 1 },
  ],
};

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function renderPage(role: TestRole, path = '/products', language: 'en' | 'fr' = 'en') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <ProductsPage />
    </SWRConfig>,
    { role, language, path },
  );
}

describe('products page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => json(REFERENCES[url] ?? []));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists products by title with dates, DOI links only when present, and the add button for members', async () => {
    renderPage('member');
    const table = await screen.findByRole('table', { name: 'All products' });
    const links = within(table).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/products/'));
    expect(links.map((a) => a.textContent)).toEqual(['Annual report', 'Water study']);
    expect(screen.getByText('2 products')).toBeTruthy();
    expect(within(table).getByText('March 14, 2024')).toBeTruthy();
    const doi = within(table).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('https://doi.org/'));
    expect(doi.map((a) => a.getAttribute('href'))).toEqual(['https://doi.org/10.1234/abcd']);
    expect(screen.getByRole('link', { name: 'Add a new product' }).getAttribute('href')).toBe('/products/register');
  });

  it('applies the URL filters and hides the add button from registered accounts without member record', async () => {
    renderPage('registered', '/products?productTypes=none&showDoi=false');
    const table = await screen.findByRole('table', { name: 'All products' });
    expect(within(table).getByRole('link', { name: 'Annual report' })).toBeTruthy();
    expect(within(table).queryByText('Water study')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'DOI' })).toBeNull();
    expect(screen.getByText('1 of 2 products')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a new product' })).toBeNull();
  });

  it('filters by an author key from the URL, comma included, and offers the authors with their counts', async () => {
    renderPage('member', `/products?authors=${encodeURIComponent('curie, m.')}`);
    const table = await screen.findByRole('table', { name: 'All products' });
    expect(within(table).getByRole('link', { name: 'Water study' })).toBeTruthy();
    expect(within(table).queryByText('Annual report')).toBeNull();
    expect(screen.getByText('1 of 2 products')).toBeTruthy();
    expect(await screen.findByText('Curie, M. (1)')).toBeTruthy();
  });

  it('offers the list’s own titles, in title order, in the title filter without loading all-product-titles', async () => {
    renderPage('member');
    await screen.findByRole('table', { name: 'All products' });
    const box = screen.getByRole('combobox', { name: 'Filter by title' });
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Annual report', 'Water study']);
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(API_PATHS['all-product-titles']());
  });

  it('filters by a title from the URL', async () => {
    renderPage('member', '/products?productIds=p1');
    const table = await screen.findByRole('table', { name: 'All products' });
    expect(within(table).getByRole('link', { name: 'Water study' })).toBeTruthy();
    expect(within(table).queryByText('Annual report')).toBeNull();
    expect(screen.getByText('1 of 2 products')).toBeTruthy();
  });

  it('asks for the authors only once the products have arrived, keeping the URL’s author values meanwhile', async () => {
    let release: () => void = () => undefined;
    const productsHeld = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (url) => {
      if (url === API_PATHS['all-products']()) await productsHeld;
      return json(REFERENCES[url] ?? []);
    });
    renderPage('member', `/products?authors=${encodeURIComponent('curie, m.')}`);
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain(API_PATHS['all-product-types']()));
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(API_PATHS['all-authors']());
    release();
    const table = await screen.findByRole('table', { name: 'All products' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(API_PATHS['all-authors']());
    expect(await screen.findByText('Curie, M. (1)')).toBeTruthy();
    expect(within(table).queryByText('Annual report')).toBeNull();
    expect(screen.getByText('1 of 2 products')).toBeTruthy();
  });

  it('formats dates and counts in French', async () => {
    renderPage('admin', '/products', 'fr');
    const table = await screen.findByRole('table', { name: 'Tous les produits' });
    expect(within(table).getByText('14 mars 2024')).toBeTruthy();
    expect(screen.getByText('2 produits')).toBeTruthy();
  });

  it('expanding a row loads the public detail for its abstract', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === API_PATHS['product-public']('p2') ? json({ ...PRODUCTS[1], note: 'The abstract.' }) : json(REFERENCES[url] ?? []),
    );
    renderPage('member');
    await screen.findByRole('table', { name: 'All products' });
    fireEvent.click(screen.getByRole('button', { name: 'Show details: Annual report' }));
    expect(await screen.findByText('The abstract.')).toBeTruthy();
  });
});
