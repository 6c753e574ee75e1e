import type { HomeCounts } from '@portal/common/api/stats';
import type {
  ChangeMarkers,
  Account,
  AccountRepository,
  AdminSet,
  AdminSetLock,
  AdminSetRepository,
  BindOutcome,
  BootstrapAdministrator,
  Identity,
  ProductRepository,
  ReportRepository,
  Repositories,
  StatsRepository,
} from '../domain/ports';
import type { UndatedCounts } from '@portal/common/api/report';
import { isId } from '@portal/common/validation/id';
import { InMemoryAuditLog } from './in-memory-audit-log';
import { bootstrapAdministratorAccount } from '../domain/accounts';
import type { DashboardFacts, EventFacts, GrantFacts, ProductFacts } from '../domain/dashboard';
import {
  REPORT_FIELDS,
  type EventTrendFact,
  type ProductTrendFact,
  type ReportEventRow,
  type ReportGrantRow,
  type ReportMemberRow,
  type ReportOrganizationRow,
  type ReportProductRow,
  type ReportSupervisionRow,
} from '../domain/network-report';
import { newRecordId } from '../domain/record-metadata';
import {
  UniqueViolation,
  WriteConflict,
  type KindRecords,
  type Loaded,
  type RecordKind,
  type RecordStore,
  type UniqueKey,
} from '../domain/records';

/**
 * The store ports in memory, for unit tests only (lint keeps production code and scripts away
 * from testing/). It keeps the semantics of the Cosmos implementation in data/ that the domain
 * relies on:
 * - every operation is atomic on one record, and yields before it runs, so that operations
 *   started together interleave like requests do (two reads, then two conditional writes);
 * - `storeTag` changes on every write, the record's `etag` (its version) only when the domain
 *   sets a new one; `replace` and the administrator set's `write` throw WriteConflict when the
 *   tag moved since the read;
 * - unique keys are guards shared by the record store and the account repository (login e-mail,
 *   identity): claiming a key another record owns throws UniqueViolation with every taken key
 *   and claims none; `replace` claims `add` before writing and releases `drop` after; `remove`
 *   and a failed write release theirs;
 * - reads answer copies, so that a caller changing what it read changes nothing stored; ids
 *   that are not record ids (spec 2-data-model §2.1.1) are not found.
 */

interface Entry {
  record: Record<string, unknown>;
  storeTag: string;
}

const copy = <T>(value: T): T => structuredClone(value);
/** A record as kept here (a plain copy), and back. */
const stored = (record: unknown): Record<string, unknown> => structuredClone(record) as Record<string, unknown>;
const restored = <T>(record: Record<string, unknown>): T => structuredClone(record) as unknown as T;

export class InMemoryStore {
  private readonly kinds = new Map<RecordKind, Map<string, Entry>>();
  private readonly guards = new Map<string, string>();
  private admins: AdminSet = { ids: [], lock: null, storeTag: 'admins-0' };
  private tags = 0;
  private interference: (() => void)[] = [];

  readonly records: RecordStore = new InMemoryRecordStore(this);
  readonly accounts: AccountRepository = new InMemoryAccountRepository(this);
  readonly adminSet: AdminSetRepository = new InMemoryAdminSetRepository(this);
  readonly stats: StatsRepository = new InMemoryStatsRepository(this);
  readonly reports: ReportRepository = new InMemoryReportRepository(this);
  /** Products by DOI through the DOI's guard, as the Cosmos adapter finds them (A27). */
  readonly products: ProductRepository = {
    findByDoi: async (doi) => {
      await io();
      const ownerId = this.owner({ scope: 'doi', value: doi.toLowerCase() });
      const product = ownerId === undefined ? undefined : this.peek('product', ownerId);
      return product && product.doi?.toLowerCase() === doi.toLowerCase() ? { id: product.id, title_en: product.title_en, title_fr: product.title_fr } : null;
    },
  };
  /** Every write draws a new tag, so the tag counter is a marker that moves with any change. */
  readonly markers: ChangeMarkers = { read: async () => `tags-${this.tags}` };

