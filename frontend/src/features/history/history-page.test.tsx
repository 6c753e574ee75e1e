import type { AuditEntry } from '@portal/common/api/history';
import { API_PATHS, apiPath } from '@portal/common/api/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import { formatTimestamp } from '../../lib/i18n/format';
import { renderWith } from '../../test/render';
import { HistoryPage, recordHref } from './history-page';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ACCOUNTS = [
  { id: 'acc-claire', first_name: 'Claire', last_name: 'Dubois-Martin', login_email: 'c@x', is_admin: true, last_login: null, member: null },
  {
    id: 'acc-louis',
    first_name: 'Louis',
    last_name: 'Ouellet',
    login_email: 'l@x',
    is_admin: false,
    last_login: null,
    member: { id: 'mem-louis', is_active: false, work_email: null, work_phone: null, mobile_phone: null },
  },
];

const entry = (overrides: Partial<AuditEntry> & Pick<AuditEntry, 'id' | 'created_at'>): AuditEntry => ({
  record_kind: 'grant',
  record_id: 'g1',
  record_label: 'Seed fund',
  action: 'update',
  by_account_id: 'acc-claire',
  by_name: 'Claire Dubois-Martin',
  changes: [],
  ...overrides,
});

const GRANT_HISTORY: AuditEntry[] = [
  entry({ id: 'e3', created_at: '2025-03-14T18:05:00Z', changes: [{ field: 'amount', before: 12500, after: 15000 }] }),
  entry({
    id: 'e2',
    created_at: '2025-03-10T12:00:00Z',
    by_account_id: 'acc-gone',
    by_name: 'Marc Gagnon',
    changes: [
      { field: 'investigator_member_ids', before: [], after: ['mem-louis', 'mem-gone'] },
      { field: 'note', before: null, after: 'x'.repeat(320) },
    ],
  }),
  entry({
    id: 'e1',
    action: 'create',
    created_at: '2025-03-01T09:00:00Z',
    by_account_id: null,
    by_name: '',
    changes: [{ field: 'through_network', before: null, after: true }],
  }),
];

let history: AuditEntry[] = GRANT_HISTORY;

/** A cell's value, without the column name that narrow screens show in it (hidden by CSS elsewhere). */
const valueOf = (cell: HTMLElement) =>
  [...cell.childNodes]
    .filter((node) => !(node instanceof HTMLElement && node.classList.contains('history-cell-label')))
    .map((node) => node.textContent)
    .join('');

function renderPage(kind = 'grant', id = 'g1', language: 'en' | 'fr' = 'en') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <HistoryPage kind={kind} id={id} />
    </SWRConfig>,
    { role: 'admin', language, path: `/history/${kind}/${id}` },
  );
}

