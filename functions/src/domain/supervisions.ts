import type { SupervisionListItem, SupervisionPrivateDetail, SupervisionPublicDetail, SupervisionRoles } from '@portal/common/api/supervision';
import { memberReferences, referenceEntryReference, resolveLinks, type ResolvedLinks } from './references';
import type { RecordStore, SupervisionRecord } from './records';
import { ListViews } from './list-views';

/*
 * Views are left to inference and readers annotated with the shared types
 * (common/src/api/supervision.ts): projection-contract.test.ts compares the two, so either side
 * drifting fails the typecheck.
 */

export const LIST_FIELDS = [
  'first_name',
  'last_name',
  'start_date',
  'end_date',
  'faculty_id',
  'level_id',
  'trainee_member_ids',
  'principal_supervisor_ids',
  'co_supervisor_ids',
  'committee_member_ids',
  'member_refs',
] as const;

function roles(s: Pick<SupervisionRecord, (typeof LIST_FIELDS)[number]>): SupervisionRoles {
  return {
    trainee_members: memberReferences(s.trainee_member_ids, s),
    principal_supervisors: memberReferences(s.principal_supervisor_ids, s),
    co_supervisors: memberReferences(s.co_supervisor_ids, s),
    committee_members: memberReferences(s.committee_member_ids, s),
  };
}

export function supervisionListView(s: Pick<SupervisionRecord, 'id' | (typeof LIST_FIELDS)[number]>) {
  return {
    id: s.id,
    first_name: s.first_name,
    last_name: s.last_name,
    start_date: s.start_date,
    end_date: s.end_date,
    faculty_id: s.faculty_id,
    level_id: s.level_id,
    ...roles(s),
  };
}

const SUPERVISION_ITEMS = new ListViews(supervisionListView);

/** `/api/all-supervisions` (spec 2-data-model §2.4.10): no note. */
export async function listSupervisions(store: RecordStore): Promise<SupervisionListItem[]> {
  const supervisions = await store.list('supervision', LIST_FIELDS);
  return SUPERVISION_ITEMS.of(supervisions);
}

export function supervisionPublicView(supervision: SupervisionRecord, links: ResolvedLinks<'reference'>) {
  const entry = (id: string | null) => {
    const found = id ? links.reference.get(id) : undefined;
    return found ? referenceEntryReference(found) : null;
  };
  return {
    id: supervision.id,
    first_name: supervision.first_name,
    last_name: supervision.last_name,
    start_date: supervision.start_date,
    end_date: supervision.end_date,
    faculty: entry(supervision.faculty_id),
    level: entry(supervision.level_id),
    ...roles(supervision),
  };
}

export async function supervisionPublicDetail(store: RecordStore, supervision: SupervisionRecord): Promise<SupervisionPublicDetail> {
  const links = await resolveLinks(store, { reference: [supervision.faculty_id, supervision.level_id] });
  return supervisionPublicView(supervision, links);
}

export function supervisionPrivateView(publicDetail: SupervisionPublicDetail, supervision: SupervisionRecord) {
  return {
    ...publicDetail,
    note: supervision.note,
    created_at: supervision.created_at,
    updated_at: supervision.updated_at,
    updated_by: supervision.updated_by,
    etag: supervision.etag,
  };
}

/** Administrators, principal supervisors and co-supervisors: adds the note and the metadata. */
export async function supervisionPrivateDetail(store: RecordStore, supervision: SupervisionRecord): Promise<SupervisionPrivateDetail> {
  return supervisionPrivateView(await supervisionPublicDetail(store, supervision), supervision);
}

/** Who may read the private detail besides administrators (spec 1-roles-and-identity §1.3.2). */
export function canReadSupervision(supervision: SupervisionRecord, memberId: string | null): boolean {
  return memberId !== null && (supervision.principal_supervisor_ids.includes(memberId) || supervision.co_supervisor_ids.includes(memberId));
}

export function isPrincipalSupervisor(supervision: SupervisionRecord, memberId: string | null): boolean {
  return memberId !== null && supervision.principal_supervisor_ids.includes(memberId);
}
