import { API_PATHS } from '@portal/common/api/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swrOptions } from '../../lib/api/swr-setup';
import { renderWith } from '../../test/render';
import { EventsPage } from './events-page';

const event = (id: string, name_en: string, start: string | null, end: string | null, note: string | null, topic_ids: string[] = []) => ({
  id,
  name_en,
  name_fr: null,
  start_date: start,
  end_date: end,
  event_type_id: 'ty1',
  note,
  members: [],
  partner_ids: [],
  resulting_product_ids: [],
  resulting_grant_ids: [],
  topic_ids,
  previous_event_ids: [],
});

const ANSWERS: Record<string, unknown> = {
  [API_PATHS['all-events']()]: [event('e1', 'Spring colloquium', '2025-03-10', '2025-03-12', 'Three days\nof talks', ['top1']), event('e2', 'Undated meeting', null, null, null)],
  [API_PATHS['all-event-types']()]: [{ id: 'ty1', name_en: 'Conference', name_fr: 'Colloque', retired: false }],
  [API_PATHS['all-topics']()]: [{ id: 'top1', name_en: 'Water', name_fr: 'Eau', retired: false }],
};

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function renderPage(path: string, language: 'en' | 'fr') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <EventsPage />
    </SWRConfig>,
    { role: 'admin', language, path },
  );
}

describe('events page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => json(ANSWERS[url] ?? []));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows long dates, empty dates as "—", the add button, and an expandable row only for events with a note', async () => {
    renderPage('/events', 'en');
    const table = await screen.findByRole('table', { name: 'All events' });
    expect(within(table).getByText('March 10, 2025')).toBeTruthy();
    expect(within(table).queryByText(/1970/)).toBeNull();
    expect(screen.getByText('2 events')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a new event' }).getAttribute('href')).toBe('/events/register');
    expect(within(table).getAllByRole('button', { name: /^Show details/ })).toHaveLength(1);
  });

  it('applies the URL period and topic column in French, and typing a date filters at once', async () => {
    renderPage('/events?from=2025-03-12&showTopics=true', 'fr');
    const table = await screen.findByRole('table', { name: 'Tous les événements' });
    expect(within(table).getByText('10 mars 2025')).toBeTruthy();
    expect(within(table).getByText('Eau')).toBeTruthy();
    expect(within(table).queryByText('Undated meeting')).toBeNull();
    expect(screen.getByText('1 sur 2 événements')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Du' }) as HTMLInputElement).value).toBe('2025-03-12');

    fireEvent.change(screen.getByRole('textbox', { name: 'Du' }), { target: { value: '2025-03-13' } });
    expect(await screen.findByText('Aucun résultat ne correspond à ces filtres.')).toBeTruthy();
  });

  it('ignores ids of the URL that no longer exist', async () => {
    renderPage('/events?eventIds=gone&eventTypes=gone,ty1', 'en');
    await screen.findByRole('table', { name: 'All events' });
    // The type filter still applies (both events are of that type): "<n> of <total>" (5-pages §5.2.1).
    expect(await screen.findByText('2 of 2 events')).toBeTruthy();
  });

  it('says when "To" is before "From" and does not apply the period until corrected', async () => {
    renderPage('/events?from=2025-04-01&to=2025-03-01', 'en');
    await screen.findByRole('table', { name: 'All events' });
    expect(screen.getByText('The end of the period must be on or after its start.')).toBeTruthy();
    expect(screen.getByText('2 events')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '2025-04-30' } });
    await waitFor(() => expect(screen.queryByText('The end of the period must be on or after its start.')).toBeNull());
    expect(await screen.findByText('No results match these filters.')).toBeTruthy();
  });
});

describe('events page reset', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => json(ANSWERS[url] ?? []));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('"Reset filters" clears both date inputs, even one holding an incomplete date', async () => {
    renderPage('/events?to=2025-03-10', 'en');
    await screen.findByRole('table', { name: 'All events' });
    expect(screen.getByText('1 of 2 events')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'From' }), { target: { value: '2025-0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByText('2 events')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'To' }) as HTMLInputElement).value).toBe('');
  });
});
