import type { Body, SchemaResult } from '@portal/common/validation/schema';
import type { Caller } from './caller';
import type { MemberDisplayCopy, RecordStore } from './records';

/**
 * Helpers shared by the record write routes (partners, events, supervisions): the values that
 * passed validation, the record as it would be after the change, and exact member copies.
 */

/** What a write needs besides its input. */
export interface WriteDeps {
  store: RecordStore;
  caller: Caller;
  now: Date;
}

/** A stored record as the schema runner reads it (the pair rules of an update). */
export function storedFields(record: object | undefined): Readonly<Record<string, unknown>> | undefined {
  return record as Readonly<Record<string, unknown>> | undefined;
}

/** The normalised values that passed the schema, even when other fields failed. */
export function passedValues<V>(result: SchemaResult<V>): Partial<V> {
  return result.ok ? result.value : result.partial;
}

/**
 * The record as it would be after the change (§3.3.1 rule 9): stored values overlaid with the
 * values that passed; a field that was sent but failed is left undefined, so that record rules
 * are not run on a value the request is replacing.
 */
export function afterChange(
  stored: object | undefined,
  body: Body,
  values: object,
): Record<string, unknown> {
  const record: Record<string, unknown> = { ...(stored ?? {}) };
  const passed = values as Record<string, unknown>;
  for (const key of Object.keys(body)) record[key] = Object.hasOwn(passed, key) ? passed[key] : undefined;
  for (const [key, value] of Object.entries(passed)) record[key] = value;
  return record;
}

/**
 * `member_refs` covering exactly `ids` (2-data-model §2.6.3): fresh copies of the members just
 * read, else the copies the record already held; an id with neither (dangling) is left out.
 */
export function memberRefsFor(
  ids: readonly string[],
  fresh: ReadonlyMap<string, MemberDisplayCopy>,
  stored: Readonly<Record<string, MemberDisplayCopy>> = {},
): Record<string, MemberDisplayCopy> {
  const refs: Record<string, MemberDisplayCopy> = {};
  for (const id of ids) {
    const copy = fresh.get(id) ?? (Object.hasOwn(stored, id) ? stored[id] : undefined);
    if (copy) refs[id] = { first_name: copy.first_name, last_name: copy.last_name, is_active: copy.is_active };
  }
  return refs;
}
