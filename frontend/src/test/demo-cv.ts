/**
 * A member's CV answer (`GET /api/member/{id}/cv`, spec 7-reports §7.2.2) built from the demo
 * dataset the way the route builds it, for the CV builder's and page's tests.
 */
import type { CvGrantItem, CvSupervisionItem, MemberCvData, ProductWithFlags } from '@portal/common/api/cv';
import type { EventListItem } from '@portal/common/api/event';
import type { SupervisionRole } from '@portal/common/api/member';
import type { ReferenceEntry } from '@portal/common/api/reference';
import type { SupervisionInput } from '@portal/common/demo/types';
import type { CvLists } from '../features/member-cv/cv-document';
import { demo, demoGrantItems, demoProductItems, memberRefs } from './demo-lists';

const accounts = new Map(demo.accounts.map((account) => [account.id, account]));
const members = new Map(demo.members.map((member) => [member.id, member]));

const entries = (name: keyof typeof demo.referenceLists): ReferenceEntry[] => demo.referenceLists[name].map((entry) => ({ ...entry }));
const entry = (name: keyof typeof demo.referenceLists, id: string | null) => (id ? (entries(name).find((e) => e.id === id) ?? null) : null);

/** The six lists the CV page loads, complete. */
export function demoCvLists(): CvLists {
  return {
    productTypes: entries('product-types'),
    statuses: entries('statuses'),
    sources: entries('sources'),
    levels: entries('levels'),
    faculties: entries('faculties'),
    eventTypes: entries('event-types'),
  };
}

const ROLES: ReadonlyArray<[keyof SupervisionInput & `${string}_ids`, SupervisionRole]> = [
  ['trainee_member_ids', 'trainee'],
  ['principal_supervisor_ids', 'principal_supervisor'],
  ['co_supervisor_ids', 'co_supervisor'],
  ['committee_member_ids', 'committee_member'],
];

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function demoCvData(memberId: string): MemberCvData {
  const member = members.get(memberId);
  if (!member) throw new Error(`No demo member ${memberId}`);
  const account = accounts.get(member.account_id);
  if (!account) throw new Error(`No demo account for ${memberId}`);
  const stored = new Map(demo.products.map((p) => [p.id, p]));
  const products: ProductWithFlags[] = demoProductItems()
    .filter((p) => p.member_authors.some((author) => author.id === memberId))
    .map((p) => ({ ...p, on_going: stored.get(p.id)?.on_going ?? false, peer_reviewed: stored.get(p.id)?.peer_reviewed ?? false }))
    .sort(byId);
  const grants: CvGrantItem[] = demoGrantItems()
    .map((grant) => ({ grant, investigator: grant.investigator_members.some((m) => m.id === memberId), involved: grant.involved_members.some((m) => m.id === memberId) }))
    .filter(({ investigator, involved }) => investigator || involved)
    .map(({ grant, investigator }) => ({ ...grant, role: investigator ? ('investigator' as const) : ('involved' as const) }))
    .sort(byId);
  const supervisions: CvSupervisionItem[] = demo.supervisions
    .filter((s) => ROLES.some(([field]) => s[field].includes(memberId)))
    .map((s) => ({
      id: s.id,
      first_name: s.first_name,
      last_name: s.last_name,
      start_date: s.start_date,
      end_date: s.end_date,
      faculty_id: s.faculty_id,
      level_id: s.level_id,
      trainee_members: memberRefs(s.trainee_member_ids),
      principal_supervisors: memberRefs(s.principal_supervisor_ids),
      co_supervisors: memberRefs(s.co_supervisor_ids),
      committee_members: memberRefs(s.committee_member_ids),
      role: ROLES.find(([field]) => s[field].includes(memberId))?.[1] ?? 'committee_member',
    }))
    .sort(byId);
  const events: EventListItem[] = demo.events
    .filter((e) => e.member_ids.includes(memberId))
    .map((e) => ({
      id: e.id,
      name_en: e.name_en,
      name_fr: e.name_fr,
      start_date: e.start_date,
      end_date: e.end_date,
      note: e.note,
      event_type_id: e.event_type_id,
      partner_ids: e.partner_ids,
      resulting_product_ids: e.resulting_product_ids,
      resulting_grant_ids: e.resulting_grant_ids,
      topic_ids: e.topic_ids,
      previous_event_ids: e.previous_event_ids,
      members: memberRefs(e.member_ids),
    }))
    .sort(byId);
  const organizations = new Map(demo.organizations.map((o) => [o.id, o]));
  return {
    member: {
      id: member.id,
      account: { first_name: account.first_name, last_name: account.last_name },
      is_active: member.is_active,
      account_id: member.account_id,
      faculty: entry('faculties', member.faculty_id),
      member_type: entry('member-types', member.member_type_id),
      keywords: demo.keywords.filter((k) => member.keyword_ids.includes(k.id)).map((k) => ({ ...k })),
      problems: member.problems.map((p) => ({ ...p })),
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
      products: products.map((p) => ({ id: p.id, title_en: p.title_en, title_fr: p.title_fr })),
      address: member.address,
      city: member.city,
      province: member.province,
      country: member.country,
      postal_code: member.postal_code,
      mobile_phone: member.mobile_phone,
      last_active: member.last_active,
      deactivated_by: member.deactivated_by,
      date_joined: member.date_joined,
      partnerships: member.partnerships.map((p) => {
        const o = organizations.get(p.organization_id);
        return { organization: { id: p.organization_id, name_en: o?.name_en ?? null, name_fr: o?.name_fr ?? null }, description_en: p.description_en, description_fr: p.description_fr };
      }),
      grants: grants.map((g) => ({ id: g.id, title: g.title, role: g.role })),
      supervisions: supervisions.map((s) => ({ id: s.id, first_name: s.first_name, last_name: s.last_name, role: s.role })),
      events: events.map((e) => ({ id: e.id, name_en: e.name_en, name_fr: e.name_fr, start_date: e.start_date })),
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
      updated_by: null,
      etag: '"1"',
    },
    products,
    grants,
    supervisions,
    events,
    generated_at: '2026-11-27T12:00:00Z',
  };
}
