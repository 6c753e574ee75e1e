import type { FieldError, UniqueEntity } from '@portal/common/errors/catalog';
import { fieldError } from '@portal/common/errors/field-error';
import type { ReferenceListName } from '@portal/common/demo/types';
import { addFieldErrors, type Body, type Fields, type Schema, type SchemaResult } from '@portal/common/validation/schema';
import { ApiError } from '../http/api-error';
import { newRecordId, newVersion } from '../data/ids';
import type { Caller } from './caller';
import {
  UniqueViolation,
  WriteConflict,
  type KindRecords,
  type MemberDisplayCopy,
  type RecordKind,
  type RecordMetadata,
  type RecordStore,
} from './records';

/** A link field of a request: which kind it names and what the stored record held before. */
export interface LinkCheck {
  field: string;
  kind: Extract<RecordKind, 'member' | 'keyword' | 'reference' | 'organization' | 'product' | 'grant' | 'event'>;
  /** The ids the request sends (one for a single link, in order for a list). */
  ids: readonly (string | null)[];
  /** A single link is reported on `field`; list items on `field[i]`. */
  single?: boolean;
  /** For reference entries: the list the entry must belong to. */
  list?: ReferenceListName;
  /** Ids the stored record already holds: a retired entry may stay where it is (§3.3.1 rule 8). */
  stored?: readonly string[];
}

export interface CheckedLinks {
  errors: FieldError[];
  /** Display copies of every member named by the checks (for `member_refs`). */
  members: Map<string, MemberDisplayCopy>;
  /** The linked records that were found, by kind and id (for record rules such as `cycle`). */
  records: Map<string, Map<string, KindRecords[LinkCheck['kind']]>>;
}

/**
 * Links must resolve (spec 3-api §3.3.1 rule 8): one batched read per kind, all in one wave;
 * `unknown_reference` for a missing id or one of another list, `retired_reference` for a newly
 * chosen retired entry.
 */
export async function checkLinks(store: RecordStore, checks: readonly LinkCheck[]): Promise<CheckedLinks> {
  const byKind = new Map<LinkCheck['kind'], Set<string>>();
  for (const check of checks) {
    const ids = byKind.get(check.kind) ?? new Set<string>();
    for (const id of check.ids) if (typeof id === 'string') ids.add(id);
    byKind.set(check.kind, ids);
  }
  const kinds = [...byKind.keys()];
  const found = await Promise.all(kinds.map((kind) => store.getMany(kind, [...(byKind.get(kind) ?? [])])));
  const records = new Map<string, Map<string, KindRecords[LinkCheck['kind']]>>();
  kinds.forEach((kind, index) => records.set(kind, new Map((found[index] ?? []).map((r) => [r.id, r]))));

  const errors: FieldError[] = [];
  for (const check of checks) {
    check.ids.forEach((id, index) => {
      if (typeof id !== 'string') return;
      const path = check.single ? check.field : `${check.field}[${index}]`;
      const record = records.get(check.kind)?.get(id);
      if (!record || (check.list && (record as KindRecords['reference']).list !== check.list)) {
        errors.push(fieldError(path, 'unknown_reference'));
      } else if (check.kind === 'reference' && (record as KindRecords['reference']).retired && !check.stored?.includes(id)) {
        errors.push(fieldError(path, 'retired_reference'));
      }
    });
  }
  const members = new Map<string, MemberDisplayCopy>();
  for (const member of (records.get('member')?.values() ?? []) as Iterable<KindRecords['member']>) {
    members.set(member.id, { first_name: member.first_name, last_name: member.last_name, is_active: member.is_active });
  }
  return { errors, members, records };
}

/** Step 5: the schema's result plus the further field errors, all at once, or 400. */
export function validOrThrow<F extends Fields, V>(schema: Schema<F>, body: Body, result: SchemaResult<V>, extra: readonly FieldError[] = []): V {
  const merged = addFieldErrors(schema, body, result, extra);
  if (!merged.ok) throw new ApiError('validation_failed', { errors: merged.errors });
  return merged.value;
}

/** Copies of the display fields of the members a record links (spec 2-data-model §2.6.3). */
export function memberCopies(ids: readonly string[], members: Map<string, MemberDisplayCopy>): Record<string, MemberDisplayCopy> {
  return Object.fromEntries(ids.flatMap((id) => {
    const copy = members.get(id);
    return copy ? [[id, copy]] : [];
  }));
}

/** Metadata of a new record (spec 2-data-model §2.1.3). */
export function creationMetadata(caller: Caller | null, now: Date): RecordMetadata & { id: string } {
  const at = now.toISOString();
  return { id: newRecordId(), created_at: at, updated_at: at, updated_by: caller?.account.id ?? null, etag: newVersion() };
}

/** A changed record gets a new version and update stamps. */
export function touched<T extends RecordMetadata>(record: T, caller: Caller | null, now: Date): T {
  return { ...record, updated_at: now.toISOString(), updated_by: caller?.account.id ?? null, etag: newVersion() };
}

/** Whether an update changes anything (an update whose values all equal the stored ones writes nothing). */
export function changes<T extends object>(stored: T, values: Partial<T>): boolean {
  return Object.entries(values).some(([field, value]) => JSON.stringify((stored as Record<string, unknown>)[field]) !== JSON.stringify(value));
}

/** Step 9: a taken unique value answers 409 conflict_duplicate naming each field. */
export async function mapUniqueViolation<T>(entity: UniqueEntity, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueViolation) {
      const fields = [...new Set(error.keys.map((key) => key.field))];
      throw new ApiError('conflict_duplicate', { errors: fields.map((field) => fieldError(field, 'not_unique', undefined, entity)) });
    }
    throw error;
  }
}

/**
 * Runs a read-check-write step again when the store says the record changed since it was read
 * (a concurrent write that did not change the version, such as a last-login stamp, or one that
 * did: the next attempt then answers 412). Up to five attempts (spec 3-api §3.1.6).
 */
export async function retryOnWriteConflict<T>(attempt: () => Promise<T>, attempts = 5): Promise<T> {
  for (let remaining = attempts; ; remaining -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WriteConflict) || remaining <= 1) {
        if (error instanceof WriteConflict) throw new ApiError('stale_version');
        throw error;
      }
    }
  }
}
