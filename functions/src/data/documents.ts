/**
 * Stored shapes in the `records` container. `pk` is the partition key value (one logical
 * partition per kind of record, reference lists and keywords sharing `lookup`), see
 * docs/adr/0002-cosmos-containers.md. These shapes never leave the data layer.
 */
export type Partition =
  | 'account'
  | 'member'
  | 'insight'
  | 'lookup'
  | 'organization'
  | 'product'
  | 'grant'
  | 'event'
  | 'supervision'
  | 'unique';

export interface Metadata {
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  etag: string;
}

export interface Identity {
  tid: string;
  oid: string;
}

export interface StoredDocument extends Metadata {
  id: string;
  pk: Partition;
  kind: string;
  [field: string]: unknown;
}

export interface MemberSummaryCopy {
  id: string;
  is_active: boolean;
  work_email: string | null;
  work_phone: string | null;
  mobile_phone: string | null;
}

export interface AccountDocument extends Metadata {
  id: string;
  pk: 'account';
  kind: 'account';
  first_name: string;
  last_name: string;
  login_email: string;
  is_admin: boolean;
  identity: Identity | null;
  last_login: string | null;
  /** Copy of the member record's summary, kept current by member writes (one-query account list). */
  member: MemberSummaryCopy | null;
}

export interface ProblemEntry {
  name_en: string | null;
  name_fr: string | null;
}

export interface PartnershipEntry {
  organization_id: string;
  description_en: string | null;
  description_fr: string | null;
}

/** A member (spec 2-data-model §2.2.2); the insight is a record of its own. */
export interface MemberDocument extends Metadata {
  id: string;
  pk: 'member';
  kind: 'member';
  account_id: string;
  /** Copies of the account's names (the account is the source of truth). */
  first_name: string;
  last_name: string;
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
  problems: ProblemEntry[];
  partnerships: PartnershipEntry[];
  address: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  postal_code: string | null;
  mobile_phone: string | null;
  /** Today at creation; an administrator may change or clear it (3-api §3.7.4). */
  date_joined: string | null;
  is_active: boolean;
  last_active: string | null;
  deactivated_by: 'self' | 'admin' | null;
  /** Derived and kept current by every member write (spec 2-data-model §2.4.3). */
  missing_languages: ('en' | 'fr')[];
}

/** Guards that make the store enforce uniqueness (spec 2-data-model §2.6.2 rule 5). */
export interface UniqueDocument {
  id: string;
  pk: 'unique';
  kind: 'unique';
  owner_id: string;
}

/**
 * The set of administrator account ids, in one document: every change that adds or removes an
 * administrator rewrites it conditionally, which serialises them (spec 1-roles-and-identity
 * §1.7.3: never zero administrators, even under concurrency).
 */
export const ADMIN_SET_ID = 'administrators';

export interface AdminSetDocument {
  id: typeof ADMIN_SET_ID;
  pk: 'unique';
  kind: 'admin-set';
  admin_ids: string[];
}

export const SYSTEM_FIELDS = ['_rid', '_self', '_etag', '_ts', '_attachments'] as const;
