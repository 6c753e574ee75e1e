import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditChange, AuditEntry, AuditRecordKind } from '@portal/common/api/history';
import { auditKindOf, auditView, creationChanges, recordLabel, updateChanges } from './audit-changes';
import type { Caller } from './caller';
import type { Account, AuditLog } from './ports';
import type { KindRecords, Loaded, RecordKind, RecordStore, UniqueKey } from './records';
import { runLimited } from './run-limited';

/**
 * The audit entries of one request (spec 6-data-and-beyond §6.3.5). Every write route's store is
 * wrapped in an AuditedStore (http/wrap.ts), so no route can write a record without its entry: the
 * store sees every create, replace and remove, and what each replaced record held before.
 *
 * Entries are collected while the request runs and written when it ends, before the answer, in
 * the audit container (another partition than the record: Cosmos DB has no transaction across
 * them, so "the same transaction scope as far as the store allows" is the same request). A record
 * created and removed again by the same request (a registration undone after a refused step)
 * records nothing. An entry that cannot be written after three attempts is reported to the
 * operator through `onFailure`; the change stands and the request still succeeds.
 */

export interface AuditActor {
  id: string | null;
  name: string;
}

/** Who a write is by: the caller, or the system (first administrator, data maintenance). */
export function actorOf(caller: Caller | null): AuditActor {
  if (!caller) return { id: null, name: '' };
  const { account } = caller;
  return { id: account.id, name: `${account.first_name} ${account.last_name}`.trim() };
}

/** Reports an entry (or an erasure) that could not be written: kind and id only, never values. */
export type AuditFailure = (recordKind: AuditRecordKind, recordId: string, error: unknown) => void;

const ATTEMPTS = 3;
const LABEL_MAX = 500;
/** Entries written at once; a delete with a thousand holders writes a thousand entries. */
const CONCURRENT_WRITES = 8;

async function attempt(write: () => Promise<void>): Promise<void> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await write();
    } catch (error) {
      if (tried >= ATTEMPTS) throw error;
    }
  }
}

interface Pending {
  key: string;
  entry: AuditEntry;
}

const keyOf = (kind: AuditRecordKind, id: string) => `${kind}:${id}`;

export class AuditTrail {
  private readonly pending: Pending[] = [];
  private readonly erased = new Map<string, { kind: AuditRecordKind; id: string }>();

  constructor(
    private readonly log: AuditLog,
    private readonly actor: AuditActor,
    private readonly now: () => Date,
    private readonly onFailure: AuditFailure,
  ) {}

  record(kind: AuditRecordKind, id: string, label: string, action: AuditAction, changes: AuditChange[]): void {
    const entry: AuditEntry = {
      id: randomUUID(),
      record_kind: kind,
      record_id: id,
      record_label: label.slice(0, LABEL_MAX),
      action,
      by_account_id: this.actor.id,
      by_name: this.actor.name,
      changes,
      created_at: this.now().toISOString(),
    };
    this.pending.push({ key: keyOf(kind, id), entry });
  }

  /** The record's personal data goes: its stored entries and this request's keep no `changes`. */
  erase(kind: AuditRecordKind, id: string): void {
    this.erased.set(keyOf(kind, id), { kind, id });
  }

  /** Entries this request would write, in order (for tests and for `flush`). */
  entries(): AuditEntry[] {
    const createdThenRemoved = new Set<string>();
    const created = new Set<string>();
    for (const { key, entry } of this.pending) {
      if (entry.action === 'create') created.add(key);
      if (entry.action === 'delete' && created.has(key)) createdThenRemoved.add(key);
    }
    return this.pending
      .filter(({ key }) => !createdThenRemoved.has(key))
      .map(({ key, entry }) => (this.erased.has(key) ? { ...entry, changes: [] } : entry));
  }

  async flush(): Promise<void> {
    const entries = this.entries();
    const kept = new Set(entries.map((entry) => keyOf(entry.record_kind, entry.record_id)));
    const jobs: (() => Promise<void>)[] = [];
    for (const [key, { kind, id }] of this.erased) {
      // A record that existed before this request (it has kept entries, or an entry of its delete).
      if (kept.has(key)) jobs.push(() => attempt(() => this.log.erase(kind, id)).catch((error) => this.onFailure(kind, id, error)));
    }
    await runLimited(jobs, CONCURRENT_WRITES);
    await runLimited(
      entries.map((entry) => () => attempt(() => this.log.append(entry)).catch((error) => this.onFailure(entry.record_kind, entry.record_id, error))),
      CONCURRENT_WRITES,
    );
    this.pending.length = 0;
    this.erased.clear();
  }
}

/** The kinds whose deletion erases the person's data from the history (§6.3.5 "Erasing personal data"). */
const PERSONAL: ReadonlySet<RecordKind> = new Set(['account', 'member', 'insight']);

/**
 * A record store that tells the trail about every write, with the record as it was read before.
 * One per request: it remembers what the request read (by store tag) to know each record's
 * previous values without reading it again.
 */
