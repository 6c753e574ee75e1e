import { API_PATHS, API_PREFIX } from '@portal/common/api/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith } from '../../test/render';
import { ProductPrivatePage } from './product-private-page';

const detail = (etag: string, note: string | null) => ({
  id: 'p1',
  title_en: 'Water study',
  title_fr: null,
  publish_date: null,
  all_author: 'Curie, M.',
  doi: null,
  product_type: null,
  note,
  member_authors: [],
  partners: [],
  targets: [],
  events: [],
  on_going: false,
  peer_reviewed: true,
  topics: [],
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-02T00:00:00Z',
  updated_by: null,
  etag,
});

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, code: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: code, status, detail: code, code, instance: '/x' }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

function renderPage() {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <ProductPrivatePage id="p1" />
    </SWRConfig>,
    { role: 'admin', language: 'en', path: '/products/p1/private' },
  );
}

describe('product private page', () => {
  let current = detail('v1', null);
  beforeEach(() => {
    current = detail('v1', null);
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url, init) => {
      if (url === API_PATHS['product-private']('p1')) return json(current);
      if (url.startsWith(`${API_PREFIX}update-product/`) && init.method === 'PATCH') return problem(412, 'stale_version');
      return json([]);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows an editor the one-language count and the badge of the missing French title; a member who may not edit sees neither (spec 6-data-and-beyond §6.3.6)', async () => {
    const { unmount } = renderPage();
    expect(await screen.findByText('1 text is in one language only.')).toBeTruthy();
    const frenchTitle = [...document.querySelectorAll('dt')].find((dt) => dt.textContent?.startsWith('French title'));
    expect(frenchTitle?.querySelector('.translation-badge')?.textContent).toBe('French missing');
    unmount();
    renderWith(
      <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
        <ProductPrivatePage id="p1" />
      </SWRConfig>,
      { role: 'member', language: 'en', path: '/products/p1/private' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: /Water study/ })).toBeTruthy();
    expect(screen.queryByText('1 text is in one language only.')).toBeNull();
    expect(document.querySelector('.translation-badge')).toBeNull();
  });

  it('shows every field in view mode: empty values as "—", no DOI link without a DOI', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Water study' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Administration' })).toBeTruthy();
    expect(screen.getAllByText('Not specified').length).toBeGreaterThan(2);
    expect(document.querySelector('a[href^="https://doi.org/"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete product' })).toBeTruthy();
  });

  it('offers Cite and Export the reference in the card header in view mode only (spec 7-reports §7.4.1)', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Water study' })).toBeTruthy();
    const header = document.querySelector('.record-header');
    expect(header?.querySelector('.reference-actions')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Cite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export the reference' }).getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('button', { name: 'Cite' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export the reference' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Cite' })).toBeTruthy();
  });

  it('sends If-Match and, on a stale version, shows the banner, keeps the input, and Reload resets', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Water study' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const abstract = screen.getByRole('textbox', { name: 'Abstract' });
    fireEvent.change(abstract, { target: { value: 'My new abstract' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This record was changed by someone else. Reload to see the latest version.')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([url]) => url.startsWith(API_PATHS['update-product-public']('p1')));
    expect((patch?.[1].headers as Record<string, string>)['If-Match']).toBe('"v1"');
    expect(JSON.parse(String(patch?.[1].body))).toMatchObject({ note: 'My new abstract', doi: null, publish_date: null });
    expect((screen.getByRole('textbox', { name: 'Abstract' }) as HTMLTextAreaElement).value).toBe('My new abstract');

    current = detail('v2', 'Saved elsewhere');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Abstract' }) as HTMLTextAreaElement).value).toBe('Saved elsewhere'));
    expect(screen.queryByText('This record was changed by someone else. Reload to see the latest version.')).toBeNull();
  });
});

describe('a member author who removes themself (5-pages §5.6.3)', () => {
  const self = { id: 'mem-1', first_name: 'Élise', last_name: 'Lavoie', is_active: true };
  const other = { id: 'mem-2', first_name: 'Ana', last_name: 'Silva', is_active: true };
  let current = { ...detail('v1', null), member_authors: [self, other] };
  beforeEach(() => {
    current = { ...detail('v1', null), member_authors: [self, other] };
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url, init) => {
      if (url === API_PATHS['product-private']('p1')) return json(current);
      if (url === API_PATHS['update-product-public']('p1') && init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { member_author_ids: string[] };
        current = { ...current, member_authors: [self, other].filter((m) => body.member_author_ids.includes(m.id)), etag: 'v2' };
        return json(current);
      }
      return json([]);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderAsMember = () =>
    renderWith(
      <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
        <ProductPrivatePage id="p1" />
      </SWRConfig>,
      { role: 'member', language: 'en', path: '/products/p1/private' },
    );
  const patches = () => fetchMock.mock.calls.filter(([url, init]) => url === API_PATHS['update-product-public']('p1') && init.method === 'PATCH');

  it('confirms first; Cancel sends nothing; Save anyway saves and leaves the page view-only without Delete', async () => {
    renderAsMember();
    await screen.findByRole('heading', { level: 1, name: 'Water study' });
    expect(screen.getByRole('button', { name: 'Delete product' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Élise Lavoie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove yourself from the authors?' });
    expect(dialog.textContent).toContain('You will no longer be able to edit or delete this product.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(patches()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(String(patches()[0]?.[1].body))).toMatchObject({ member_author_ids: ['mem-2'] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete product' })).toBeNull();
    expect(screen.getByText("Only the product's member authors and administrators can edit it.")).toBeTruthy();
  });

  it('does not ask when another member author is removed', async () => {
    renderAsMember();
    await screen.findByRole('heading', { level: 1, name: 'Water study' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ana Silva' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete product' })).toBeTruthy();
  });
});
