import type { Account, Member } from '../domain/ports';

/**
 * Stored shapes in the `records` container. `pk` is the partition key value (one logical
 * partition per kind of record, reference lists and keywords sharing `lookup`), see
 * docs/adr/0002-cosmos-containers.md. These shapes never leave the data layer; the record
 * shapes themselves belong to the domain (domain/ports.ts, domain/records.ts).
 */
export type Partition =
  | 'account'
  | 'member'
  | 'insight'
  | 'lookup'
  | 'organization'
  | 'product'
  | 'grant'
  | 'event'
  | 'supervision'
  | 'unique';

export interface Metadata {
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  etag: string;
}

export interface StoredDocument extends Metadata {
  id: string;
  pk: Partition;
  kind: string;
  [field: string]: unknown;
}

/** An account as stored: the domain's Account with its partition and kind. */
export interface AccountDocument extends Account {
  pk: 'account';
  kind: 'account';
}

/** A member as stored: the domain's Member with its partition and kind. */
export interface MemberDocument extends Member {
  pk: 'member';
  kind: 'member';
}

/** Guards that make the store enforce uniqueness (spec 2-data-model §2.6.2 rule 5). */
export interface UniqueDocument {
  id: string;
  pk: 'unique';
  kind: 'unique';
  owner_id: string;
}

/**
 * The set of administrator account ids, in one document: every change of an administrator flag
 * holds its lease (conditional writes), which serialises them (spec 1-roles-and-identity §1.7.3:
 * never zero administrators, even under concurrency; domain/admin-set.ts).
 */
export const ADMIN_SET_ID = 'administrators';

export interface AdminSetDocument {
  id: typeof ADMIN_SET_ID;
  pk: 'unique';
  kind: 'admin-set';
  admin_ids: string[];
  /** The lease of the change in progress (domain/admin-set.ts); absent or null when none. */
  lock?: { owner: string; until: string } | null;
}

export const SYSTEM_FIELDS = ['_rid', '_self', '_etag', '_ts', '_attachments'] as const;
