/**
 * What the history page knows of each stored field of each record kind (spec 6-data-and-beyond
 * §6.3.5): its label, the one its form shows (the forms' dictionary keys are reused), and how its
 * value reads (dates, amounts, yes/no, links resolved to names). The maps are typed by the input
 * types of common/src/demo/types.ts, so that a stored field without a label fails the type check.
 */
import type { AuditRecordKind } from '@portal/common/api/history';
import type {
  AccountInput,
  EventInput,
  GrantInput,
  InsightInput,
  KeywordInput,
  MemberInput,
  OrganizationInput,
  ProductInput,
  ReferenceEntryInput,
  ReferenceListName,
  SupervisionInput,
} from '@portal/common/demo/types';
import type { MessageKey } from '../../lib/i18n/dictionary';

/** The lists a link resolves through: those administrators already load (members through the accounts). */
export type LinkList = 'members' | 'accounts' | 'keywords' | 'organizations' | 'productTitles' | 'grants' | 'events' | ReferenceListName;

export type ValueKind =
  | { type: 'text' }
  | { type: 'date' }
  | { type: 'amount' }
  | { type: 'boolean' }
  | { type: 'deactivatedBy' }
  | { type: 'problems' }
  | { type: 'partnerships' }
  /** A single link or a link list (ids), named through `list`. */
  | { type: 'link'; list: LinkList };

export interface FieldSpec {
  label: MessageKey;
  /** A bilingual field's side: the label reads "About me (English)". */
  language?: 'en' | 'fr';
  value: ValueKind;
}

const text = (label: MessageKey, language?: 'en' | 'fr'): FieldSpec => ({ label, value: { type: 'text' }, ...(language ? { language } : {}) });
const date = (label: MessageKey): FieldSpec => ({ label, value: { type: 'date' } });
const yesNo = (label: MessageKey): FieldSpec => ({ label, value: { type: 'boolean' } });
const link = (label: MessageKey, list: LinkList): FieldSpec => ({ label, value: { type: 'link', list } });

/** The stored fields of a kind: those of its input type (never the id), plus `extra`. */
type Fields<T, Omitted extends keyof T = never, Extra extends string = never> = Record<Exclude<keyof T, 'id' | Omitted> | Extra, FieldSpec>;

const ACCOUNT: Fields<AccountInput, never, 'identity_bound'> = {
  first_name: text('memberProfile.firstName'),
  last_name: text('memberProfile.lastName'),
  login_email: text('accounts.loginEmail'),
  is_admin: yesNo('accounts.adminPrivileges'),
  identity_bound: yesNo('history.fields.identityBound'),
};

const MEMBER: Fields<MemberInput, never, 'first_name' | 'last_name'> = {
  first_name: text('memberProfile.firstName'),
  last_name: text('memberProfile.lastName'),
  account_id: link('history.fields.account', 'accounts'),
  faculty_id: link('members.faculty', 'faculties'),
  member_type_id: link('members.memberType', 'member-types'),
  work_email: text('memberProfile.workEmail'),
  work_phone: text('memberProfile.workPhone'),
  about_me_en: text('memberProfile.aboutMe', 'en'),
  about_me_fr: text('memberProfile.aboutMe', 'fr'),
  website_link: text('memberProfile.website_linkLabel'),
  twitter_link: text('memberProfile.twitter_linkLabel'),
  linkedin_link: text('memberProfile.linkedin_linkLabel'),
  facebook_link: text('memberProfile.facebook_linkLabel'),
  cv_link: text('memberProfile.cv_linkLabel'),
  orcid: text('memberProfile.orcid'),
  keyword_ids: link('members.keywords', 'keywords'),
  problems: { label: 'members.problems', value: { type: 'problems' } },
  partnerships: { label: 'memberProfile.partnerships', value: { type: 'partnerships' } },
  address: text('memberProfile.address'),
  city: text('memberProfile.city'),
  province: text('memberProfile.province'),
  country: text('memberProfile.country'),
  postal_code: text('memberProfile.postalCode'),
  mobile_phone: text('memberProfile.mobilePhone'),
  date_joined: date('memberProfile.dateJoined'),
  is_active: yesNo('memberProfile.activeProfile'),
  last_active: date('history.fields.lastActive'),
  deactivated_by: { label: 'history.fields.deactivatedBy', value: { type: 'deactivatedBy' } },
};

const INSIGHT: Fields<InsightInput> = {
  member_id: link('history.fields.member', 'members'),
  interview_date: date('memberProfile.interviewDate'),
  about_member: text('memberProfile.insight.about_member'),
  about_promotions: text('memberProfile.insight.about_promotions'),
  dream: text('memberProfile.insight.dream'),
  how_can_we_help: text('memberProfile.insight.how_can_we_help'),
  admin_notes: text('memberProfile.insight.admin_notes'),
  other_notes: text('memberProfile.insight.other_notes'),
};

const KEYWORD: Fields<KeywordInput> = {
  name_en: text('history.fields.name', 'en'),
  name_fr: text('history.fields.name', 'fr'),
};

