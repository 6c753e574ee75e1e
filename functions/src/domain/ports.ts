import type { HomeCounts } from '@portal/common/api/stats';
import type { AccountDocument, Identity, MemberDocument } from '../data/documents';

/**
 * What the domain needs from storage. Implemented with Cosmos DB in data/; unit tests may
 * implement it in memory, but the running product and the API tests never do.
 */
export type Account = Omit<AccountDocument, 'pk' | 'kind'>;
export type Member = Omit<MemberDocument, 'pk' | 'kind'>;

export interface NamedLookup {
  id: string;
  kind: string;
  name_en: string | null;
  name_fr: string | null;
  retired?: boolean;
}

export interface ProductTitle {
  id: string;
  title_en: string | null;
  title_fr: string | null;
}

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

export type MemberListRow = Pick<
  Member,
  'id' | 'first_name' | 'last_name' | 'faculty_id' | 'member_type_id' | 'keyword_ids' | 'problems' | 'orcid' | 'missing_languages'
>;

export interface MemberRepository {
  /** Active members with the fields of the public list item only, in ascending id order. */
  listActive(): Promise<MemberListRow[]>;
  get(id: string): Promise<Member | null>;
}

export interface LookupRepository {
  /** Keywords and reference-list entries by id, in one batched read. */
  getMany(ids: string[]): Promise<NamedLookup[]>;
}

export interface ProductRepository {
  titlesByMemberAuthor(memberId: string): Promise<ProductTitle[]>;
}

export interface StatsRepository {
  counts(): Promise<HomeCounts>;
}

export interface Repositories {
  accounts: AccountRepository;
  members: MemberRepository;
  lookups: LookupRepository;
  products: ProductRepository;
  stats: StatsRepository;
}
