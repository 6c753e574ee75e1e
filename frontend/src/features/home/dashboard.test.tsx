import { API_PATHS } from '@portal/common/api/paths';
import type { DashboardFigures } from '@portal/common/api/stats';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { ApiCacheProvider, swrOptions } from '../../lib/api/swr-setup';
import { useOperation } from '../../lib/operations';
import { renderWith, type TestRole } from '../../test/render';
import { Dashboard } from './dashboard';

const FIGURES: DashboardFigures = {
  products_by_year_and_type: [
    { year: 2024, product_type_id: 'pt-article', count: 3 },
    { year: 2025, product_type_id: 'pt-book', count: 1 },
    { year: null, product_type_id: 'pt-article', count: 1 },
  ],
  grants_by_status: [
    { year: 2024, status_id: 'st-awarded', source_id: 'src-a', through_network: true, count: 2, amount_total: 1000.1 },
    { year: 2025, status_id: 'st-awarded', source_id: 'src-b', through_network: false, count: 1, amount_total: 0.2 },
  ],
  events_by_year: [
    { year: 2022, event_type_id: 'et-w', count: 2 },
    { year: 2026, event_type_id: 'et-w', count: 1 },
  ],
  generated_at: '2026-11-26T00:00:00.000Z',
};

const entry = (id: string, en: string, fr: string) => ({ id, name_en: en, name_fr: fr, retired: false });
const ANSWERS: Record<string, unknown> = {
  [API_PATHS['all-product-types']()]: [entry('pt-article', 'Journal article', 'Article de revue'), entry('pt-book', 'Book', 'Livre')],
  [API_PATHS['all-statuses']()]: [entry('st-awarded', 'Awarded', 'Obtenue'), entry('st-declined', 'Declined', 'Refusée')],
  [API_PATHS['all-sources']()]: [entry('src-a', 'CIHR', 'IRSC'), entry('src-b', 'NSERC', 'CRSNG')],
  [API_PATHS['all-event-types']()]: [entry('et-w', 'Workshop', 'Atelier')],
};

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderDashboard(role: TestRole = 'member', language: 'en' | 'fr' = 'en', path = '/') {
  const location = memoryLocation({ path, record: true });
  const view = renderWith(
    <SWRConfig value={{ ...swrOptions, onError: () => {}, provider: () => new Map() }}>
      <Dashboard currentYear={2026} />
    </SWRConfig>,
    { role, language, router: (children) => <Router hook={location.hook} searchHook={location.searchHook}>{children}</Router> },
  );
  return { ...view, location };
}

