import type { HomeCounts } from '@portal/common/api/stats';
import type { AccountDocument, Identity, MemberDocument } from '../data/documents';
import type { RecordStore } from './records';

/**
 * What the domain needs from storage. Implemented with Cosmos DB in data/; unit tests may
 * implement it in memory, but the running product and the API tests never do.
 */
export type Account = Omit<AccountDocument, 'pk' | 'kind'>;
export type Member = Omit<MemberDocument, 'pk' | 'kind'>;

export type BindOutcome = { bound: true; account: Account } | { bound: false };

export interface AccountRepository {
  findByIdentity(identity: Identity): Promise<Account | null>;
  findByLoginEmail(loginEmail: string): Promise<Account | null>;
  /** Binds only while the account is unbound and the identity is free; never overwrites. */
  bindIdentity(accountId: string, identity: Identity): Promise<BindOutcome>;
  /** Writes `last_login` without changing the version (spec 3-api §3.6.2). */
  stampLastLogin(accountId: string, at: string): Promise<Account>;
  anyAdministrator(): Promise<boolean>;
  /** Creates the bootstrap administrator; of two concurrent calls one creates, both get it. */
  createBootstrapAdministrator(input: {
    login_email: string;
    first_name: string;
    last_name: string;
    identity: Identity;
    at: string;
  }): Promise<Account>;
}

export interface StatsRepository {
  counts(): Promise<HomeCounts>;
}

export interface Repositories {
  /** Generic access to every kind of record (domain/records.ts). */
  records: RecordStore;
  accounts: AccountRepository;
  stats: StatsRepository;
  adminSet: AdminSetRepository;
}

/**
 * The set of administrator account ids, kept in one record that every change of the set
 * rewrites conditionally: two concurrent removals are serialised, so the last administrator
 * can never be removed (spec 1-roles-and-identity §1.7.3).
 */
export interface AdminSet {
  ids: string[];
  storeTag: string;
}

export interface AdminSetRepository {
  read(): Promise<AdminSet>;
  /** Throws WriteConflict when the set changed since it was read. */
  write(ids: string[], storeTag: string): Promise<void>;
}
