import type { ReferenceListName } from '@portal/common/demo/types';
import type { HoldingKind, ReferenceUsage, ReferenceUsageItem, UsageListName } from '@portal/common/api/reference';
import { ApiError } from './errors';
import { LINK_FIELDS } from './integrity-scan';
import type { RecordStore } from './records';

/**
 * Who uses a reference-list entry or a keyword (spec 3-api §3.16.1, 2-data-model A20). The link
 * fields come from the one table of links (integrity-scan.ts), so a new link field is counted
 * here without a second list to keep in step.
 */

export const REFERENCE_LISTS: readonly ReferenceListName[] = [
  'faculties', 'member-types', 'org-types', 'org-scopes', 'product-types', 'event-types', 'sources', 'statuses', 'levels',
  'targets', 'topics',
];

const HOLDING_KINDS: readonly HoldingKind[] = ['member', 'organization', 'product', 'grant', 'event', 'supervision'];

/** Where a list's ids are held: one field per holding kind (no kind links one list twice). */
export interface UsageHolder {
  kind: HoldingKind;
  field: string;
}

export function isReferenceList(list: string | undefined): list is ReferenceListName {
  return (REFERENCE_LISTS as readonly string[]).includes(list ?? '');
}

export function isUsageList(list: string | undefined): list is UsageListName {
  return list === 'keywords' || isReferenceList(list);
}

/** The holding kinds and fields of a list, in the order of HOLDING_KINDS. */
export function usageHolders(list: UsageListName): UsageHolder[] {
  return HOLDING_KINDS.flatMap((kind) =>
    Object.entries(LINK_FIELDS[kind] ?? {})
      .filter(([, target]) => (list === 'keywords' ? target.kind === 'keyword' : target.kind === 'reference' && target.list === list))
      .map(([field]) => ({ kind, field })),
  );
}

/** `{total, by_kind}` from counts per kind; kinds with no record are left out. */
export function usageOf(counts: ReadonlyArray<{ kind: HoldingKind; count: number }>): ReferenceUsage {
  const by_kind = counts.filter((item) => item.count > 0);
  return { total: by_kind.reduce((sum, item) => sum + item.count, 0), by_kind };
}

function listOrNotFound(list: string | undefined): UsageListName {
  if (!isUsageList(list)) throw new ApiError('not_found');
  return list;
}

/** `GET /api/reference-usage/{list}`: one count per holding kind, merged by entry, by ascending id. */
export async function listUsage(store: RecordStore, list: string | undefined): Promise<ReferenceUsageItem[]> {
  const holders = usageHolders(listOrNotFound(list));
  const counted = await Promise.all(holders.map((holder) => store.countLinks(holder.kind, holder.field)));
  const ids = [...new Set(counted.flatMap((counts) => [...counts.keys()]))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return ids.map((id) => ({ id, ...usageOf(holders.map((holder, index) => ({ kind: holder.kind, count: counted[index]?.get(id) ?? 0 }))) }));
}

/** The usage of one id, counted afresh: one count query per holding kind. */
export async function countUsage(store: RecordStore, list: UsageListName, id: string): Promise<ReferenceUsage> {
  const holders = usageHolders(list);
  const counts = await Promise.all(holders.map((holder) => store.countHolders(holder.kind, [holder.field], id)));
  return usageOf(holders.map((holder, index) => ({ kind: holder.kind, count: counts[index] ?? 0 })));
}

/**
 * `GET /api/reference-usage/{list}/{id}`: 404 for an unknown list or an id that is not an entry
 * of that list (a keyword for `keywords`).
 */
export async function entryUsage(store: RecordStore, list: string | undefined, id: string | undefined): Promise<ReferenceUsage> {
  const name = listOrNotFound(list);
  await loadListEntry(store, name, id);
  return countUsage(store, name, id as string);
}

/** The keyword, or the entry of that list; 404 otherwise. */
export async function loadListEntry(store: RecordStore, list: UsageListName, id: string | undefined) {
  if (list === 'keywords') {
    const loaded = id ? await store.get('keyword', id) : null;
    if (!loaded) throw new ApiError('not_found');
    return loaded.record;
  }
  const loaded = id ? await store.get('reference', id) : null;
  if (!loaded || loaded.record.list !== list) throw new ApiError('not_found');
  return loaded.record;
}

const KIND_WORDS: Record<HoldingKind, [string, string]> = {
  member: ['member', 'members'],
  organization: ['organization', 'organizations'],
  product: ['product', 'products'],
  grant: ['grant', 'grants'],
  event: ['event', 'events'],
  supervision: ['supervision', 'supervisions'],
};

/** The English `{usage}` of the `entry_in_use` detail: "2 members, 1 supervision" (3-api §3.2.2). */
export function usageText(usage: ReferenceUsage): string {
  return usage.by_kind.map(({ kind, count }) => `${count} ${KIND_WORDS[kind][count === 1 ? 0 : 1]}`).join(', ');
}
