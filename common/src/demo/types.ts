/**
 * Input records of the demo dataset (spec 6-data-and-beyond §6.1), with the stored field names of
 * spec 2-data-model §2.2. Metadata (created_at, updated_at, updated_by, etag) and derived fields
 * are left to the data layer that loads them.
 */

export type ReferenceListName =
  | 'faculties'
  | 'member-types'
  | 'org-types'
  | 'org-scopes'
  | 'product-types'
  | 'event-types'
  | 'sources'
  | 'statuses'
  | 'levels'
  | 'targets'
  | 'topics';

export interface ReferenceEntryInput {
  id: string;
  name_en: string;
  name_fr: string;
  retired: boolean;
}

export interface KeywordInput {
  id: string;
  name_en: string | null;
  name_fr: string | null;
}

export interface AccountInput {
  id: string;
  first_name: string;
  last_name: string;
  login_email: string;
  is_admin: boolean;
}

export interface ProblemEntryInput {
  name_en: string | null;
  name_fr: string | null;
}

export interface PartnershipInput {
  organization_id: string;
  description_en: string | null;
  description_fr: string | null;
}

export type DeactivatedBy = 'self' | 'admin';

export interface MemberInput {
  id: string;
  account_id: string;
  faculty_id: string | null;
  member_type_id: string | null;
  work_email: string | null;
  work_phone: string | null;
  about_me_en: string | null;
  about_me_fr: string | null;
  website_link: string | null;
  twitter_link: string | null;
  linkedin_link: string | null;
  facebook_link: string | null;
  cv_link: string | null;
  orcid: string | null;
  keyword_ids: string[];
  problems: ProblemEntryInput[];
  partnerships: PartnershipInput[];
  address: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  postal_code: string | null;
  mobile_phone: string | null;
  date_joined: string;
  is_active: boolean;
  last_active: string | null;
  deactivated_by: DeactivatedBy | null;
}

export interface InsightInput {
  member_id: string;
  interview_date: string | null;
  about_member: string | null;
  about_promotions: string | null;
  dream: string | null;
  how_can_we_help: string | null;
  admin_notes: string | null;
  other_notes: string | null;
}

export interface OrganizationInput {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  scope_id: string;
  type_id: string | null;
  description: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  internal_notes: string | null;
}

export interface ProductInput {
  id: string;
  title_en: string | null;
  title_fr: string | null;
  publish_date: string | null;
  all_author: string;
  doi: string | null;
  on_going: boolean;
  peer_reviewed: boolean;
  product_type_id: string | null;
  note: string | null;
  member_author_ids: string[];
  partner_ids: string[];
  target_ids: string[];
  topic_ids: string[];
}

export interface GrantInput {
  id: string;
  title: string;
  amount: number;
  through_network: boolean;
  status_id: string;
  source_id: string;
  submission_date: string | null;
  obtained_date: string | null;
  completed_date: string | null;
  all_investigator: string;
  topic_id: string | null;
  note: string | null;
  investigator_member_ids: string[];
  involved_member_ids: string[];
}

export interface EventInput {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  start_date: string | null;
  end_date: string | null;
  event_type_id: string | null;
  note: string | null;
  member_ids: string[];
  partner_ids: string[];
  resulting_product_ids: string[];
  resulting_grant_ids: string[];
  topic_ids: string[];
  previous_event_ids: string[];
}

export interface SupervisionInput {
  id: string;
  first_name: string;
  last_name: string;
  start_date: string | null;
  end_date: string | null;
  faculty_id: string | null;
  level_id: string | null;
  note: string | null;
  trainee_member_ids: string[];
  principal_supervisor_ids: string[];
  co_supervisor_ids: string[];
  committee_member_ids: string[];
}

export interface DemoDataset {
  referenceLists: Record<ReferenceListName, ReferenceEntryInput[]>;
  keywords: KeywordInput[];
  accounts: AccountInput[];
  members: MemberInput[];
  insights: InsightInput[];
  organizations: OrganizationInput[];
  products: ProductInput[];
  grants: GrantInput[];
  events: EventInput[];
  supervisions: SupervisionInput[];
}