describe('history page (spec 6-data-and-beyond §6.3.5)', () => {
  beforeEach(() => {
    history = GRANT_HISTORY;
    configureFetcherAuth({ getToken: async () => 'token', onUnauthorized: () => {} });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => {
      if (url.startsWith('/api/history/')) return json(history);
      if (url === API_PATHS['all-accounts']()) return json(ACCOUNTS);
      return json([]);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the entries newest first with time, action and author, and their changes formatted', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'History: Seed fund' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === apiPath('history', 'grant', 'g1'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to the record' }).getAttribute('href')).toBe('/grants/g1');
    const items = within(screen.getByRole('list', { name: 'Changes, newest first' })).getAllByRole('listitem');
    const headings = items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent);
    expect(headings).toEqual([
      `${formatTimestamp('2025-03-14T18:05:00Z', 'en')} — Updated by Claire Dubois-Martin`,
      `${formatTimestamp('2025-03-10T12:00:00Z', 'en')} — Updated by Marc Gagnon (deleted account)`,
      `${formatTimestamp('2025-03-01T09:00:00Z', 'en')} — Created by System`,
    ]);
    // The author links to the account while it exists.
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Claire Dubois-Martin' }).getAttribute('href')).toBe('/accounts/acc-claire');
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
    const amountRow = within(items[0] as HTMLElement).getByRole('row', { name: /Amount/ });
    expect(within(amountRow).getAllByRole('cell').map(valueOf)).toEqual(['$12,500.00', '$15,000.00']);
    const investigators = within(items[1] as HTMLElement).getByRole('row', { name: /Investigator members/ });
    expect(within(investigators).getAllByRole('cell').map(valueOf)).toEqual(['—Not specified', 'Louis Ouellet, Deleted record']);
    const created = within(items[2] as HTMLElement).getByRole('row', { name: /Through the network/ });
    expect(valueOf(within(created).getAllByRole('cell')[1] as HTMLElement)).toBe('Yes');
    expect(screen.getByText('Changes older than 1,095 days are not kept.')).toBeTruthy();
  });

  it('cuts a long text with a "Show all" toggle', async () => {
    renderPage();
    const row = await screen.findByRole('row', { name: /Note/ });
    const after = within(row).getAllByRole('cell')[1] as HTMLElement;
    expect(after.textContent).toContain(`${'x'.repeat(300)}…`);
    const toggle = within(after).getByRole('button', { name: 'Show all' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(after.textContent).toContain('x'.repeat(320));
    expect(within(after).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('reads a delete, an erased entry and an insight entry, in French', async () => {
    history = [
      entry({ id: 'd', record_kind: 'member', record_label: 'Louis Ouellet', action: 'delete', created_at: '2025-04-02T10:00:00Z' }),
      entry({ id: 'i', record_kind: 'insight', record_label: 'Louis Ouellet', created_at: '2025-04-01T10:00:00Z' }),
    ];
    renderPage('member', 'mem-louis', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Historique\u00a0: Louis Ouellet' })).toBeTruthy();
    expect(screen.getByText('Cet enregistrement a été supprimé.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: "Retour à l'enregistrement" })).toBeNull();
    expect(screen.getByText("L'enregistrement a été supprimé.")).toBeTruthy();
    expect(screen.getByText('Aucun détail conservé.')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings[1]).toContain("— Modification (Notes d'entrevue) par Claire Dubois-Martin");
    const retention = screen.getByText(/^Les modifications de plus de/);
    expect(retention.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe('Les modifications de plus de 1 095 jours ne sont pas conservées.');
  });

  it('shows the empty state with the retention sentence', async () => {
    history = [];
    renderPage('faculty', 'fac-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeTruthy();
    expect(screen.getByText('No changes recorded.')).toBeTruthy();
    expect(screen.getByText('Changes older than 1,095 days are not kept.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the record' }).getAttribute('href')).toBe('/reference-lists');
  });

  it('shows 100 entries, then the next 100 with the focus on the first new one', async () => {
    // Erased entries (no table) keep the 205 rendered entries light.
    history = Array.from({ length: 205 }, (_, i) => entry({ id: `e${i}`, created_at: new Date(Date.UTC(2025, 0, 1) - i * 60_000).toISOString() }));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'History: Seed fund' });
    const list = screen.getByRole('list', { name: 'Changes, newest first' });
    expect(list.children).toHaveLength(100);
    fireEvent.click(screen.getByText('Show older changes'));
    await waitFor(() => expect(list.children).toHaveLength(200));
    expect(document.activeElement?.id).toBe('history-entry-e100');
    fireEvent.click(screen.getByText('Show older changes'));
    await waitFor(() => expect(list.children).toHaveLength(205));
    expect(document.activeElement?.id).toBe('history-entry-e200');
    expect(screen.queryByText('Show older changes')).toBeNull();
  });

  it('loads only the lists the changes name', async () => {
    history = [entry({ id: 'x', created_at: '2025-01-01T00:00:00Z', changes: [{ field: 'status_id', before: 'st-1', after: 'st-2' }] })];
    renderPage();
    await screen.findByRole('row', { name: /Status/ });
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toContain(API_PATHS['all-statuses']());
    expect(urls).not.toContain(API_PATHS['all-products']());
    expect(urls).not.toContain(API_PATHS['all-organizations']());
  });

  it('answers an unknown kind with the not-found state, without a request', async () => {
    renderPage('planet', 'p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/history/'))).toBe(false);
  });
});

describe('recordHref', () => {
  it('leads back to the redirect route of the record, or to the reference lists', () => {
    expect(recordHref('organization', 'o 1')).toBe('/partners/o%201');
    expect(recordHref('insight', 'm1')).toBe('/members/m1');
    expect(recordHref('supervision', 's1')).toBe('/supervisions/s1');
    expect(recordHref('account', 'a1')).toBe('/accounts/a1');
    expect(recordHref('keyword', 'k1')).toBe('/reference-lists');
    expect(recordHref('grant_status', 's1')).toBe('/reference-lists');
  });
});
