/**
 * Record history (spec 6-data-and-beyond §6.3.5, 2-data-model §2.2.11, 3-api §3.16.2): the audit
 * entries the API writes on every change, and what `GET /api/history/{kind}/{id}` answers.
 */
import type { ReferenceListName } from '../demo/types';

/** The record kind of each reference list, as audit entries and history paths name it. */
export const REFERENCE_RECORD_KINDS = {
  faculties: 'faculty',
  'member-types': 'member_type',
  'org-scopes': 'org_scope',
  'org-types': 'org_type',
  'product-types': 'product_type',
  'event-types': 'event_type',
  sources: 'grant_source',
  statuses: 'grant_status',
  levels: 'level',
  targets: 'target',
  topics: 'topic',
} as const satisfies Record<ReferenceListName, string>;

export type ReferenceRecordKind = (typeof REFERENCE_RECORD_KINDS)[ReferenceListName];

/** Every `record_kind` of 2-data-model §2.2.11; `{kind}` of the history route is one of them. */
export const AUDIT_RECORD_KINDS = [
  'account',
  'member',
  'insight',
  'keyword',
  'organization',
  'product',
  'grant',
  'event',
  'supervision',
  ...Object.values(REFERENCE_RECORD_KINDS),
] as const;

export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];

export function isAuditRecordKind(value: string): value is AuditRecordKind {
  return (AUDIT_RECORD_KINDS as readonly string[]).includes(value);
}

/** The reference list a record kind names, or null for the other kinds. */
export function referenceListOfKind(kind: AuditRecordKind): ReferenceListName | null {
  const found = Object.entries(REFERENCE_RECORD_KINDS).find(([, recordKind]) => recordKind === kind);
  return found ? (found[0] as ReferenceListName) : null;
}

export type AuditAction = 'create' | 'update' | 'delete';

/** A field's value as recorded: texts, numbers, yes/no, null, id lists, and embedded entries (problems, partnerships). */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [field: string]: AuditValue };

/**
 * One changed field. `field` is the stored field's name as the record's form and projections
 * name it (a grant's `amount` in currency units; an account's `identity_bound`, never the identity).
 * A creation lists every field set, with `before` null.
 */
export interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

/** One audit entry as the history route answers it (2-data-model §2.4.11): administrators only. */
export interface AuditEntry {
  id: string;
  record_kind: AuditRecordKind;
  record_id: string;
  /** The record's displayed name when the entry was written (readable after a delete). */
  record_label: string;
  action: AuditAction;
  /** Null for system writes, shown as "System". */
  by_account_id: string | null;
  by_name: string;
  /** Empty for a delete, and once the person's data has been erased. */
  changes: AuditChange[];
  created_at: string;
}

/** At most this many entries per answer (3-api §3.16.2). */
export const HISTORY_LIMIT = 1000;
