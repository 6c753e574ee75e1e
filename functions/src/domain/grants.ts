import { memberReferences, referenceEntryReference, resolveLinks } from './references';
import type { GrantRecord, RecordStore } from './records';

/** Money is stored as whole cents and answered as a number with at most two decimals. */
export function amountOf(grant: Pick<GrantRecord, 'amount_cents'>): number {
  return grant.amount_cents / 100;
}

const LIST_FIELDS = [
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

/** `/api/all-grants` (spec 2-data-model §2.4.8): no note. */
export async function listGrants(store: RecordStore) {
  const grants = await store.list('grant', LIST_FIELDS);
  return grants.map((g) => ({
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
  }));
}

export async function grantPublicDetail(store: RecordStore, grant: GrantRecord) {
  const [links, events] = await Promise.all([
    resolveLinks(store, { reference: [grant.status_id, grant.source_id, grant.topic_id] }),
    store.holders('event', 'resulting_grant_ids', grant.id),
  ]);
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
    events: events.map(({ record }) => ({ id: record.id, name_en: record.name_en, name_fr: record.name_fr, start_date: record.start_date })),
  };
}

/** Administrators: adds the note and the metadata. */
export async function grantPrivateDetail(store: RecordStore, grant: GrantRecord) {
  return {
    ...(await grantPublicDetail(store, grant)),
    note: grant.note,
    created_at: grant.created_at,
    updated_at: grant.updated_at,
    updated_by: grant.updated_by,
    etag: grant.etag,
  };
}
