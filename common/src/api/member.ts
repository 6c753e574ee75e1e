/** Member projections (spec 2-data-model §2.4.3), shared by the API and the SPA. */
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

export interface ReferenceEntryReference {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  retired: boolean;
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
  faculty: ReferenceEntryReference | null;
  member_type: ReferenceEntryReference | null;
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
