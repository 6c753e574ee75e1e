import { API_PATHS } from '@portal/common/api/paths';
import type { AccountProjection } from '@portal/common/api/account';
import { fireEvent, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureFetcherAuth } from '../../lib/api/fetcher';
import { swrOptions } from '../../lib/api/swr-setup';
import { makeAccount, MEMBER_SUMMARY, renderWith } from '../../test/render';
import { AccountsPage } from './accounts-page';

// The signed-in administrator of renderWith is acc-1 (Élise Lavoie).
const ACCOUNTS: AccountProjection[] = [
  makeAccount({ is_admin: true, member: MEMBER_SUMMARY, last_login: '2025-02-01T12:00:00Z' }),
  makeAccount({ id: 'acc-2', first_name: 'Aaron', last_name: 'Zed', login_email: 'zed@example.org', member: { ...MEMBER_SUMMARY, id: 'mem-2', is_active: false, work_email: 'aaron@uni.ca' } }),
  makeAccount({ id: 'acc-3', first_name: 'Zoé', last_name: 'Abel', login_email: 'abel@example.org' }),
];

const fetchMock = vi.fn<(url: string) => Promise<Response>>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function renderPage(path = '/accounts', language: 'en' | 'fr' = 'en') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <AccountsPage />
    </SWRConfig>,
    { role: 'admin', language, path },
  );
}

const firstNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('accounts page (5-pages §5.5.1)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => json(url === API_PATHS['all-accounts']() ? ACCOUNTS : []));
    vi.stubGlobal('fetch', fetchMock);
    configureFetcherAuth({ getToken: async () => 'token-1', onUnauthorized: () => {} });
  });
  afterEach(() => {
    configureFetcherAuth({ getToken: async () => null, onUnauthorized: () => {} });
    vi.unstubAllGlobals();
  });

  it('lists accounts by first then last name, marks the viewer, and shows the default columns', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'All accounts' });
    expect(firstNames(table)).toEqual(['Aaron', 'Élise (you)', 'Zoé']);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['First name', 'Last name', 'Login e-mail', 'Administrator', 'Member', 'Active', 'Last login']);
    expect(screen.getByText('3 accounts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register an account' }).getAttribute('href')).toBe('/register');
  });

  it('applies the role filter and the column toggles of the URL', async () => {
    renderPage('/accounts?roles=inactive,nonMember&showWorkEmail=true&showLastLogin=false');
    const table = await screen.findByRole('table', { name: 'All accounts' });
    expect(firstNames(table)).toEqual(['Aaron', 'Zoé']);
    expect(within(table).getByRole('columnheader', { name: 'Work e-mail' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Last login' })).toBeNull();
    expect(within(table).getByText('aaron@uni.ca')).toBeTruthy();
    expect(screen.getByText('2 of 3 accounts')).toBeTruthy();
  });

  it('sorts by a column header: ascending, then descending', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'All accounts' });
    fireEvent.click(within(table).getByRole('button', { name: 'Last name' }));
    expect(firstNames(await screen.findByRole('table', { name: 'All accounts' }))).toEqual(['Zoé', 'Élise (you)', 'Aaron']);
    fireEvent.click(within(screen.getByRole('table', { name: 'All accounts' })).getByRole('button', { name: 'Last name' }));
    expect(firstNames(screen.getByRole('table', { name: 'All accounts' }))).toEqual(['Aaron', 'Élise (you)', 'Zoé']);
  });

  it('offers the name filter as "<name> (<login e-mail>)" and the roles, in French', async () => {
    renderPage('/accounts?accountIds=acc-3', 'fr');
    const table = await screen.findByRole('table', { name: 'Tous les comptes' });
    expect(firstNames(table)).toEqual(['Zoé']);
    expect(screen.getByText('Zoé Abel (abel@example.org)')).toBeTruthy();
    expect(screen.getByText('Filtrer par rôle')).toBeTruthy();
    expect(screen.getByText('1 sur 3 comptes')).toBeTruthy();
  });
});