  readonly audit = new InMemoryAuditLog();

  /** The ports together, as `Services.repositories` holds them. */
  get repositories(): Repositories {
    return { records: this.records, audit: this.audit, accounts: this.accounts, adminSet: this.adminSet, stats: this.stats, markers: this.markers, products: this.products, reports: this.reports };
  }

  /**
   * Stores a record as it is (test set-up), claiming its unique keys; an administrator account
   * joins the administrator set, which names every administrator (docs/adr/0006).
   */
  put<K extends RecordKind>(kind: K, record: KindRecords[K], unique: UniqueKey[] = []): this {
    const id = (record as { id: string }).id;
    for (const key of unique) this.guards.set(guardKey(key), id);
    this.table(kind).set(id, { record: stored(record), storeTag: this.nextTag() });
    if (kind === 'account' && (record as Account).is_admin && !this.admins.ids.includes(id)) {
      this.admins = { ...this.admins, ids: [...this.admins.ids, id], storeTag: this.nextTag() };
    }
    return this;
  }

  /** Removes a record at once (test set-up), without touching its unique keys. */
  drop(kind: RecordKind, id: string): void {
    this.table(kind).delete(id);
  }

  /** What is stored now (a copy), for assertions. */
  peek<K extends RecordKind>(kind: K, id: string): KindRecords[K] | undefined {
    const entry = this.table(kind).get(id);
    return entry ? (restored<KindRecords[K]>(entry.record)) : undefined;
  }

  /** Every record of a kind (copies), in id order. */
  all<K extends RecordKind>(kind: K): KindRecords[K][] {
    return [...this.table(kind).values()].map((entry) => restored<KindRecords[K]>(entry.record)).sort(byId);
  }

  /** The record id that owns a unique value, or undefined when the value is free. */
  owner(key: Pick<UniqueKey, 'scope' | 'value'>): string | undefined {
    return this.guards.get(guardKey(key));
  }

  /** The administrator set as stored. */
  adminIds(): string[] {
    return [...this.admins.ids];
  }

  /**
   * Runs `changes` one by one just before the next conditional writes (record replace or
   * administrator set write), each as a concurrent request would have changed the store after
   * the caller's read.
   */
  interfere(...changes: (() => void)[]): void {
    this.interference = changes;
  }

  /** A write that moves a record's store tag without changing its version (a last-login stamp). */
  touch(kind: RecordKind, id: string): void {
    const entry = this.table(kind).get(id);
    if (entry) entry.storeTag = this.nextTag();
  }

  // The operations below are what the port classes call; each runs after one yield.

  /** @internal */
  table(kind: RecordKind): Map<string, Entry> {
    let table = this.kinds.get(kind);
    if (!table) {
      table = new Map();
      this.kinds.set(kind, table);
    }
    return table;
  }

  /** @internal */
  nextTag(): string {
    this.tags += 1;
    return `tag-${this.tags}`;
  }

  /** @internal */
  beforeConditionalWrite(): void {
    this.interference.shift()?.();
  }

  /** @internal Claims every key for `ownerId`, or none (UniqueViolation naming the taken ones). */
  claim(keys: readonly UniqueKey[], ownerId: string): void {
    const taken = keys.filter((key) => {
      const owner = this.guards.get(guardKey(key));
      return owner !== undefined && owner !== ownerId;
    });
    if (taken.length > 0) throw new UniqueViolation(taken);
    for (const key of keys) this.guards.set(guardKey(key), ownerId);
  }

  /** @internal */
  release(keys: readonly UniqueKey[]): void {
    for (const key of keys) this.guards.delete(guardKey(key));
  }

  /** @internal */
  readAdmins(): AdminSet {
    return copy(this.admins);
  }

  /** @internal */
  writeAdmins(ids: string[], lock: AdminSetLock | null, storeTag: string): string {
    this.beforeConditionalWrite();
    if (storeTag !== this.admins.storeTag) throw new WriteConflict();
    this.admins = { ids: [...new Set(ids)], lock: copy(lock), storeTag: this.nextTag() };
    return this.admins.storeTag;
  }
}

