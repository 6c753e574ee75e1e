/**
 * The integrity scan (spec 2-data-model §2.3 notes 1–2, spec 6-data-and-beyond §6.1.12): every
 * link a stored record holds names an existing record of the expected kind, and every member
 * copy matches a linked member. Stamps (`updated_by`) are not links.
 */
export interface StoredRecordLike {
  id: string;
  kind: string;
  list?: string;
  [field: string]: unknown;
}

export interface Dangling {
  kind: string;
  id: string;
  field: string;
  target: string;
}

type Target = { kind: string; list?: string };

/** Link fields per holding kind and the kind (and reference list) they name. */
export const LINK_FIELDS: Record<string, Record<string, Target>> = {
  member: {
    account_id: { kind: 'account' },
    faculty_id: { kind: 'reference', list: 'faculties' },
    member_type_id: { kind: 'reference', list: 'member-types' },
    keyword_ids: { kind: 'keyword' },
    'partnerships.organization_id': { kind: 'organization' },
  },
  insight: { member_id: { kind: 'member' } },
  organization: { scope_id: { kind: 'reference', list: 'org-scopes' }, type_id: { kind: 'reference', list: 'org-types' } },
  product: {
    product_type_id: { kind: 'reference', list: 'product-types' },
    member_author_ids: { kind: 'member' },
    partner_ids: { kind: 'organization' },
    target_ids: { kind: 'reference', list: 'targets' },
    topic_ids: { kind: 'reference', list: 'topics' },
  },
  grant: {
    status_id: { kind: 'reference', list: 'statuses' },
    source_id: { kind: 'reference', list: 'sources' },
    topic_id: { kind: 'reference', list: 'topics' },
    investigator_member_ids: { kind: 'member' },
    involved_member_ids: { kind: 'member' },
  },
  event: {
    event_type_id: { kind: 'reference', list: 'event-types' },
    member_ids: { kind: 'member' },
    partner_ids: { kind: 'organization' },
    resulting_product_ids: { kind: 'product' },
    resulting_grant_ids: { kind: 'grant' },
    topic_ids: { kind: 'reference', list: 'topics' },
    previous_event_ids: { kind: 'event' },
  },
  supervision: {
    faculty_id: { kind: 'reference', list: 'faculties' },
    level_id: { kind: 'reference', list: 'levels' },
    trainee_member_ids: { kind: 'member' },
    principal_supervisor_ids: { kind: 'member' },
    co_supervisor_ids: { kind: 'member' },
    committee_member_ids: { kind: 'member' },
  },
  account: { 'member.id': { kind: 'member' } },
};

function linkedIds(record: StoredRecordLike, path: string): string[] {
  const [field, inner] = path.split('.') as [string, string | undefined];
  const value = record[field];
  if (inner) {
    const entries = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
    return entries.map((entry) => (entry as Record<string, unknown>)[inner]).filter((id): id is string => typeof id === 'string');
  }
  if (Array.isArray(value)) return value.filter((id): id is string => typeof id === 'string');
  return typeof value === 'string' ? [value] : [];
}

export function danglingLinks(records: readonly StoredRecordLike[]): Dangling[] {
  const index = new Map(records.map((record) => [`${record.kind}/${record.id}`, record]));
  const found: Dangling[] = [];
  for (const record of records) {
    for (const [path, target] of Object.entries(LINK_FIELDS[record.kind] ?? {})) {
      for (const id of linkedIds(record, path)) {
        const linked = index.get(`${target.kind}/${id}`);
        if (!linked || (target.list && linked.list !== target.list)) found.push({ kind: record.kind, id: record.id, field: path, target: id });
      }
    }
    const copies = record.member_refs;
    if (copies && typeof copies === 'object') {
      const linkedMembers = new Set(
        Object.entries(LINK_FIELDS[record.kind] ?? {})
          .filter(([, target]) => target.kind === 'member')
          .flatMap(([path]) => linkedIds(record, path)),
      );
      for (const memberId of Object.keys(copies)) {
        if (!linkedMembers.has(memberId)) found.push({ kind: record.kind, id: record.id, field: 'member_refs', target: memberId });
      }
    }
  }
  return found;
}
