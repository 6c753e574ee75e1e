import type { MemberListItem, MemberPrivateDetail, MemberPublicDetail } from '@portal/common/api/member';
import type { Caller } from './caller';
import type { Member } from './ports';
import { keywordReference, pick, referenceEntryReference, resolveLinks } from './references';
import type { InsightRecord, KindRecords, Loaded, RecordStore } from './records';

export const SUPERVISION_ROLES = [
  ['trainee_member_ids', 'trainee'],
  ['principal_supervisor_ids', 'principal_supervisor'],
  ['co_supervisor_ids', 'co_supervisor'],
  ['committee_member_ids', 'committee_member'],
] as const;

const LIST_FIELDS = ['first_name', 'last_name', 'faculty_id', 'member_type_id', 'keyword_ids', 'problems', 'orcid', 'missing_languages'] as const;

/** `/api/all-members`: active members only (seed §7), filtered in the one query. */
export async function listActiveMembers(store: RecordStore): Promise<MemberListItem[]> {
  const members = await store.list('member', LIST_FIELDS, { field: 'is_active', equals: true });
  return members.map(memberListView);
}

/**
 * One item of the members list. The projections' shapes are built by functions whose return
 * type is inferred, so that members.drift.test.ts can compare them with the declared types
 * (an annotation alone lets a spread add fields unseen).
 */
export function memberListView(member: Pick<Member, 'id' | (typeof LIST_FIELDS)[number]>) {
  return {
    id: member.id,
    account: { first_name: member.first_name, last_name: member.last_name },
    is_active: true as const,
    faculty_id: member.faculty_id,
    member_type_id: member.member_type_id,
    keyword_ids: member.keyword_ids,
    problems: member.problems.map((p) => ({ name_en: p.name_en, name_fr: p.name_fr })),
    orcid: member.orcid,
    missing_languages: member.missing_languages,
  };
}

/**
 * Public detail (spec 2-data-model §2.4.3): an inactive member shows only the name. Round trips
 * after the member: one wave with the batched references and the products lookup.
 */
export async function memberPublicDetail(store: RecordStore, member: Member): Promise<MemberPublicDetail> {
  if (!member.is_active) return inactiveMemberPublicView(member);
  const [links, products] = await Promise.all([
    resolveLinks(store, { reference: [member.faculty_id, member.member_type_id], keyword: member.keyword_ids }),
    store.holders('product', 'member_author_ids', member.id),
  ]);
  return activeMemberPublicView(member, links, products);
}

/** An inactive member's public detail: the name only. */
export function inactiveMemberPublicView(member: Member) {
  return { id: member.id, account: { first_name: member.first_name, last_name: member.last_name }, is_active: false as const };
}

type ProfileLinks = Awaited<ReturnType<typeof resolveLinks<'reference' | 'keyword'>>>;
type Holders<K extends 'product' | 'grant' | 'supervision' | 'event'> = Loaded<KindRecords[K]>[];

export function activeMemberPublicView(member: Member, links: ProfileLinks, products: Holders<'product'>) {
  return { ...activeProfile(member, links), products: productReferences(products) };
}

function productReferences(products: Holders<'product'>) {
  return products.map(({ record }) => ({ id: record.id, title_en: record.title_en, title_fr: record.title_fr }));
}

function activeProfile(member: Member, links: ProfileLinks) {
  const entry = (id: string | null) => {
    const found = id ? links.reference.get(id) : undefined;
    return found ? referenceEntryReference(found) : null;
  };
  return {
    id: member.id,
    account: { first_name: member.first_name, last_name: member.last_name },
    is_active: true as const,
    faculty: entry(member.faculty_id),
    member_type: entry(member.member_type_id),
    keywords: pick(member.keyword_ids, links.keyword).map(keywordReference),
    problems: member.problems.map((p) => ({ name_en: p.name_en, name_fr: p.name_fr })),
    about_me_en: member.about_me_en,
    about_me_fr: member.about_me_fr,
    work_email: member.work_email,
    work_phone: member.work_phone,
    website_link: member.website_link,
    twitter_link: member.twitter_link,
    linkedin_link: member.linkedin_link,
    facebook_link: member.facebook_link,
    cv_link: member.cv_link,
    orcid: member.orcid,
  };
}