export class AuditedStore implements RecordStore {
  /** Records this request read or wrote, by kind and id, with the store tag they were read at. */
  private readonly known = new Map<string, { record: unknown; storeTag: string | null }>();

  constructor(
    private readonly inner: RecordStore,
    private readonly trail: AuditTrail,
  ) {}

  private remember(kind: RecordKind, id: string, record: unknown, storeTag: string | null): void {
    this.known.set(`${kind}:${id}`, { record, storeTag });
  }

  private loaded<K extends RecordKind>(kind: K, found: Loaded<KindRecords[K]>): Loaded<KindRecords[K]> {
    this.remember(kind, (found.record as { id: string }).id, found.record, found.storeTag);
    return found;
  }

  async get<K extends RecordKind>(kind: K, id: string): Promise<Loaded<KindRecords[K]> | null> {
    const found = await this.inner.get(kind, id);
    return found ? this.loaded(kind, found) : null;
  }

  getMany: RecordStore['getMany'] = (kind, ids) => this.inner.getMany(kind, ids);
  list: RecordStore['list'] = (kind, fields, where) => this.inner.list(kind, fields, where);
  countHolders: RecordStore['countHolders'] = (kind, fields, id) => this.inner.countHolders(kind, fields, id);
  countLinks: RecordStore['countLinks'] = (kind, field) => this.inner.countLinks(kind, field);

  async holders<K extends RecordKind>(kind: K, field: string | readonly string[], id: string): Promise<Loaded<KindRecords[K]>[]> {
    return (await this.inner.holders(kind, field, id)).map((found) => this.loaded(kind, found));
  }

  async create<K extends RecordKind>(kind: K, record: KindRecords[K], unique?: UniqueKey[]): Promise<void> {
    const id = (record as { id: string }).id;
    // Known before it is written: a member and its insight are created together, and the
    // insight's label is its member's name.
    this.remember(kind, id, record, null);
    await this.inner.create(kind, record, unique);
    this.trail.record(auditKindOf(kind, record), id, await this.label(kind, record), 'create', creationChanges(auditView(kind, record)));
  }

  async replace<K extends RecordKind>(
    kind: K,
    record: KindRecords[K],
    storeTag: string,
    unique?: { add: UniqueKey[]; drop: UniqueKey[] },
  ): Promise<string> {
    const id = (record as { id: string }).id;
    const previous = await this.previous(kind, id, storeTag);
    const written = await this.inner.replace(kind, record, storeTag, unique);
    this.remember(kind, id, record, written);
    const changes = updateChanges(auditView(kind, previous ?? record), auditView(kind, record));
    if (changes.length > 0) this.trail.record(auditKindOf(kind, record), id, await this.label(kind, record), 'update', changes);
    return written;
  }

  async remove(kind: RecordKind, id: string, unique?: UniqueKey[]): Promise<void> {
    const record = this.known.get(`${kind}:${id}`)?.record ?? (await this.inner.get(kind, id))?.record ?? null;
    // Labelled before the removal: an insight takes its member's name, which may go with it.
    const label = record ? await this.label(kind, record as KindRecords[RecordKind]) : '';
    await this.inner.remove(kind, id, unique);
    if (!record) return;
    const recordKind = auditKindOf(kind, record as KindRecords[RecordKind]);
    if (PERSONAL.has(kind)) this.trail.erase(recordKind, id);
    this.trail.record(recordKind, id, label, 'delete', []);
  }

  /**
   * The record as the store held it at `storeTag`: every replace follows a read of that tag, in
   * this request as a rule; otherwise it is read now (a stale tag fails the replace anyway).
   */
  private async previous<K extends RecordKind>(kind: K, id: string, storeTag: string): Promise<KindRecords[K] | null> {
    const known = this.known.get(`${kind}:${id}`);
    if (known && known.storeTag === storeTag) return known.record as KindRecords[K];
    const read = await this.inner.get(kind, id);
    return read && read.storeTag === storeTag ? read.record : null;
  }

  private async label<K extends RecordKind>(kind: K, record: KindRecords[K]): Promise<string> {
    if (kind !== 'insight') return recordLabel(kind, record);
    const memberId = (record as KindRecords['insight']).member_id;
    const member = (this.known.get(`member:${memberId}`)?.record ?? (await this.inner.get('member', memberId))?.record) as
      | KindRecords['member']
      | undefined;
    return recordLabel(kind, record, member ? recordLabel('member', member) : '');
  }
}

/** The binding of an identity at a first sign-in: an update of the account, by the account itself (§6.3.5). */
export function bindingEntry(trail: AuditTrail, account: Account): void {
  trail.record('account', account.id, recordLabel('account', account), 'update', [{ field: 'identity_bound', before: false, after: true }]);
}

/** The first administrator, created by the system at its first sign-in (spec 1-roles-and-identity §1.3.3). */
export function bootstrapEntry(trail: AuditTrail, account: Account): void {
  trail.record('account', account.id, recordLabel('account', account), 'create', creationChanges(auditView('account', account)));
}