const panel = (name: string) => screen.getByRole('figure', { name });
const showTable = (name: string) => fireEvent.click(within(panel(name)).getByRole('button', { name: 'Show table' }));
const tableRows = (name: string) =>
  within(within(panel(name)).getByRole('table')).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('home dashboard (spec 6-data-and-beyond §6.3.2)', () => {
  beforeEach(() => {
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
    fetchMock.mockReset().mockImplementation(async (url) => json(url === API_PATHS['stats-dashboard']() ? FIGURES : (ANSWERS[url] ?? [])));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('while loading: three grey placeholders, busy, with a hidden "Loading..."', () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    renderDashboard();
    const busy = document.querySelectorAll('[aria-busy="true"]');
    expect(busy).toHaveLength(3);
    expect([...busy].map((b) => b.textContent)).toEqual(['Loading...', 'Loading...', 'Loading...']);
  });

  it('draws the charts with their text alternatives, notes and data tables from one request', async () => {
    renderDashboard();
    const products = await screen.findByRole('img', { name: /^Products per year/ });
    expect(products.getAttribute('aria-label')).toBe('Products per year from 2017 to 2026: 4 products; the most in 2024 (3).');
    expect(screen.getByRole('img', { name: /^Grants by status/ }).getAttribute('aria-label')).toBe(
      'Grants by status: 3 grants totalling $1,000.30; the largest total is Awarded ($1,000.30).',
    );
    expect(screen.getByRole('img', { name: /^Events per year/ }).getAttribute('aria-label')).toBe('Events per year from 2017 to 2026: 3 events.');
    expect(fetchMock.mock.calls.filter(([url]) => url === API_PATHS['stats-dashboard']())).toHaveLength(1);
    // One bar per year and series with a value; the grants chart has one bar per status.
    expect(products.querySelectorAll('.chart-bar')).toHaveLength(2);
    expect(within(panel('Events per year')).getByRole('img').querySelectorAll('.chart-bar')).toHaveLength(2);
    expect(within(panel('Grants by status')).getByRole('img').querySelectorAll('.chart-bar')).toHaveLength(2);
    expect(within(panel('Products per year')).getByText('1 product without a publication date is not shown.')).toBeTruthy();
    expect(within(panel('Products per year')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Journal article', 'Book']);

    const toggle = within(panel('Grants by status')).getByRole('button', { name: 'Show table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel('Grants by status')).queryByRole('table')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide table');
    expect(within(panel('Grants by status')).getByRole('table', { name: 'Grants by status' })).toBeTruthy();
    expect(tableRows('Grants by status')).toEqual([
      ['Status', 'Number of grants', 'Total amount'],
      ['Awarded', '3', '$1,000.30'],
      ['Declined', '0', '$0.00'],
    ]);
    showTable('Products per year');
    expect(tableRows('Products per year').slice(0, 1)).toEqual([['Year', 'Journal article', 'Book', 'Total']]);
    expect(tableRows('Products per year').slice(8, 10)).toEqual([
      ['2024', '3', '0', '3'],
      ['2025', '0', '1', '1'],
    ]);
    fireEvent.click(toggle);
    expect(within(panel('Grants by status')).queryByRole('table')).toBeNull();
  });

  it('"Through the network only" changes the chart and the table at once and is written to the address', async () => {
    const { location } = renderDashboard();
    await screen.findByRole('img', { name: /^Grants by status/ });
    showTable('Grants by status');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Through the network only' }));
    expect(location.history?.at(-1)).toBe('/?throughNetwork=true');
    expect(tableRows('Grants by status')[1]).toEqual(['Awarded', '2', '$1,000.10']);
    expect(fetchMock.mock.calls.filter(([url]) => url === API_PATHS['stats-dashboard']())).toHaveLength(1);
  });

  it('reads its filters from the address; "From" after "To" moves "To"; Reset filters restores the defaults', async () => {
    const { location } = renderDashboard('member', 'en', '/?from=2024&to=2025&eventTypes=et-w');
    await screen.findByRole('img', { name: 'Events per year from 2024 to 2025: 0 events.' });
    expect(within(panel('Events per year')).getByText('No data for these filters.')).toBeTruthy();
    const to = screen.getByRole('combobox', { name: 'To' }) as HTMLSelectElement;
    expect([...to.options].map((o) => o.value)).toEqual(['2024', '2025', '2026']);
    fireEvent.change(screen.getByRole('combobox', { name: 'From' }), { target: { value: '2026' } });
    expect(location.history?.at(-1)).toBe('/?eventTypes=et-w&from=2026');
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(location.history?.at(-1)).toBe('/');
  });

  it('French: texts, names and formats of the active language', async () => {
    renderDashboard('member', 'fr');
    await screen.findByRole('heading', { name: 'Tableau de bord' });
    expect(await screen.findByRole('img', { name: /^Événements par année de 2017 à 2026/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Filtres du tableau de bord' })).toBeTruthy();
    fireEvent.click(within(panel('Subventions par statut')).getByRole('button', { name: 'Afficher le tableau' }));
    expect(tableRows('Subventions par statut')[0]).toEqual(['Statut', 'Nombre de subventions', 'Montant total']);
    expect(tableRows('Subventions par statut').map((row) => row[0])).toEqual(['Statut', 'Obtenue', 'Refusée']);
  });

  it('administrators see the Administration section with its link; members do not', async () => {
    renderDashboard('admin');
    await screen.findByRole('img', { name: /^Products per year/ });
    expect(screen.getByRole('heading', { level: 2, name: 'Administration' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage reference lists' }).getAttribute('href')).toBe('/reference-lists');
    expect(screen.getByRole('link', { name: 'Network annual report' }).getAttribute('href')).toBe('/reports/annual');
  });

  it('a member sees no Administration section; a kind without any record shows "No data yet."', async () => {
    fetchMock.mockImplementation(async (url) =>
      json(url === API_PATHS['stats-dashboard']() ? { ...FIGURES, events_by_year: [] } : (ANSWERS[url] ?? [])),
    );
    renderDashboard('member');
    await screen.findByRole('img', { name: /^Products per year/ });
    expect(screen.queryByRole('heading', { name: 'Administration' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Network annual report' })).toBeNull();
    expect(within(panel('Events per year')).getByText('No data yet.')).toBeTruthy();
    expect(within(panel('Events per year')).queryByRole('img')).toBeNull();
  });

  it('failure: the panels give way to the message and Try again, which loads again', async () => {
    fetchMock.mockImplementation(async (url) => (url === API_PATHS['stats-dashboard']() ? json({}, 403) : json(ANSWERS[url] ?? [])));
    renderDashboard();
    await screen.findByText('The figures could not be loaded.');
    expect(screen.queryByRole('figure')).toBeNull();
    fetchMock.mockImplementation(async (url) => json(url === API_PATHS['stats-dashboard']() ? FIGURES : (ANSWERS[url] ?? [])));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('img', { name: /^Products per year/ })).toBeTruthy();
  });

  it('is marked stale by any create, update or delete, like the lists (spec 4-shell §4.7.1)', async () => {
    function Saver() {
      const run = useOperation();
      return (
        <button type="button" onClick={() => void run('updateAccountName', async () => ({ id: 'acc-1' }))}>
          save
        </button>
      );
    }
    renderWith(
      <ApiCacheProvider provider={() => new Map<string, never>()}>
        <Dashboard currentYear={2026} />
        <Saver />
      </ApiCacheProvider>,
      { role: 'member' },
    );
    await screen.findByRole('img', { name: /^Products per year/ });
    const dashboardCalls = () => fetchMock.mock.calls.filter(([url]) => url === API_PATHS['stats-dashboard']()).length;
    expect(dashboardCalls()).toBe(1);
    fetchMock.mockImplementation(async (url) =>
      json(url === API_PATHS['stats-dashboard']() ? { ...FIGURES, events_by_year: [{ year: 2026, event_type_id: 'et-w', count: 7 }] } : (ANSWERS[url] ?? [])),
    );
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('img', { name: 'Events per year from 2017 to 2026: 7 events.' })).toBeTruthy();
    expect(dashboardCalls()).toBe(2);
  });
});