/**
 * Private detail for administrators and the member (spec 2-data-model §2.4.3), active or not;
 * the insight only for administrators. Wave 1: the reverse lookups and the insight; wave 2
 * would only be needed for organizations, fetched in the same wave as the other references.
 */
export async function memberPrivateDetail(store: RecordStore, member: Member, caller: Caller): Promise<MemberPrivateDetail> {
  const withInsight = caller.account.is_admin;
  const [links, products, investigatorOf, involvedIn, supervisions, events, insight] = await Promise.all([
    resolveLinks(store, {
      reference: [member.faculty_id, member.member_type_id],
      keyword: member.keyword_ids,
      organization: member.partnerships.map((p) => p.organization_id),
    }),
    store.holders('product', 'member_author_ids', member.id),
    store.holders('grant', 'investigator_member_ids', member.id),
    store.holders('grant', 'involved_member_ids', member.id),
    store.holders('supervision', SUPERVISION_ROLES.map(([field]) => field), member.id),
    store.holders('event', 'member_ids', member.id),
    withInsight ? store.get('insight', member.id) : Promise.resolve(null),
  ]);
  const detail = memberPrivateView(member, links, { products, investigatorOf, involvedIn, supervisions, events });
  return withInsight ? { ...detail, insight: memberInsightView(insight?.record ?? null) } : detail;
}

type PrivateLinks = Awaited<ReturnType<typeof resolveLinks<'reference' | 'keyword' | 'organization'>>>;

interface ReverseLinks {
  products: Holders<'product'>;
  investigatorOf: Holders<'grant'>;
  involvedIn: Holders<'grant'>;
  supervisions: Holders<'supervision'>;
  events: Holders<'event'>;
}

/** The private detail without the insight (which only administrators receive). */
export function memberPrivateView(member: Member, links: PrivateLinks, reverse: ReverseLinks) {
  const { products, investigatorOf, involvedIn, supervisions, events } = reverse;
  return {
    ...activeProfile(member, links),
    is_active: member.is_active,
    products: productReferences(products),
    account_id: member.account_id,
    address: member.address,
    city: member.city,
    province: member.province,
    country: member.country,
    postal_code: member.postal_code,
    mobile_phone: member.mobile_phone,
    date_joined: member.date_joined,
    last_active: member.last_active,
    deactivated_by: member.deactivated_by,
    partnerships: member.partnerships.flatMap((entry) => {
      const organization = links.organization.get(entry.organization_id);
      return organization
        ? [
            {
              organization: { id: organization.id, name_en: organization.name_en, name_fr: organization.name_fr },
              description_en: entry.description_en,
              description_fr: entry.description_fr,
            },
          ]
        : [];
    }),
    grants: [
      ...investigatorOf.map(({ record }) => ({ id: record.id, title: record.title, role: 'investigator' as const })),
      ...involvedIn.map(({ record }) => ({ id: record.id, title: record.title, role: 'involved' as const })),
    ],
    supervisions: supervisions.flatMap(({ record }) =>
      SUPERVISION_ROLES.filter(([field]) => record[field].includes(member.id)).map(([, role]) => ({
        id: record.id,
        first_name: record.first_name,
        last_name: record.last_name,
        role,
      })),
    ),
    events: events.map(({ record }) => ({ id: record.id, name_en: record.name_en, name_fr: record.name_fr, start_date: record.start_date })),
    created_at: member.created_at,
    updated_at: member.updated_at,
    updated_by: member.updated_by,
    etag: member.etag,
  };
}

/** The insight of the private detail, or null when none was written yet. */
export function memberInsightView(record: InsightRecord | null) {
  return record
    ? {
        member_id: record.member_id,
        interview_date: record.interview_date,
        about_member: record.about_member,
        about_promotions: record.about_promotions,
        dream: record.dream,
        how_can_we_help: record.how_can_we_help,
        admin_notes: record.admin_notes,
        other_notes: record.other_notes,
        created_at: record.created_at,
        updated_at: record.updated_at,
        updated_by: record.updated_by,
        etag: record.etag,
      }
    : null;
}
