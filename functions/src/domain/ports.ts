import type { AuditEntry, AuditRecordKind } from '@portal/common/api/history';
import type { ProductReference } from '@portal/common/api/member';
import type { HomeCounts } from '@portal/common/api/stats';
import type { MemberInput, PartnershipInput, ProblemEntryInput } from '@portal/common/demo/types';
import type { DatePeriod, UndatedCounts } from '@portal/common/api/report';
import type { DashboardFacts } from './dashboard';
import type {
  EventTrendFact,
  ProductTrendFact,
  ReportEventRow,
  ReportGrantRow,
  ReportMemberRow,
  ReportOrganizationRow,
  ReportProductRow,
  ReportSupervisionRow,
} from './network-report';
import type { RecordKind, RecordMetadata, RecordStore } from './records';

/**
 * What the domain needs from storage. Implemented with Cosmos DB in data/; unit tests may
 * implement it in memory, but the running product and the API tests never do.
 */

/** The identity an Entra ID token proves: tenant and object id (spec 1-roles-and-identity). */
export interface Identity {
  tid: string;
  oid: string;
}

export interface MemberSummaryCopy {
  id: string;
  is_active: boolean;
  work_email: string | null;
  work_phone: string | null;
  mobile_phone: string | null;
}

/** An account (spec 2-data-model §2.2.1). */
export interface Account extends RecordMetadata {
  id: string;
  first_name: string;
  last_name: string;
  login_email: string;
  is_admin: boolean;
  identity: Identity | null;
  last_login: string | null;
  /** Copy of the member record's summary, kept current by member writes (one-query account list). */
  member: MemberSummaryCopy | null;
}

/** A problem a member works on, and a member's partnership with an organization: stored as given. */
export type ProblemEntry = ProblemEntryInput;
export type PartnershipEntry = PartnershipInput;

/**
 * A member (spec 2-data-model §2.2.2) as stored: the fields of the data model, the copies of the
 * account's names, and what member writes derive; the insight is a record of its own.
 */
export interface Member extends Omit<MemberInput, 'date_joined'>, RecordMetadata {
  /** Copies of the account's names (the account is the source of truth). */
  first_name: string;
  last_name: string;
  /** Today at creation; an administrator may change or clear it (3-api §3.7.4). */
  date_joined: string | null;
  /** Derived and kept current by every member write (spec 2-data-model §2.4.3). */
  missing_languages: ('en' | 'fr')[];
}

/** Who the first sign-in makes administrator (spec 1-roles-and-identity §1.5), and when. */
export interface BootstrapAdministrator {
  login_email: string;
  first_name: string;
  last_name: string;
  identity: Identity;
  at: string;
}

export type BindOutcome = { bound: true; account: Account } | { bound: false };

export interface AccountRepository {
  findByIdentity(identity: Identity): Promise<Account | null>;
  findByLoginEmail(loginEmail: string): Promise<Account | null>;
  /**
   * Binds only while the account is unbound, the identity is free and the account's login e-mail
   * still equals `loginEmail`, the address it was found by (an e-mail change meanwhile wins, spec
   * 2-data-model §2.5.3); never overwrites.
   */
  bindIdentity(accountId: string, identity: Identity, loginEmail: string): Promise<BindOutcome>;
  /** Writes `last_login` without changing the version (spec 3-api §3.6.2). */
  stampLastLogin(accountId: string, at: string): Promise<Account>;
  anyAdministrator(): Promise<boolean>;
  /** Creates the bootstrap administrator; of two concurrent calls one creates, both get it. */
  createBootstrapAdministrator(input: BootstrapAdministrator): Promise<Account>;
}

export interface StatsRepository {
  counts(): Promise<HomeCounts>;
  /**
   * What the dashboard's buckets are counted from: one narrow projection query per kind
   * (products, grants, events), never a read per record (pattern A24 of spec 2-data-model §2.6.4).
   */
  dashboardFacts(): Promise<DashboardFacts>;
}

/**
 * The queries of the network report (access pattern A29, spec 7-reports §7.3.2): one per kind with
 * its date condition evaluated by the store's range indexes. Each may answer more than the period
 * holds, never less: the domain decides membership with the period rules.
 */
