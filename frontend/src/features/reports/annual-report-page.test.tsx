import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import { demoOrganizationReferences, demoReferenceList, demoReport } from '../../test/demo-report';
import { renderWith } from '../../test/render';
import { AnnualReportPage, CUSTOM_PERIOD_DELAY_MS } from './annual-report-page';

const LISTS: Record<string, unknown> = {
  [REFERENCE_LIST_PATHS.productTypes]: demoReferenceList('product-types'),
  [REFERENCE_LIST_PATHS.statuses]: demoReferenceList('statuses'),
  [REFERENCE_LIST_PATHS.sources]: demoReferenceList('sources'),
  [REFERENCE_LIST_PATHS.eventTypes]: demoReferenceList('event-types'),
  [REFERENCE_LIST_PATHS.levels]: demoReferenceList('levels'),
  [REFERENCE_LIST_PATHS.faculties]: demoReferenceList('faculties'),
  [REFERENCE_LIST_PATHS.memberTypes]: demoReferenceList('member-types'),
  [REFERENCE_LIST_PATHS.orgScopes]: demoReferenceList('org-scopes'),
  [REFERENCE_LIST_PATHS.orgTypes]: demoReferenceList('org-types'),
  [API_PATHS['all-organizations']()]: demoOrganizationReferences(),
};

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const REPORT = /^\/api\/report\/network\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/;
const reportCalls = () => fetchMock.mock.calls.map(([url]) => url).filter((url) => REPORT.test(url));

function renderPage(path: string, language: 'en' | 'fr' = 'en') {
  const location = memoryLocation({ path, record: true });
  const view = renderWith(
    <SWRConfig value={{ ...swrOptions, onError: () => {}, provider: () => new Map() }}>
      <AnnualReportPage />
    </SWRConfig>,
    { role: 'admin', language, router: (children) => <Router hook={location.hook} searchHook={location.searchHook}>{children}</Router> },
  );
  return { ...view, location };
}

const sheet = () => document.querySelector('.document-sheet') as HTMLElement;
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('network annual report page (spec 7-reports §7.3.3, §7.3.5)', () => {
  beforeEach(() => {
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
    fetchMock.mockReset().mockImplementation(async (url) => {
      const match = REPORT.exec(url);
      if (match) return json(demoReport({ from: match[1] as string, to: match[2] as string }));
      return json(LISTS[url] ?? []);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads the chosen reporting year and shows its summary; offers the current year and the 20 before, the current one in progress', async () => {
    renderPage('/reports/annual?year=2024-04-01');
    expect(screen.getByRole('heading', { level: 1, name: 'Network annual report' })).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: 'Summary' });
    expect(reportCalls()).toEqual([API_PATHS['report-network']('2024-04-01', '2025-03-31')]);
    expect(plain(sheet().textContent)).toContain('Annual report 2024–2025');
    const awarded = within(screen.getByRole('table', { name: 'Grants with activity in the period, by status' })).getByRole('row', { name: /Awarded/ });
    expect(plain(awarded.textContent)).toBe('Awarded7$4,848,350.00');
    expect(sheet().getAttribute('lang')).toBe('en');
    // Each chart is drawn in the preview with its text alternative.
    expect(within(sheet()).getByRole('img', { name: /^Grants by status: 8 grants/ })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Reporting year' }) as HTMLSelectElement;
    expect(select.options).toHaveLength(22);
    expect(select.options[0]?.textContent).toMatch(/ – in progress$/);
    expect(select.options[21]?.textContent).toBe('Custom period');
    expect(select.value).toBe('2024-04-01');
  });

  it('writes the options in the URL by replacement; a French document under the English interface', async () => {
    const { location } = renderPage('/reports/annual?year=2024-04-01');
    await screen.findByRole('heading', { level: 3, name: 'Summary' });
    fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    await screen.findByRole('heading', { level: 3, name: 'Sommaire' });
    expect(sheet().getAttribute('lang')).toBe('fr');
    expect(plain(sheet().textContent)).toContain('4 848 350,00 $');
    fireEvent.click(screen.getByRole('radio', { name: 'Figures only' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Charts' }));
    const url = new URL(location.history?.at(-1) ?? '', 'http://x');
    expect(url.pathname).toBe('/reports/annual');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'fr', year: '2024-04-01', sections: 'events,grants,members,partners,products,supervisions', detail: 'figures' });
    // Replaced, not pushed: Back leaves the page.
    expect(location.history).toHaveLength(1);
    expect(sheet().querySelectorAll('ol')).toHaveLength(0);
    expect(within(sheet()).queryByRole('img')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Summary' })).toHaveProperty('disabled', true);
  });

  it('a custom period loads 400 ms after both dates are valid; an end before the start says date_order and loads nothing', async () => {
    renderPage('/reports/annual?year=2024-04-01');
    await screen.findByRole('heading', { level: 3, name: 'Summary' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByRole('combobox', { name: 'Reporting year' }), { target: { value: 'custom' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Start date' }), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'End date' }), { target: { value: '2024-12-31' } });
    expect(screen.getByText('This date cannot be earlier than “Start date”.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'End date' }), { target: { value: '2025-12-31' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CUSTOM_PERIOD_DELAY_MS - 50);
    });
    expect(reportCalls()).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    vi.useRealTimers();
    await screen.findByText('Activity report');
    expect(reportCalls()).toEqual([API_PATHS['report-network']('2024-04-01', '2025-03-31'), API_PATHS['report-network']('2025-01-01', '2025-12-31')]);
    // Criterion 9's axis: calendar years.
    expect(within(screen.getByRole('table', { name: 'Products per year' })).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
    ]);
  });

  it('a reference list that fails leaves its names "—" under the warning, with Try again', async () => {
    fetchMock.mockImplementation(async (url) => {
      const match = REPORT.exec(url);
      if (match) return json(demoReport({ from: match[1] as string, to: match[2] as string }));
      return url === REFERENCE_LIST_PATHS.statuses ? json({ code: 'internal' }, 500) : json(LISTS[url] ?? []);
    });
    renderPage('/reports/annual?year=2024-04-01');
    await screen.findByText('Some names could not be loaded. Try again before printing.', undefined, { timeout: 5000 });
    const byStatus = await screen.findByRole('table', { name: 'Grants with activity in the period, by status' });
    expect(within(byStatus).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['\u2014', '\u2014', 'Total']);
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
  });

  it('a failed answer says so with Try again; a period without activity is noted', async () => {
    fetchMock.mockImplementation(async (url) => (REPORT.test(url) ? json({ code: 'internal' }, 500) : json(LISTS[url] ?? [])));
    renderPage('/reports/annual?year=2024-04-01');
    await screen.findByText('The report could not be loaded.', undefined, { timeout: 5000 });
    fetchMock.mockImplementation(async (url) => (REPORT.test(url) ? json(demoReport({ from: '1901-01-01', to: '1901-12-31' })) : json(LISTS[url] ?? [])));
    renderPage('/reports/annual?from=1901-01-01&to=1901-12-31');
    await screen.findByText('No activity recorded for this period.');
  });
});
