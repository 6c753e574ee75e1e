/** Filtering and sorting of the accounts list (spec 5-pages §5.5.1), in the browser. */
import type { AccountListItem } from '@portal/common/api/account';
import { compareText, sortByTexts } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';
import type { ListView, ListViewDefinition } from '../../lib/lists/list-view';

export const ACCOUNTS_VIEW: ListViewDefinition = {
  filters: ['accountIds', 'roles'],
  columns: { admin: true, member: true, active: true, workEmail: false, workPhone: false, mobilePhone: false, lastLogin: true },
  sortable: ['firstName', 'lastName', 'loginEmail', 'admin', 'member', 'active', 'workEmail', 'workPhone', 'mobilePhone', 'lastLogin'],
};

/** The role filter's values, in the order of the filter. */
export const ACCOUNT_ROLES = ['admin', 'member', 'nonMember', 'inactive', 'neverSignedIn'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export function hasRole(account: AccountListItem, role: string): boolean {
  switch (role) {
    case 'admin':
      return account.is_admin;
    case 'member':
      return account.member !== null;
    case 'nonMember':
      return account.member === null;
    case 'inactive':
      return account.member !== null && !account.member.is_active;
    case 'neverSignedIn':
      return account.last_login === null;
    default:
      return false;
  }
}

/** Filters combine with AND; the values of one filter with OR. */
export function filterAccounts(accounts: readonly AccountListItem[], view: ListView): AccountListItem[] {
  const ids = view.filters.accountIds ?? [];
  const roles = view.filters.roles ?? [];
  return accounts.filter((account) => (ids.length === 0 || ids.includes(account.id)) && (roles.length === 0 || roles.some((role) => hasRole(account, role))));
}

type SortValue = string | boolean | null;

function sortValue(account: AccountListItem, key: string): SortValue {
  switch (key) {
    case 'firstName':
      return account.first_name;
    case 'lastName':
      return account.last_name;
    case 'loginEmail':
      return account.login_email;
    case 'admin':
      return account.is_admin;
    case 'member':
      return account.member !== null;
    case 'active':
      return account.member ? account.member.is_active : null;
    case 'workEmail':
      return account.member?.work_email || null;
    case 'workPhone':
      return account.member?.work_phone || null;
    case 'mobilePhone':
      return account.member?.mobile_phone || null;
    case 'lastLogin':
      return account.last_login;
    default:
      return null;
  }
}

/**
 * Default order: first name, then last name. A chosen column sorts texts with the language's
 * collator, Yes/No with No first (ascending), timestamps chronologically; empty values last in
 * both directions; ties keep the default order.
 */
export function sortAccounts(accounts: readonly AccountListItem[], sort: ListView['sort'], language: Language): AccountListItem[] {
  const base = sortByTexts(accounts, [(a) => a.first_name, (a) => a.last_name], language);
  if (!sort) return base;
  const sign = sort.dir === 'asc' ? 1 : -1;
  const indexed = base.map((account, index) => ({ account, index, value: sortValue(account, sort.key) }));
  indexed.sort((a, b) => {
    const x = a.value;
    const y = b.value;
    if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
    let c: number;
    if (typeof x === 'boolean' || typeof y === 'boolean') c = Number(x) - Number(y);
    else if (sort.key === 'lastLogin') c = x < y ? -1 : x > y ? 1 : 0;
    else c = compareText(x, y, language);
    return sign * c || a.index - b.index;
  });
  return indexed.map((entry) => entry.account);
}
