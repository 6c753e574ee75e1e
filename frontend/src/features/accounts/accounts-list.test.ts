import type { AccountListItem, AccountProjection } from '@portal/common/api/account';
import { describe, expect, it } from 'vitest';
import { defaultView } from '../../lib/lists/list-view';
import { ACCOUNTS_VIEW, filterAccounts, sortAccounts } from './accounts-list';

const account = (id: string, first: string, last: string, extra: Partial<AccountProjection> = {}): AccountProjection => ({
  id,
  first_name: first,
  last_name: last,
  login_email: `${id}@example.org`,
  is_admin: false,
  identity_bound: true,
  last_login: null,
  member: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  updated_by: null,
  etag: '"1"',
  ...extra,
});
const member = (is_active: boolean, work_email: string | null = null) => ({ id: 'm', is_active, work_email, work_phone: null, mobile_phone: null });

const ACCOUNTS = [
  account('a1', 'Zoé', 'Roy', { is_admin: true, last_login: '2025-03-01T10:00:00Z', member: member(true, 'zoe@uni.ca') }),
  account('a2', 'Élise', 'Lavoie', { last_login: '2025-01-01T10:00:00Z' }),
  account('a3', 'eric', 'Abel', { member: member(false, 'eric@uni.ca') }),
  account('a4', 'Élise', 'Bouchard', { member: member(true) }),
];
const ids = (accounts: readonly AccountListItem[]) => accounts.map((a) => a.id);
const view = defaultView(ACCOUNTS_VIEW);
const withFilters = (filters: Record<string, string[]>) => ({ ...view, filters: { ...view.filters, ...filters } });

describe('accounts list filters (5-pages §5.5.1)', () => {
  it('filters by role, values combining with OR', () => {
    expect(ids(filterAccounts(ACCOUNTS, withFilters({ roles: ['admin'] })))).toEqual(['a1']);
    expect(ids(filterAccounts(ACCOUNTS, withFilters({ roles: ['nonMember'] })))).toEqual(['a2']);
    expect(ids(filterAccounts(ACCOUNTS, withFilters({ roles: ['inactive', 'neverSignedIn'] })))).toEqual(['a3', 'a4']);
    expect(ids(filterAccounts(ACCOUNTS, withFilters({ roles: ['member'] })))).toEqual(['a1', 'a3', 'a4']);
  });

  it('combines the name and role filters with AND', () => {
    expect(ids(filterAccounts(ACCOUNTS, withFilters({ accountIds: ['a1', 'a2'], roles: ['member'] })))).toEqual(['a1']);
    expect(ids(filterAccounts(ACCOUNTS, withFilters({ accountIds: ['a2'], roles: ['admin'] })))).toEqual([]);
  });
});

describe('accounts list sorting', () => {
  it('orders by first name then last name by default, accent and case insensitive', () => {
    expect(ids(sortAccounts(ACCOUNTS, null, 'en'))).toEqual(['a4', 'a2', 'a3', 'a1']);
  });

  it('sorts a text column both ways', () => {
    expect(ids(sortAccounts(ACCOUNTS, { key: 'lastName', dir: 'asc' }, 'fr'))).toEqual(['a3', 'a4', 'a2', 'a1']);
    expect(ids(sortAccounts(ACCOUNTS, { key: 'lastName', dir: 'desc' }, 'fr'))).toEqual(['a1', 'a2', 'a4', 'a3']);
  });

  it('sorts last logins chronologically, never-signed-in accounts last in both directions', () => {
    expect(ids(sortAccounts(ACCOUNTS, { key: 'lastLogin', dir: 'asc' }, 'en'))).toEqual(['a2', 'a1', 'a4', 'a3']);
    expect(ids(sortAccounts(ACCOUNTS, { key: 'lastLogin', dir: 'desc' }, 'en'))).toEqual(['a1', 'a2', 'a4', 'a3']);
  });

  it('sorts Yes/No with No first ascending, and leaves accounts without member last for Active', () => {
    expect(ids(sortAccounts(ACCOUNTS, { key: 'admin', dir: 'desc' }, 'en'))).toEqual(['a1', 'a4', 'a2', 'a3']);
    expect(ids(sortAccounts(ACCOUNTS, { key: 'active', dir: 'asc' }, 'en'))).toEqual(['a3', 'a4', 'a1', 'a2']);
    expect(ids(sortAccounts(ACCOUNTS, { key: 'workEmail', dir: 'asc' }, 'en'))).toEqual(['a3', 'a1', 'a4', 'a2']);
  });
});
