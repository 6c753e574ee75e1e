import type { ActiveMemberPublicDetail } from '@portal/common/api/member';

/** The member private detail (spec 2-data-model §2.4.3), the parts these pages use. */
export interface MemberPrivateDetail extends Omit<ActiveMemberPublicDetail, 'is_active'> {
  is_active: boolean;
  account_id: string;
  address: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  postal_code: string | null;
  mobile_phone: string | null;
  date_joined: string | null;
  last_active?: string | null;
  deactivated_by?: 'self' | 'admin' | null;
  partnerships?: MemberPartnership[];
  grants?: Array<{ id: string; title: string; role: 'investigator' | 'involved' }>;
  supervisions?: Array<{ id: string; first_name: string; last_name: string; role: SupervisionRole }>;
  events?: Array<{ id: string; name_en: string | null; name_fr: string | null; start_date: string | null }>;
  updated_at?: string;
  etag: string;
  insight?: MemberInsight;
}

export interface MemberInsight {
  interview_date: string | null;
  about_member: string | null;
  about_promotions: string | null;
  dream: string | null;
  how_can_we_help: string | null;
  admin_notes: string | null;
  other_notes: string | null;
  etag: string;
}

export type SupervisionRole = 'trainee' | 'principal_supervisor' | 'co_supervisor' | 'committee_member';

export interface MemberPartnership {
  organization: { id: string; name_en: string | null; name_fr: string | null };
  description_en: string | null;
  description_fr: string | null;
}
