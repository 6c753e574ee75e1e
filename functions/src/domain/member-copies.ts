import type { Caller } from './caller';
import { LINK_HOLDERS, type LinkHolder } from './integrity';
import { rewriteRecord } from './conditional-writes';
import { touched } from './record-metadata';
import type { MemberCopies, MemberDisplayCopy, RecordStore } from './records';
import { runLimited } from './run-limited';

/**
 * Records that link members hold exact copies of their display fields (spec 2-data-model
 * §2.6.3): built when the record is written, refreshed when the member changes.
 */

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

/** Holders written at the same time while refreshing copies. */
const PARALLEL_WRITES = 8;

function linkedIds(record: Record<string, unknown>, field: string): string[] {
  const value = record[field];
  if (Array.isArray(value)) return value.filter((id): id is string => typeof id === 'string');
  return typeof value === 'string' ? [value] : [];
}

function sameCopy(a: MemberDisplayCopy | undefined, b: MemberDisplayCopy): boolean {
  return a !== undefined && a.first_name === b.first_name && a.last_name === b.last_name && a.is_active === b.is_active;
}

/**
 * The holder with its copy of the member's display fields set to `copy`, or null when nothing
 * changes (the copy is already current, or the record no longer links the member).
 */
export function withMemberCopy<T extends MemberCopies & object>(record: T, fields: readonly string[], memberId: string, copy: MemberDisplayCopy): T | null {
  const links = fields.some((field) => linkedIds(record as Record<string, unknown>, field).includes(memberId));
  const refs = record.member_refs ?? {};
  if (!links || sameCopy(Object.hasOwn(refs, memberId) ? refs[memberId] : undefined, copy)) return null;
  return { ...record, member_refs: { ...refs, [memberId]: { first_name: copy.first_name, last_name: copy.last_name, is_active: copy.is_active } } };
}

/**
 * A member's name or active flag changed: every copy of it on the records that link the member
 * (products, grants, events, supervisions; `LINK_HOLDERS.member`) is rewritten before the change
 * is answered (spec 2-data-model §2.6.3). The holders are found with one targeted reverse lookup
 * per kind, in one wave; each holder whose copy differs gets one conditional write with a new
 * version, re-read and retried on a concurrent change. Answers the number of holders written.
 */
export async function refreshMemberCopies(
  store: RecordStore,
  memberId: string,
  copy: MemberDisplayCopy,
  caller: Caller | null,
  now: Date,
): Promise<number> {
  const holders: readonly LinkHolder[] = LINK_HOLDERS.member ?? [];
  const found = await Promise.all(holders.map((holder) => store.holders(holder.kind, holder.fields, memberId)));
  let written = 0;
  const jobs = holders.flatMap((holder, index) =>
    (found[index] ?? []).map((loaded) => async () => {
      const id = (loaded.record as { id: string }).id;
      let changed = false;
      await rewriteRecord(
        store,
        holder.kind,
        id,
        (record) => {
          const next = withMemberCopy(record as typeof record & MemberCopies, holder.fields, memberId, copy);
          changed = next !== null;
          return next ? touched(next, caller, now) : null;
        },
        loaded,
      );
      if (changed) written += 1;
    }),
  );
  await runLimited(jobs, PARALLEL_WRITES);
  return written;
}
