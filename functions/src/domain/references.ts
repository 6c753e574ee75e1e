import type { KeywordReference, ProductReference } from '@portal/common/api/member';
import type { ReferenceEntry } from '@portal/common/api/reference';
import type { EventReference, GrantReference, MemberReference, OrganizationReference } from '@portal/common/api/refs';
import type { KindRecords, MemberCopies, RecordKind, RecordStore } from './records';

/** Member references for ids, in the stored order; ids without a copy (dangling) are left out. */
export function memberReferences(ids: readonly string[], holder: MemberCopies): MemberReference[] {
  return ids.flatMap((id) => {
    const copy = holder.member_refs[id];
    return copy ? [{ id, first_name: copy.first_name, last_name: copy.last_name, is_active: copy.is_active }] : [];
  });
}

export function referenceEntryReference(entry: KindRecords['reference']): ReferenceEntry {
  return { id: entry.id, name_en: entry.name_en, name_fr: entry.name_fr, retired: entry.retired };
}

export function organizationReference(organization: Pick<KindRecords['organization'], 'id' | 'name_en' | 'name_fr'>): OrganizationReference {
  return { id: organization.id, name_en: organization.name_en, name_fr: organization.name_fr };
}

export function eventReference(event: Pick<KindRecords['event'], 'id' | 'name_en' | 'name_fr' | 'start_date'>): EventReference {
  return { id: event.id, name_en: event.name_en, name_fr: event.name_fr, start_date: event.start_date };
}

export function productReference(product: Pick<KindRecords['product'], 'id' | 'title_en' | 'title_fr'>): ProductReference {
  return { id: product.id, title_en: product.title_en, title_fr: product.title_fr };
}

export function grantReference(grant: Pick<KindRecords['grant'], 'id' | 'title'>): GrantReference {
  return { id: grant.id, title: grant.title };
}

export function keywordReference(keyword: KindRecords['keyword']): KeywordReference {
  return { id: keyword.id, name_en: keyword.name_en, name_fr: keyword.name_fr };
}

/** What resolveLinks answers: the found records of each kind, by id. */
export type ResolvedLinks<K extends RecordKind> = { [P in K]: Map<string, KindRecords[P]> };

/**
 * Resolves linked ids of several kinds with one batched read per kind, all in one wave
 * (spec 3-api §3.15.1). Ids that no longer resolve are left out by the readers.
 */
export async function resolveLinks<K extends RecordKind>(
  store: RecordStore,
  wanted: Partial<Record<K, readonly (string | null)[]>>,
): Promise<ResolvedLinks<K>> {
  const kinds = Object.keys(wanted) as K[];
  const results = await Promise.all(
    kinds.map((kind) => {
      const ids = (wanted[kind] ?? []).filter((id): id is string => typeof id === 'string');
      return ids.length > 0 ? store.getMany(kind, ids) : Promise.resolve([]);
    }),
  );
  const resolved = {} as ResolvedLinks<K>;
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
