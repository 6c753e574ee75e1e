import type { AccountListItem, AccountProjection } from '@portal/common/api/account';
import type { Account, AccountRepository, BootstrapAdministrator } from './ports';
import { newVersion } from './record-metadata';
import type { RecordStore } from './records';
import { ListViews } from './list-views';

/** The account projection (spec 2-data-model §2.4.2). */
export function toAccountProjection(account: Account): AccountProjection {
  return accountView(account);
}

/** The member summary an account answer carries (a copy of the member's fields, or null). */
function memberSummary(member: Account['member']) {
  return member
    ? {
        id: member.id,
        is_active: member.is_active,
        work_email: member.work_email,
        work_phone: member.work_phone,
        mobile_phone: member.mobile_phone,
      }
    : null;
}

/**
 * The projection's shape, with its type inferred so that accounts.drift.test.ts can compare it
 * with the declared `AccountProjection` (an annotation alone lets a spread add fields unseen).
 */
export function accountView(account: Pick<Account, AccountField | 'id'>) {
  return {
    ...accountListView(account),
    identity_bound: account.identity !== null,
    created_at: account.created_at,
    updated_at: account.updated_at,
    updated_by: account.updated_by,
    etag: account.etag,
  };
}

/** At most one write per account and UTC day (spec 1-roles-and-identity §1.5.2 step 5). */
export async function recordLogin(account: Account, now: Date, accounts: AccountRepository): Promise<Account> {
  const today = now.toISOString().slice(0, 10);
  if (account.last_login !== null && account.last_login.slice(0, 10) === today) return account;
  return accounts.stampLastLogin(account.id, now.toISOString());
}

type AccountField =
  | 'first_name'
  | 'last_name'
  | 'login_email'
  | 'is_admin'
  | 'identity'
  | 'last_login'
  | 'member'
  | 'created_at'
  | 'updated_at'
  | 'updated_by'
  | 'etag';

const ACCOUNT_LIST_FIELDS = ['first_name', 'last_name', 'login_email', 'is_admin', 'last_login', 'member'] as const;

/** An item of the accounts list: what the list shows (docs/adr/0033). */
export function accountListView(account: Pick<Account, (typeof ACCOUNT_LIST_FIELDS)[number] | 'id'>) {
  return {
    id: account.id,
    first_name: account.first_name,
    last_name: account.last_name,
    login_email: account.login_email,
    is_admin: account.is_admin,
    last_login: account.last_login,
    member: memberSummary(account.member),
  };
}

const ACCOUNT_ITEMS = new ListViews(accountListView);

/** `/api/all-accounts`: every account with its member summary, one query (A8). */
export async function listAccounts(store: RecordStore): Promise<AccountListItem[]> {
  const accounts = await store.list('account', ACCOUNT_LIST_FIELDS);
  return ACCOUNT_ITEMS.of(accounts);
}

/** The bootstrap administrator's account as every store creates it: bound, admin, no member yet. */
export function bootstrapAdministratorAccount(id: string, input: BootstrapAdministrator): Account {
  return {
    id,
    first_name: input.first_name,
    last_name: input.last_name,
    login_email: input.login_email,
    is_admin: true,
    identity: input.identity,
    last_login: null,
    member: null,
    created_at: input.at,
    updated_at: input.at,
    updated_by: null,
    etag: newVersion(),
  };
}