export interface ReportRepository {
  productsPublishedIn(period: DatePeriod): Promise<ReportProductRow[]>;
  grantsIn(period: DatePeriod): Promise<ReportGrantRow[]>;
  eventsIn(period: DatePeriod): Promise<ReportEventRow[]>;
  supervisionsIn(period: DatePeriod): Promise<ReportSupervisionRow[]>;
  membersJoinedIn(period: DatePeriod): Promise<ReportMemberRow[]>;
  /** Organizations whose `created_at` timestamp lies between the two instants (ISO strings). */
  organizationsCreatedBetween(from: string, to: string): Promise<ReportOrganizationRow[]>;
  /** How many records of each kind have no usable date (one count query per kind). */
  undatedCounts(): Promise<UndatedCounts>;
  /** Products published and events starting in the period: the trend figures' facts. */
  productTrendFacts(period: DatePeriod): Promise<ProductTrendFact[]>;
  eventTrendFacts(period: DatePeriod): Promise<EventTrendFact[]>;
}

/**
 * Change markers (docs/adr/0033-lists-cost-what-changed.md): every write moves the marker of the
 * kind it writes, in the same store transaction, so an answer built from some kinds is current
 * while their markers have not moved.
 */
export interface ChangeMarkers {
  /** One value for the markers of these kinds together; null when one has never been written. */
  read(kinds: readonly RecordKind[]): Promise<string | null>;
}

/**
 * The audit entries of spec 2-data-model §2.2.11, kept apart from the records (their own
 * container, partitioned by record), and removed by the store once older than the retention.
 */
export interface AuditLog {
  append(entry: AuditEntry): Promise<void>;
  /** The entries of one record written at `since` or later, newest first, at most `limit` (A26: one query). */
  read(kind: AuditRecordKind, id: string, since: string, limit: number): Promise<AuditEntry[]>;
  /** Empties the `changes` of every entry of the record (personal data after a deletion, §6.3.5). */
  erase(kind: AuditRecordKind, id: string): Promise<void>;
}

/** Products looked up by a unique value (spec 2-data-model A27). */
export interface ProductRepository {
  /** The product holding this DOI (compared case-insensitively, as its uniqueness is), or null. */
  findByDoi(doi: string): Promise<ProductReference | null>;
}

/**
 * What a DOI metadata service answered (spec 6-data-and-beyond §6.3.7): its parsed JSON, not yet
 * trusted; "not found"; or nothing usable (unreachable, too slow, an error, too large, unreadable).
 */
export type DoiMetadataAnswer = { kind: 'found'; metadata: unknown } | { kind: 'not-found' } | { kind: 'unavailable'; reason: string };

/** The metadata service named by DOI_METADATA_URL (adapter: data/doi-metadata-http.ts). */
export interface DoiMetadataSource {
  /** `doi` is normalised; the caller's identity is never passed, so it can never be sent. */
  fetch(doi: string): Promise<DoiMetadataAnswer>;
}

export interface Repositories {
  /** Generic access to every kind of record (domain/records.ts). */
  records: RecordStore;
  audit: AuditLog;
  markers: ChangeMarkers;
  accounts: AccountRepository;
  stats: StatsRepository;
  adminSet: AdminSetRepository;
  products: ProductRepository;
  reports: ReportRepository;
}

/**
 * The set of administrator account ids, kept in one record, with the lease that serialises every
 * change of an administrator flag (domain/admin-set.ts, spec 1-roles-and-identity §1.7.3).
 */
export interface AdminSetLock {
  owner: string;
  /** ISO time after which another change may take the lock over (a holder that died). */
  until: string;
}

export interface AdminSet {
  ids: string[];
  lock: AdminSetLock | null;
  storeTag: string;
}

export interface AdminSetRepository {
  read(): Promise<AdminSet>;
  /** Writes ids and lock; throws WriteConflict when the set changed since `storeTag`; answers the new tag. */
  write(ids: string[], lock: AdminSetLock | null, storeTag: string): Promise<string>;
}
