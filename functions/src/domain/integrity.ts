import type { Caller } from './caller';
import { WriteConflict, type KindRecords, type Loaded, type RecordKind, type RecordStore } from './records';
import { touched } from './record-metadata';

/** Where links to a record of some kind are held (spec 2-data-model §2.3). */
export interface LinkHolder {
  kind: RecordKind;
  /** List fields, single-link fields, or `partnerships.organization_id` for embedded entries. */
  fields: readonly string[];
}

/** The holders of links to each kind that can be deleted (R4–R29). */
export const LINK_HOLDERS: Partial<Record<RecordKind, readonly LinkHolder[]>> = {
  member: [
    { kind: 'product', fields: ['member_author_ids'] },
    { kind: 'grant', fields: ['investigator_member_ids', 'involved_member_ids'] },
    { kind: 'event', fields: ['member_ids'] },
    { kind: 'supervision', fields: ['trainee_member_ids', 'principal_supervisor_ids', 'co_supervisor_ids', 'committee_member_ids'] },
  ],
  organization: [
    { kind: 'member', fields: ['partnerships.organization_id'] },
    { kind: 'product', fields: ['partner_ids'] },
    { kind: 'event', fields: ['partner_ids'] },
  ],
  product: [{ kind: 'event', fields: ['resulting_product_ids'] }],
  grant: [{ kind: 'event', fields: ['resulting_grant_ids'] }],
  event: [{ kind: 'event', fields: ['previous_event_ids'] }],
};

const MAX_ATTEMPTS = 5;

/** The record without any link to `id` (lists filtered, single links nulled, copies dropped). */
export function withoutLink<T extends object>(record: T, fields: readonly string[], id: string): T {
  const copy = { ...record } as Record<string, unknown>;
  for (const path of fields) {
    const [field, inner] = path.split('.') as [string, string | undefined];
    const value = copy[field];
    if (inner && Array.isArray(value)) copy[field] = value.filter((entry) => (entry as Record<string, unknown>)[inner] !== id);
    else if (Array.isArray(value)) copy[field] = value.filter((entry) => entry !== id);
    else if (value === id) copy[field] = null;
  }
  const refs = copy.member_refs as Record<string, unknown> | undefined;
  if (refs && id in refs) copy.member_refs = Object.fromEntries(Object.entries(refs).filter(([memberId]) => memberId !== id));
  return copy as T;
}

/**
 * Removes every link to the record `kind/id` held by other records before the record itself is
 * deleted (2-data-model §2.3 note 1): holders found by targeted reverse lookups, each written
 * once with a new version, conditionally, re-read and retried on a concurrent change.
 */
export async function removeLinksTo(store: RecordStore, kind: RecordKind, id: string, caller: Caller | null, now: Date): Promise<number> {
  let written = 0;
  for (const holder of LINK_HOLDERS[kind] ?? []) {
    const found = await store.holders(holder.kind, holder.fields, id);
    for (const loaded of found) {
      if (holder.kind === kind && (loaded.record as { id: string }).id === id) continue;
      await unlinkOne(store, holder, loaded, id, caller, now);
      written += 1;
    }
  }
  return written;
}

async function unlinkOne(
  store: RecordStore,
  holder: LinkHolder,
  first: Loaded<KindRecords[RecordKind]>,
  id: string,
  caller: Caller | null,
  now: Date,
): Promise<void> {
  let loaded: Loaded<KindRecords[RecordKind]> | null = first;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && loaded; attempt += 1) {
    const updated = touched(withoutLink(loaded.record, holder.fields, id), caller, now);
    try {
      await store.replace(holder.kind, updated, loaded.storeTag);
      return;
    } catch (error) {
      if (!(error instanceof WriteConflict)) throw error;
      loaded = await store.get(holder.kind, (loaded.record as { id: string }).id);
    }
  }
  if (loaded) throw new Error(`could not remove the link to ${id} from ${holder.kind}`);
}
