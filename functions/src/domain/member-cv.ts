import type { CvGrantItem, CvSupervisionItem, MemberCvData, ProductWithFlags } from '@portal/common/api/cv';
import type { EventListItem } from '@portal/common/api/event';
import { isId } from '@portal/common/validation/id';
import { ApiError } from './errors';
import { eventListView } from './events';
import { grantListView } from './grants';
import { memberPrivateView, SUPERVISION_ROLES } from './members';
import { productListView } from './products';
import { resolveLinks } from './references';
import type { GrantRecord, Loaded, ProductRecord, RecordStore, SupervisionRecord } from './records';
import { supervisionListView } from './supervisions';

/*
 * The data of a member's CV (spec 7-reports §7.2.2, access pattern A28). Two round trips, whatever
 * the number of items: wave 1 reads the member and runs the four reverse lookups (A12–A15) in
 * parallel, their records complete enough for list items, whose member references come from the
 * stored copies; wave 2 batch-reads the member's own references (faculty, member type, keywords,
 * organizations). Nothing is read per item. Never the insight, whoever asks.
 */

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A product list item with the two private flags every member may read. */
export function productWithFlags(product: ProductRecord): ProductWithFlags {
  return { ...productListView(product), on_going: product.on_going, peer_reviewed: product.peer_reviewed };
}

/** The member's part in a grant: investigator wins when the member is named both ways. */
export function cvGrantItem(grant: GrantRecord, memberId: string): CvGrantItem {
  return { ...grantListView(grant), role: grant.investigator_member_ids.includes(memberId) ? 'investigator' : 'involved' };
}

/** The member's part in a supervision: the first that names them, in the data model's order. */
export function cvSupervisionItem(supervision: SupervisionRecord, memberId: string): CvSupervisionItem {
  const role = SUPERVISION_ROLES.find(([field]) => supervision[field].includes(memberId))?.[1] ?? 'committee_member';
  return { ...supervisionListView(supervision), role };
}

export async function memberCvData(store: RecordStore, memberId: string, now: Date): Promise<MemberCvData> {
  // A malformed id can name no member: 404 without a read.
  if (!isId(memberId)) throw new ApiError('not_found');
  const [member, products, grants, supervisions, events] = await Promise.all([
    store.get('member', memberId),
    store.holders('product', 'member_author_ids', memberId),
    store.holders('grant', ['investigator_member_ids', 'involved_member_ids'], memberId),
    store.holders('supervision', SUPERVISION_ROLES.map(([field]) => field), memberId),
    store.holders('event', 'member_ids', memberId),
  ]);
  if (!member) throw new ApiError('not_found');
  const record = member.record;
  const links = await resolveLinks(store, {
    reference: [record.faculty_id, record.member_type_id],
    keyword: record.keyword_ids,
    organization: record.partnerships.map((p) => p.organization_id),
  });
  const holding = (grant: Loaded<GrantRecord>, field: 'investigator_member_ids' | 'involved_member_ids') => grant.record[field].includes(memberId);
  const detail = memberPrivateView(record, links, {
    products,
    investigatorOf: grants.filter((g) => holding(g, 'investigator_member_ids')),
    involvedIn: grants.filter((g) => holding(g, 'involved_member_ids')),
    supervisions,
    events,
  });
  const records = <R extends { id: string }>(loaded: readonly Loaded<R>[]) => loaded.map(({ record: r }) => r).sort(byId);
  return {
    member: detail,
    products: records(products).map(productWithFlags),
    grants: records(grants).map((g) => cvGrantItem(g, memberId)),
    supervisions: records(supervisions).map((s) => cvSupervisionItem(s, memberId)),
    events: records(events).map((e): EventListItem => eventListView(e)),
    generated_at: now.toISOString(),
  };
}
