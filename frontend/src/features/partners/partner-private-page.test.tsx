import { API_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith } from '../../test/render';
import { PartnerPrivatePage } from './partner-private-page';

const detail = (etag: string, typeId: string | null) => ({
  id: 'o1',
  name_en: 'Lakeside Clinic',
  name_fr: null,
  scope: { id: 'sc1', name_en: 'Local', name_fr: 'Locale', retired: false },
  type: typeId ? { id: typeId, name_en: 'Hospital', name_fr: 'Hôpital', retired: false } : null,
  description: null,
  products: [],
  events: [],
  contact_name: 'Ana Silva',
  contact_email: null,
  contact_phone: null,
  internal_notes: null,
  members: [
    { member: { id: 'm2', first_name: 'Zoé', last_name: 'Roy', is_active: true }, description_en: null, description_fr: 'Clinique conjointe' },
    { member: { id: 'm1', first_name: 'Alex', last_name: 'Martin', is_active: false }, description_en: null, description_fr: null },
  ],
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-02T00:00:00Z',
  updated_by: null,
  etag,
});

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage(path = '/partners/o1/private') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <PartnerPrivatePage id="o1" />
    </SWRConfig>,
    { role: 'admin', language: 'en', path },
  );
}

describe('partner private page', () => {
  beforeEach(() => {
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url, init) => {
      if (url === API_PATHS['partner-private']('o1')) return json(detail('v1', null));
      if (url === API_PATHS['all-org-types']()) return json([{ id: 't1', name_en: 'Hospital', name_fr: 'Hôpital', retired: false }]);
      if (url === API_PATHS['all-org-scopes']()) return json([{ id: 'sc1', name_en: 'Local', name_fr: 'Locale', retired: false }]);
      if (url === API_PATHS['update-partner-public']('o1') && init.method === 'PATCH') return json(detail('v2', 't1'));
      return json([]);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the private tab with contacts and the member partnerships sorted by name, read-only', async () => {
    renderPage('/partners/o1/private?tab=private');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lakeside Clinic' })).toBeTruthy();
    expect(screen.getByText('This information is seen only by administrators.')).toBeTruthy();
    // The shared private frame links administrators to the record's history (spec 6-data-and-beyond §6.3.5).
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/history/organization/o1');
    expect(screen.getByText('Ana Silva')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Member partnerships' });
    const terms = within(section).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Alex Martin', 'Zoé Roy']);
    expect(within(section).getByText('Clinique conjointe')).toBeTruthy();
    expect(within(section).getByText("Partnerships are edited on each member's profile (Private tab).")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('textbox', { name: 'Contact person' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Member partnerships' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete partner' })).toBeTruthy();
  });

  it('saves the public tab with If-Match and only its own fields', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Lakeside Clinic' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('option', { name: 'Hospital' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Organization type' }), { target: { value: 't1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === API_PATHS['update-partner-public']('o1'))).toBe(true));
    const patch = fetchMock.mock.calls.find(([url]) => url === API_PATHS['update-partner-public']('o1'));
    expect((patch?.[1].headers as Record<string, string>)['If-Match']).toBe('"v1"');
    expect(JSON.parse(String(patch?.[1].body))).toEqual({ name_en: 'Lakeside Clinic', name_fr: null, scope_id: 'sc1', type_id: 't1', description: null });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Hospital' }).getAttribute('href')).toBe('/partners?partnerTypes=t1'));
  });
});