function guardKey(key: Pick<UniqueKey, 'scope' | 'value'>): string {
  return `${key.scope}\u0000${key.value}`;
}

function byId(a: { id?: unknown }, b: { id?: unknown }): number {
  return String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0;
}

/** One turn of the event loop's microtasks, as a network round trip would give. */
const io = () => Promise.resolve();

function holds(record: Record<string, unknown>, path: string, id: string): boolean {
  const [list, inner] = path.split('.');
  const value = record[list ?? path];
  if (inner) return Array.isArray(value) && value.some((item) => (item as Record<string, unknown> | null)?.[inner] === id);
  return Array.isArray(value) ? value.includes(id) : value === id;
}

class InMemoryRecordStore implements RecordStore {
  constructor(private readonly store: InMemoryStore) {}

  async get<K extends RecordKind>(kind: K, id: string): Promise<Loaded<KindRecords[K]> | null> {
    await io();
    const entry = isId(id) ? this.store.table(kind).get(id) : undefined;
    return entry ? { record: restored<KindRecords[K]>(entry.record), storeTag: entry.storeTag } : null;
  }

  async getMany<K extends RecordKind>(kind: K, ids: readonly string[]): Promise<KindRecords[K][]> {
    await io();
    const table = this.store.table(kind);
    return [...new Set(ids)].flatMap((id) => {
      const entry = isId(id) ? table.get(id) : undefined;
      return entry ? [restored<KindRecords[K]>(entry.record)] : [];
    });
  }

  async list<K extends RecordKind, F extends keyof KindRecords[K] & string>(
    kind: K,
    fields: readonly F[],
    where?: { field: F; equals: string | boolean },
  ): Promise<Pick<KindRecords[K], F | ('id' & keyof KindRecords[K])>[]> {
    await io();
    const names = [...new Set(['id', ...fields])];
    return [...this.store.table(kind).values()]
      .filter((entry) => !where || entry.record[where.field] === where.equals)
      .map((entry) => Object.fromEntries(names.filter((name) => entry.record[name] !== undefined).map((name) => [name, copy(entry.record[name])])))
      .sort(byId) as Pick<KindRecords[K], F | ('id' & keyof KindRecords[K])>[];
  }

  async holders<K extends RecordKind>(kind: K, field: string | readonly string[], id: string): Promise<Loaded<KindRecords[K]>[]> {
    await io();
    const fields = typeof field === 'string' ? [field] : field;
    return [...this.store.table(kind).values()]
      .filter((entry) => fields.some((path) => holds(entry.record, path, id)))
      .map((entry) => ({ record: restored<KindRecords[K]>(entry.record), storeTag: entry.storeTag }));
  }

  async countHolders(kind: RecordKind, fields: readonly string[], id: string): Promise<number> {
    await io();
    return [...this.store.table(kind).values()].filter((entry) => fields.some((path) => holds(entry.record, path, id))).length;
  }

