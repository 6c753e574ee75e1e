/** Member projections (spec 2-data-model §2.4.3), shared by the API and the SPA. */
import type { InsightInput, MemberInput } from '../demo/types';
import type { RecordMetadata } from './record-metadata';
import type { ReferenceEntry } from './reference';

export interface MemberName {
  first_name: string;
  last_name: string;
}

export interface ProblemEntry {
  name_en: string | null;
  name_fr: string | null;
}

export type Language = 'en' | 'fr';

export interface MemberListItem {
  id: string;
  account: MemberName;
  is_active: true;
  faculty_id: string | null;
  member_type_id: string | null;
  keyword_ids: string[];
  problems: ProblemEntry[];
  orcid: string | null;
  missing_languages: Language[];
}


export interface KeywordReference {
  id: string;
  name_en: string | null;
  name_fr: string | null;
}

export interface ProductReference {
  id: string;
  title_en: string | null;
  title_fr: string | null;
}

export interface InactiveMemberPublicDetail {
  id: string;
  account: MemberName;
  is_active: false;
}

export interface ActiveMemberPublicDetail {
  id: string;
  account: MemberName;
  is_active: true;
  faculty: ReferenceEntry | null;
  member_type: ReferenceEntry | null;
  keywords: KeywordReference[];
  problems: ProblemEntry[];
  about_me_en: string | null;
  about_me_fr: string | null;
  work_email: string | null;
  work_phone: string | null;
  website_link: string | null;
  twitter_link: string | null;
  linkedin_link: string | null;
  facebook_link: string | null;
  cv_link: string | null;
  orcid: string | null;
  products: ProductReference[];
}

export type MemberPublicDetail = ActiveMemberPublicDetail | InactiveMemberPublicDetail;

/** A supervision role of the member (spec 2-data-model §2.2.7). */
export type SupervisionRole = 'trainee' | 'principal_supervisor' | 'co_supervisor' | 'committee_member';

/** One partnership of the private detail, with its organization resolved. */
export interface MemberPartnership {
  organization: { id: string; name_en: string | null; name_fr: string | null };
  description_en: string | null;
  description_fr: string | null;
}

export interface MemberGrantReference {
  id: string;
  title: string;
  role: 'investigator' | 'involved';
}

export interface MemberSupervisionReference {
  id: string;
  first_name: string;
  last_name: string;
  role: SupervisionRole;
}

export interface MemberEventReference {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  start_date: string | null;
}

/** The insight (spec 2-data-model §2.4.4), shown to administrators only. */
export interface MemberInsight extends InsightInput, RecordMetadata {}

/**
 * The member private detail (spec 2-data-model §2.4.3), for administrators and the member:
 * the public profile of an active member whatever the member's state, plus the private fields,
 * the reverse links and, for administrators only, `insight` (null when none was written yet).
 */
export interface MemberPrivateDetail
  extends Omit<ActiveMemberPublicDetail, 'is_active'>,
    Pick<MemberInput, 'account_id' | 'address' | 'city' | 'province' | 'country' | 'postal_code' | 'mobile_phone' | 'last_active' | 'deactivated_by'>,
    RecordMetadata {
  is_active: boolean;
  /** Today at creation; an administrator may change or clear it (3-api §3.7.4). */
  date_joined: string | null;
  partnerships: MemberPartnership[];
  grants: MemberGrantReference[];
  supervisions: MemberSupervisionReference[];
  events: MemberEventReference[];
  /** Administrators only: absent for the member. */
  insight?: MemberInsight | null;
}

/** Request bodies of the member routes (spec 3-api §3.7.3–§3.7.5), from the shared schemas. */
export type { MemberPublicUpdate as UpdateMemberPublicBody } from '../validation/schemas/member-public';
export type { MemberPrivateUpdate as UpdateMemberPrivateBody } from '../validation/schemas/member-private';
export type { InsightUpdate as UpdateMemberInsightBody } from '../validation/schemas/insight';
