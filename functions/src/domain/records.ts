import type {
  EventInput,
  GrantInput,
  InsightInput,
  KeywordInput,
  OrganizationInput,
  ProductInput,
  ReferenceEntryInput,
  ReferenceListName,
  SupervisionInput,
} from '@portal/common/demo/types';
import type { Account, Member } from './ports';

/**
 * Stored records as the domain sees them (spec 2-data-model §2.2). The demo dataset's input
 * types name exactly the stored fields of each entity, so they are reused here; the store adds
 * the metadata of §2.1.3 and, on records that link members, copies of the members' display
 * fields (§2.6.3).
 */
export interface RecordMetadata {
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  etag: string;
}

export interface MemberDisplayCopy {
  first_name: string;
  last_name: string;
  is_active: boolean;
}

/** Copies of the display fields of every member the record links, by member id. */
export interface MemberCopies {
  member_refs: Record<string, MemberDisplayCopy>;
}

export type KeywordRecord = KeywordInput & RecordMetadata;
export type ReferenceEntryRecord = ReferenceEntryInput & RecordMetadata & { list: ReferenceListName };
export type InsightRecord = InsightInput & RecordMetadata & { id: string };
export type OrganizationRecord = OrganizationInput & RecordMetadata;
export type ProductRecord = ProductInput & RecordMetadata & MemberCopies;
/** `amount` is kept as whole cents so that sums and comparisons are exact (§2.1.4). */
export type GrantRecord = Omit<GrantInput, 'amount'> & RecordMetadata & MemberCopies & { amount_cents: number };
export type EventRecord = EventInput & RecordMetadata & MemberCopies;
export type SupervisionRecord = SupervisionInput & RecordMetadata & MemberCopies;

export interface KindRecords {
  account: Account;
  member: Member;
  insight: InsightRecord;
  keyword: KeywordRecord;
  reference: ReferenceEntryRecord;
  organization: OrganizationRecord;
  product: ProductRecord;
  grant: GrantRecord;
  event: EventRecord;
  supervision: SupervisionRecord;
}

export type RecordKind = keyof KindRecords;

/** A record read for a later conditional write: `storeTag` is the store's own version. */
export interface Loaded<T> {
  record: T;
  storeTag: string;
}

/** A value that must be unique within its scope (spec 2-data-model §2.6 A3). */
export interface UniqueKey {
  scope: string;
  /** The normalised value (lower-cased e-mail, comparison key, canonical iD, lower-cased DOI). */
  value: string;
  /** The request field reported with `not_unique` when the value is taken. */
  field: string;
}

export class UniqueViolation extends Error {
  constructor(readonly keys: UniqueKey[]) {
    super('unique value taken');
  }
}

/** The record changed in the store since it was read (the store's own tag moved). */
export class WriteConflict extends Error {
  constructor() {
    super('write conflict');
  }
}

/** Generic persistence of records; Cosmos DB implements it in data/cosmos-record-store.ts. */
export interface RecordStore {
  get<K extends RecordKind>(kind: K, id: string): Promise<Loaded<KindRecords[K]> | null>;
  /** One batched read; unknown ids are left out. */
  getMany<K extends RecordKind>(kind: K, ids: readonly string[]): Promise<KindRecords[K][]>;
  /**
   * Every record of the kind (or those whose `where` field equals the value), only `fields`
   * (always with `id`), ordered by id. Rows are shared: an unfiltered list may hand out the same
   * row objects again while their records do not change (docs/adr/0039), so they are never
   * mutated.
   */
  list<K extends RecordKind, F extends keyof KindRecords[K] & string>(
    kind: K,
    fields: readonly F[],
    where?: { field: F; equals: string | boolean },
  ): Promise<Pick<KindRecords[K], F | ('id' & keyof KindRecords[K])>[]>;
  /**
   * Reverse lookup, one query: records whose `field` (a list, a single link, or `list.field` of
   * embedded entries) holds `id`; with several fields, any of them (A12–A20).
   */
  holders<K extends RecordKind>(kind: K, field: string | readonly string[], id: string): Promise<Loaded<KindRecords[K]>[]>;
  /**
   * How many records of the kind hold `id` in any of `fields` (same paths as `holders`): one
   * count query, read afresh (the in-use check of a reference delete, 3-api §3.16.1).
   */
  countHolders(kind: RecordKind, fields: readonly string[], id: string): Promise<number>;
  /**
   * How many records of the kind link each id through `field` (a list or a single link), by id:
   * one query of that field alone (2-data-model A20, docs/adr/0043). Ids no record holds are absent.
   */
  countLinks(kind: RecordKind, field: string): Promise<Map<string, number>>;
  /** Creates the records and their unique keys together; throws UniqueViolation. */
  create<K extends RecordKind>(kind: K, record: KindRecords[K], unique?: UniqueKey[]): Promise<void>;
  /**
   * Replaces a record read earlier, only if the store still holds what was read (WriteConflict
   * otherwise); claims `addUnique` and releases `dropUnique` (UniqueViolation when taken).
   */
  replace<K extends RecordKind>(
    kind: K,
    record: KindRecords[K],
    storeTag: string,
    unique?: { add: UniqueKey[]; drop: UniqueKey[] },
  ): Promise<string>;
  remove(kind: RecordKind, id: string, unique?: UniqueKey[]): Promise<void>;
}
