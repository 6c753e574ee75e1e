import type { GrantListItem, GrantPrivateDetail, GrantPublicDetail } from '@portal/common/api/grant';
import { eventReference, memberReferences, referenceEntryReference, resolveLinks, type ResolvedLinks } from './references';
import type { EventRecord, GrantRecord, Loaded, RecordStore } from './records';
import { ListViews } from './list-views';
import { centsToAmount } from '@portal/common/validation/money';

/*
 * Views are left to inference and readers annotated with the shared types (common/src/api/grant.ts):
 * projection-contract.test.ts compares the two, so either side drifting fails the typecheck.
 */

/** Money is stored as whole cents and answered as a number with at most two decimals. */
export function amountOf(grant: Pick<GrantRecord, 'amount_cents'>): number {
  return centsToAmount(grant.amount_cents);
}

export const LIST_FIELDS = [
  'title',
  'amount_cents',
  'through_network',
  'status_id',
  'source_id',
  'topic_id',
  'submission_date',
  'obtained_date',
  'completed_date',
  'all_investigator',
  'investigator_member_ids',
  'involved_member_ids',
  'member_refs',
] as const;

export function grantListView(g: Pick<GrantRecord, 'id' | (typeof LIST_FIELDS)[number]>) {
  return {
    id: g.id,
    title: g.title,
    amount: amountOf(g),
    through_network: g.through_network,
    status_id: g.status_id,
    source_id: g.source_id,
    topic_id: g.topic_id,
    submission_date: g.submission_date,
    obtained_date: g.obtained_date,
    completed_date: g.completed_date,
    all_investigator: g.all_investigator,
    investigator_members: memberReferences(g.investigator_member_ids, g),
    involved_members: memberReferences(g.involved_member_ids, g),
  };
}

const GRANT_ITEMS = new ListViews(grantListView);

/** `/api/all-grants` (spec 2-data-model §2.4.8): no note. */
export async function listGrants(store: RecordStore): Promise<GrantListItem[]> {
  const grants = await store.list('grant', LIST_FIELDS);
  return GRANT_ITEMS.of(grants);
}

export function grantPublicView(grant: GrantRecord, links: ResolvedLinks<'reference'>, events: readonly Loaded<EventRecord>[]) {
  const entry = (id: string | null) => {
    const found = id ? links.reference.get(id) : undefined;
    return found ? referenceEntryReference(found) : null;
  };
  return {
    id: grant.id,
    title: grant.title,
    amount: amountOf(grant),
    through_network: grant.through_network,
    status: entry(grant.status_id),
    source: entry(grant.source_id),
    topic: entry(grant.topic_id),
    submission_date: grant.submission_date,
    obtained_date: grant.obtained_date,
    completed_date: grant.completed_date,
    all_investigator: grant.all_investigator,
    investigator_members: memberReferences(grant.investigator_member_ids, grant),
    involved_members: memberReferences(grant.involved_member_ids, grant),
    events: events.map(({ record }) => eventReference(record)),
  };
}

export async function grantPublicDetail(store: RecordStore, grant: GrantRecord): Promise<GrantPublicDetail> {
  const [links, events] = await Promise.all([
    resolveLinks(store, { reference: [grant.status_id, grant.source_id, grant.topic_id] }),
    store.holders('event', 'resulting_grant_ids', grant.id),
  ]);
  return grantPublicView(grant, links, events);
}

export function grantPrivateView(publicDetail: GrantPublicDetail, grant: GrantRecord) {
  return {
    ...publicDetail,
    note: grant.note,
    created_at: grant.created_at,
    updated_at: grant.updated_at,
    updated_by: grant.updated_by,
    etag: grant.etag,
  };
}

/** Administrators: adds the note and the metadata. */
export async function grantPrivateDetail(store: RecordStore, grant: GrantRecord): Promise<GrantPrivateDetail> {
  return grantPrivateView(await grantPublicDetail(store, grant), grant);
}
