import { API_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith } from '../../test/render';
import { EventPrivatePage } from './event-private-page';

const ref = (id: string, name_en: string, start_date: string | null) => ({ id, name_en, name_fr: null, start_date });

const detail = {
  id: 'e1',
  name_en: 'Forum 2025',
  name_fr: null,
  start_date: null,
  end_date: null,
  event_type: null,
  note: null,
  members: [],
  partners: [],
  resulting_products: [],
  resulting_grants: [],
  topics: [],
  previous_events: [ref('e0', 'Forum 2024', '2024-05-01')],
  next_events: [ref('e2', 'Forum 2026', '2026-05-01')],
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-02T00:00:00Z',
  updated_by: null,
  etag: 'v1',
};

const listItem = (id: string, name_en: string, start: string | null, previous: string[]) => ({
  id,
  name_en,
  name_fr: null,
  start_date: start,
  end_date: null,
  event_type_id: null,
  note: null,
  members: [],
  partner_ids: [],
  resulting_product_ids: [],
  resulting_grant_ids: [],
  topic_ids: [],
  previous_event_ids: previous,
});

const ANSWERS: Record<string, unknown> = {
  [API_PATHS['event-private']('e1')]: detail,
  [API_PATHS['all-events']()]: [
    listItem('e0', 'Forum 2024', '2024-05-01', []),
    listItem('e1', 'Forum 2025', null, ['e0']),
    listItem('e2', 'Forum 2026', '2026-05-01', ['e1']),
    listItem('e3', 'Workshop', '2023-01-15', []),
  ],
};

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage() {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <EventPrivatePage id="e1" />
    </SWRConfig>,
    { role: 'admin', language: 'en', path: '/events/e1/private' },
  );
}

describe('event private page', () => {
  beforeEach(() => {
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url, init) => {
      if (url === API_PATHS['update-event-public']('e1') && init.method === 'PATCH') return json({ ...detail, ...JSON.parse(String(init.body)), etag: 'v2' });
      return json(ANSWERS[url] ?? []);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has no tabs; view mode lists every item, empty dates as "—", previous and next events', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Forum 2025' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByText('Not specified').length).toBeGreaterThan(2);
    expect(screen.queryByText(/1970/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Forum 2026' }).getAttribute('href')).toBe('/events/e2');
    expect(screen.getByRole('button', { name: 'Delete event' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([API_PATHS['event-private']('e1')]);
  });

  it('never offers the event itself or its next events as previous events, and saves with If-Match', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Forum 2025' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByText("To make an event follow this one, add this event to that event's previous events.")).toBeTruthy();
    const previous = screen.getByRole('combobox', { name: 'Previous events' });
    await waitFor(() => {
      fireEvent.click(previous);
      expect(screen.getByRole('listbox', { name: 'Previous events' })).toBeTruthy();
      expect(within(screen.getByRole('listbox', { name: 'Previous events' })).queryAllByRole('option').length).toBeGreaterThan(0);
    });
    const labels = within(screen.getByRole('listbox', { name: 'Previous events' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels.some((label) => label?.includes('Workshop (January 15, 2023)'))).toBe(true);
    expect(labels.some((label) => label?.includes('Forum 2025'))).toBe(false);
    expect(labels.some((label) => label?.includes('Forum 2026'))).toBe(false);

    fireEvent.click(screen.getByRole('option', { name: /Workshop/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === API_PATHS['update-event-public']('e1'))).toBe(true));
    const patch = fetchMock.mock.calls.find(([url]) => url === API_PATHS['update-event-public']('e1'));
    expect((patch?.[1].headers as Record<string, string>)['If-Match']).toBe('"v1"');
    expect(JSON.parse(String(patch?.[1].body))).toMatchObject({ previous_event_ids: ['e0', 'e3'], start_date: null, end_date: null });
  });
});
