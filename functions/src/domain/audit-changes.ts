import { REFERENCE_RECORD_KINDS, type AuditChange, type AuditRecordKind, type AuditValue } from '@portal/common/api/history';
import type { KindRecords, RecordKind } from './records';

/**
 * What an audit entry records of a stored record (spec 2-data-model §2.2.11, 6-data-and-beyond
 * §6.3.5): its fields as the record's forms name them, without what the store or the server
 * derives. A change only in what is left out (a version, a stamp, a copy of a member's name on a
 * linking record, the account's copy of its member's summary, a last-login stamp) is no change.
 */

/** Metadata and derived fields of every kind: never recorded. */
const NOT_RECORDED = new Set(['id', 'created_at', 'updated_at', 'updated_by', 'etag', 'missing_languages', 'member_refs']);

/** Per kind: the identity (only whether it is bound), the last login and the member summary copy. */
const NOT_RECORDED_OF: Partial<Record<RecordKind, ReadonlySet<string>>> = {
  account: new Set(['identity', 'last_login', 'member']),
  reference: new Set(['list']),
};

export type AuditView = Record<string, AuditValue>;

/** The recorded fields of a record, in its stored order, with the kind's own mappings. */
export function auditView<K extends RecordKind>(kind: K, record: KindRecords[K]): AuditView {
  const skip = NOT_RECORDED_OF[kind];
  const view: AuditView = {};
  for (const [field, value] of Object.entries(record as unknown as Record<string, unknown>)) {
    if (NOT_RECORDED.has(field) || skip?.has(field) || value === undefined) continue;
    if (kind === 'grant' && field === 'amount_cents') {
      // The form's and the projections' amount, in currency units (2-data-model §2.1.4).
      view.amount = typeof value === 'number' ? value / 100 : null;
      continue;
    }
    view[field] = value as AuditValue;
  }
  if (kind === 'account') view.identity_bound = (record as KindRecords['account']).identity !== null;
  return view;
}

const isEmpty = (value: AuditValue): boolean => value === null || value === '' || (Array.isArray(value) && value.length === 0);
const same = (a: AuditValue, b: AuditValue): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** A creation: every field set, as `after` (an unset field is null, empty text or an empty list). */
export function creationChanges(view: AuditView): AuditChange[] {
  return Object.entries(view)
    .filter(([, value]) => !isEmpty(value))
    .map(([field, after]) => ({ field, before: null, after }));
}

/** An update: each field whose value differs, with its old and new value. */
export function updateChanges(before: AuditView, after: AuditView): AuditChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }))
    .filter((change) => !same(change.before, change.after));
}

/** The `record_kind` of a stored record: a reference entry is named after its list. */
export function auditKindOf<K extends RecordKind>(kind: K, record: KindRecords[K]): AuditRecordKind {
  if (kind === 'reference') return REFERENCE_RECORD_KINDS[(record as KindRecords['reference']).list];
  return kind as Exclude<RecordKind, 'reference'>;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(' ');
const either = (en: string | null | undefined, fr: string | null | undefined) => (en?.trim() ? en : fr?.trim() ? fr : '');

/**
 * The record's displayed name, kept on the entry so that the history of a deleted record stays
 * readable. Bilingual names give the English one, or the French one when there is no English.
 * An insight has no name of its own: the caller passes its member's.
 */
export function recordLabel<K extends RecordKind>(kind: K, record: KindRecords[K], memberName?: string): string {
  const r = record as unknown as Record<string, string | null | undefined>;
  switch (kind) {
    case 'account':
    case 'member':
    case 'supervision':
      return joined(r.first_name, r.last_name);
    case 'insight':
      return memberName ?? '';
    case 'product':
      return either(r.title_en, r.title_fr);
    case 'grant':
      return r.title ?? '';
    default:
      return either(r.name_en, r.name_fr);
  }
}