  async countLinks(kind: RecordKind, field: string): Promise<Map<string, number>> {
    await io();
    const counts = new Map<string, number>();
    for (const entry of this.store.table(kind).values()) {
      const value = entry.record[field];
      const ids = new Set(Array.isArray(value) ? value : [value]);
      for (const id of ids) if (typeof id === 'string') counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }

  async create<K extends RecordKind>(kind: K, record: KindRecords[K], unique: UniqueKey[] = []): Promise<void> {
    await io();
    const id = (record as { id: string }).id;
    const table = this.store.table(kind);
    this.store.claim(unique, id);
    if (table.has(id)) {
      // Cosmos answers 409 for an id that exists: not a unique value of the domain's.
      this.store.release(unique);
      throw new Error(`${kind} ${id} already exists`);
    }
    table.set(id, { record: stored(record), storeTag: this.store.nextTag() });
  }

  async replace<K extends RecordKind>(
    kind: K,
    record: KindRecords[K],
    storeTag: string,
    unique: { add: UniqueKey[]; drop: UniqueKey[] } = { add: [], drop: [] },
  ): Promise<string> {
    await io();
    this.store.beforeConditionalWrite();
    const id = (record as { id: string }).id;
    const table = this.store.table(kind);
    this.store.claim(unique.add, id);
    const entry = table.get(id);
    if (!entry || entry.storeTag !== storeTag) {
      this.store.release(unique.add);
      // Cosmos answers 404 for a replace of a removed record: an error, not a conflict.
      if (!entry) throw new Error(`${kind} ${id} not found`);
      throw new WriteConflict();
    }
    const tag = this.store.nextTag();
    table.set(id, { record: stored(record), storeTag: tag });
    this.store.release(unique.drop);
    return tag;
  }

  async remove(kind: RecordKind, id: string, unique: UniqueKey[] = []): Promise<void> {
    await io();
    this.store.table(kind).delete(id);
    this.store.release(unique);
  }
}

class InMemoryAccountRepository implements AccountRepository {
  constructor(private readonly store: InMemoryStore) {}

  private accounts(): Entry[] {
    return [...this.store.table('account').values()];
  }

  async findByIdentity(identity: Identity): Promise<Account | null> {
    await io();
    const found = this.accounts().find((entry) => {
      const bound = entry.record.identity as Identity | null;
      return bound?.tid === identity.tid && bound.oid === identity.oid;
    });
    return found ? (restored<Account>(found.record)) : null;
  }

  async findByLoginEmail(loginEmail: string): Promise<Account | null> {
    await io();
    const found = this.accounts().find((entry) => entry.record.login_email === loginEmail);
    return found ? (restored<Account>(found.record)) : null;
  }

  async bindIdentity(accountId: string, identity: Identity, loginEmail: string): Promise<BindOutcome> {
    await io();
    this.store.beforeConditionalWrite();
    const key = identityGuard(identity);
    const owner = this.store.owner(key);
    if (owner !== undefined && owner !== accountId) return { bound: false };
    const entry = this.store.table('account').get(accountId);
    const bound = entry?.record.identity as Identity | null | undefined;
    if (entry && bound && bound.tid === identity.tid && bound.oid === identity.oid) {
      return { bound: true, account: restored<Account>(entry.record) };
    }
    if (!entry || bound || entry.record.login_email !== loginEmail) {
      if (owner === undefined) this.store.release([key]);
      return { bound: false };
    }
    this.store.claim([key], accountId);
    entry.record = { ...entry.record, identity: { tid: identity.tid, oid: identity.oid } };
    entry.storeTag = this.store.nextTag();
    return { bound: true, account: restored<Account>(entry.record) };
  }

  async stampLastLogin(accountId: string, at: string): Promise<Account> {
    await io();
    const entry = this.store.table('account').get(accountId);
    if (!entry) throw new Error('last-login stamp returned no record');
    entry.record = { ...entry.record, last_login: at };
    entry.storeTag = this.store.nextTag();
    return restored<Account>(entry.record);
  }

  async anyAdministrator(): Promise<boolean> {
    await io();
    return this.accounts().some((entry) => entry.record.is_admin === true);
  }

  async createBootstrapAdministrator(input: BootstrapAdministrator): Promise<Account> {
    await io();
    const id = newRecordId();
    const emailKey = { scope: 'login-email', value: input.login_email, field: 'login_email' };
    if (this.store.owner(emailKey) !== undefined) {
      const existing = this.accounts().find((entry) => entry.record.login_email === input.login_email);
      if (!existing) throw new Error('bootstrap administrator is being created by a concurrent request');
      return restored<Account>(existing.record);
    }
    this.store.claim([emailKey, identityGuard(input.identity)], id);
    const account = bootstrapAdministratorAccount(id, input);
    this.store.table('account').set(id, { record: stored(account), storeTag: this.store.nextTag() });
    // The administrator set names every administrator (docs/adr/0006).
    const admins = this.store.readAdmins();
    if (!admins.ids.includes(id)) this.store.writeAdmins([...admins.ids, id], admins.lock, admins.storeTag);
    return copy(account);
  }
}

function identityGuard(identity: Identity): UniqueKey {
  return { scope: 'identity', value: `${identity.tid}.${identity.oid}`, field: 'identity' };
}

class InMemoryAdminSetRepository implements AdminSetRepository {
  constructor(private readonly store: InMemoryStore) {}

