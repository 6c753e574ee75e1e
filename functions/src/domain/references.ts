import type { KeywordReference, ReferenceEntryReference } from '@portal/common/api/member';
import type { KindRecords, MemberCopies, RecordKind, RecordStore } from './records';

/** Member reference of spec 2-data-model §2.4.1, built from the holder's copies. */
export interface MemberReference {
  id: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
}

/** Member references for ids, in the stored order; ids without a copy (dangling) are left out. */
export function memberReferences(ids: readonly string[], holder: MemberCopies): MemberReference[] {
  return ids.flatMap((id) => {
    const copy = holder.member_refs[id];
    return copy ? [{ id, first_name: copy.first_name, last_name: copy.last_name, is_active: copy.is_active }] : [];
  });
}

export function referenceEntryReference(entry: KindRecords['reference']): ReferenceEntryReference {
  return { id: entry.id, name_en: entry.name_en, name_fr: entry.name_fr, retired: entry.retired };
}

export function keywordReference(keyword: KindRecords['keyword']): KeywordReference {
  return { id: keyword.id, name_en: keyword.name_en, name_fr: keyword.name_fr };
}

/**
 * Resolves linked ids of several kinds with one batched read per kind, all in one wave
 * (spec 3-api §3.15.1). Ids that no longer resolve are left out by the readers.
 */
export async function resolveLinks<K extends RecordKind>(
  store: RecordStore,
  wanted: Partial<Record<K, readonly (string | null)[]>>,
): Promise<{ [P in K]: Map<string, KindRecords[P]> }> {
  const kinds = Object.keys(wanted) as K[];
  const results = await Promise.all(
    kinds.map((kind) => {
      const ids = (wanted[kind] ?? []).filter((id): id is string => typeof id === 'string');
      return ids.length > 0 ? store.getMany(kind, ids) : Promise.resolve([]);
    }),
  );
  const resolved = {} as { [P in K]: Map<string, KindRecords[P]> };
  kinds.forEach((kind, index) => {
    resolved[kind] = new Map((results[index] ?? []).map((record) => [(record as { id: string }).id, record])) as never;
  });
  return resolved;
}

/** Picks the records of `ids` from a resolved map, in order, leaving out missing ones. */
export function pick<T>(ids: readonly string[], found: Map<string, T>): T[] {
  return ids.flatMap((id) => {
    const record = found.get(id);
    return record ? [record] : [];
  });
}