const REFERENCE_ENTRY: Fields<ReferenceEntryInput> = {
  name_en: text('history.fields.name', 'en'),
  name_fr: text('history.fields.name', 'fr'),
  retired: yesNo('history.fields.retired'),
};

const ORGANIZATION: Fields<OrganizationInput> = {
  name_en: text('records.partners.name', 'en'),
  name_fr: text('records.partners.name', 'fr'),
  scope_id: link('records.partners.scope', 'org-scopes'),
  type_id: link('records.partners.type', 'org-types'),
  description: text('records.partners.description'),
  contact_name: text('records.partners.contactName'),
  contact_email: text('records.partners.contactEmail'),
  contact_phone: text('records.partners.contactPhone'),
  internal_notes: text('records.partners.internalNotes'),
};

const PRODUCT: Fields<ProductInput> = {
  title_en: text('records.products.title', 'en'),
  title_fr: text('records.products.title', 'fr'),
  publish_date: date('records.products.date'),
  all_author: text('records.products.authors'),
  doi: text('records.products.doi'),
  on_going: yesNo('records.products.onGoing'),
  peer_reviewed: yesNo('records.products.peerReviewed'),
  product_type_id: link('records.products.type', 'product-types'),
  note: text('records.products.abstract'),
  member_author_ids: link('records.products.memberAuthors', 'members'),
  partner_ids: link('records.products.partners', 'organizations'),
  target_ids: link('records.products.targets', 'targets'),
  topic_ids: link('records.products.topics', 'topics'),
};

const GRANT: Fields<GrantInput> = {
  title: text('records.grants.title'),
  amount: { label: 'records.grants.amount', value: { type: 'amount' } },
  through_network: yesNo('records.grants.throughNetwork'),
  status_id: link('records.grants.status', 'statuses'),
  source_id: link('records.grants.source', 'sources'),
  submission_date: date('records.grants.submissionDate'),
  obtained_date: date('records.grants.obtainedDate'),
  completed_date: date('records.grants.completedDate'),
  all_investigator: text('records.grants.allInvestigators'),
  topic_id: link('records.grants.topic', 'topics'),
  note: text('records.grants.note'),
  investigator_member_ids: link('records.grants.investigators', 'members'),
  involved_member_ids: link('records.grants.involved', 'members'),
};

const EVENT: Fields<EventInput> = {
  name_en: text('records.events.name', 'en'),
  name_fr: text('records.events.name', 'fr'),
  start_date: date('records.events.startDate'),
  end_date: date('records.events.endDate'),
  event_type_id: link('records.events.type', 'event-types'),
  note: text('records.events.about'),
  member_ids: link('records.events.members', 'members'),
  partner_ids: link('records.events.partners', 'organizations'),
  resulting_product_ids: link('records.events.resultingProducts', 'productTitles'),
  resulting_grant_ids: link('records.events.resultingGrants', 'grants'),
  topic_ids: link('records.events.topics', 'topics'),
  previous_event_ids: link('records.events.previousEvents', 'events'),
};

const SUPERVISION: Fields<SupervisionInput> = {
  first_name: text('records.supervisions.firstName'),
  last_name: text('records.supervisions.lastName'),
  start_date: date('records.supervisions.startDate'),
  end_date: date('records.supervisions.endDate'),
  faculty_id: link('records.supervisions.faculty', 'faculties'),
  level_id: link('records.supervisions.level', 'levels'),
  note: text('records.supervisions.note'),
  trainee_member_ids: link('records.supervisions.traineeMember', 'members'),
  principal_supervisor_ids: link('records.supervisions.principals', 'members'),
  co_supervisor_ids: link('records.supervisions.coSupervisors', 'members'),
  committee_member_ids: link('records.supervisions.committee', 'members'),
};

type KindFields = Readonly<Record<string, FieldSpec>>;

export const FIELDS_BY_KIND: Record<AuditRecordKind, KindFields> = {
  account: ACCOUNT,
  member: MEMBER,
  insight: INSIGHT,
  keyword: KEYWORD,
  organization: ORGANIZATION,
  product: PRODUCT,
  grant: GRANT,
  event: EVENT,
  supervision: SUPERVISION,
  faculty: REFERENCE_ENTRY,
  member_type: REFERENCE_ENTRY,
  org_scope: REFERENCE_ENTRY,
  org_type: REFERENCE_ENTRY,
  product_type: REFERENCE_ENTRY,
  event_type: REFERENCE_ENTRY,
  grant_source: REFERENCE_ENTRY,
  grant_status: REFERENCE_ENTRY,
  level: REFERENCE_ENTRY,
  target: REFERENCE_ENTRY,
  topic: REFERENCE_ENTRY,
};

/** The field's spec, or null for a field this SPA does not know (shown by its stored name, as text). */
export function fieldSpec(kind: AuditRecordKind, field: string): FieldSpec | null {
  const fields = FIELDS_BY_KIND[kind];
  return Object.hasOwn(fields, field) ? (fields[field] ?? null) : null;
}