  async read(): Promise<AdminSet> {
    await io();
    return this.store.readAdmins();
  }

  async write(ids: string[], lock: AdminSetLock | null, storeTag: string): Promise<string> {
    await io();
    return this.store.writeAdmins(ids, lock, storeTag);
  }
}

class InMemoryStatsRepository implements StatsRepository {
  constructor(private readonly store: InMemoryStore) {}

  async counts(): Promise<HomeCounts> {
    await io();
    const count = (kind: RecordKind) => this.store.table(kind).size;
    const activeMembers = [...this.store.table('member').values()].filter((entry) => entry.record.is_active === true).length;
    return {
      active_members: activeMembers,
      products: count('product'),
      grants: count('grant'),
      events: count('event'),
      partners: count('organization'),
      supervisions: count('supervision'),
    };
  }

  async dashboardFacts(): Promise<DashboardFacts> {
    await io();
    const rows = <T>(kind: RecordKind, fields: readonly string[]) =>
      [...this.store.table(kind).values()].map((entry) => Object.fromEntries(fields.map((field) => [field, copy(entry.record[field])])) as T);
    return {
      products: rows<ProductFacts>('product', ['publish_date', 'product_type_id']),
      grants: rows<GrantFacts>('grant', ['submission_date', 'obtained_date', 'completed_date', 'status_id', 'source_id', 'through_network', 'amount_cents']),
      events: rows<EventFacts>('event', ['start_date', 'event_type_id']),
    };
  }
}

/**
 * The report's queries at their widest: every record of the kind, projected. The port allows a
 * wider answer than the period; the domain's own period rules are what unit tests then exercise.
 */
class InMemoryReportRepository implements ReportRepository {
  constructor(private readonly store: InMemoryStore) {}

  private async rows<T>(kind: RecordKind, fields: readonly string[]): Promise<T[]> {
    await io();
    const names = ['id', ...fields];
    return [...this.store.table(kind).values()].map((entry) => Object.fromEntries(names.map((field) => [field, copy(entry.record[field])])) as T);
  }

  productsPublishedIn = () => this.rows<ReportProductRow>('product', REPORT_FIELDS.product);
  grantsIn = () => this.rows<ReportGrantRow>('grant', REPORT_FIELDS.grant);
  eventsIn = () => this.rows<ReportEventRow>('event', REPORT_FIELDS.event);
  supervisionsIn = () => this.rows<ReportSupervisionRow>('supervision', REPORT_FIELDS.supervision);
  membersJoinedIn = () => this.rows<ReportMemberRow>('member', REPORT_FIELDS.member);
  organizationsCreatedBetween = () => this.rows<ReportOrganizationRow>('organization', REPORT_FIELDS.organization);
  productTrendFacts = () => this.rows<ProductTrendFact>('product', ['publish_date', 'product_type_id']);
  eventTrendFacts = () => this.rows<EventTrendFact>('event', ['start_date', 'event_type_id']);

  async undatedCounts(): Promise<UndatedCounts> {
    await io();
    const undated = (kind: RecordKind, fields: readonly string[]) =>
      [...this.store.table(kind).values()].filter((entry) => fields.every((field) => typeof entry.record[field] !== 'string')).length;
    return {
      products: undated('product', ['publish_date']),
      grants: undated('grant', ['submission_date', 'obtained_date', 'completed_date']),
      events: undated('event', ['start_date', 'end_date']),
      supervisions: undated('supervision', ['start_date', 'end_date']),
    };
  }
}
