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
  deactivated_by?: string | null;
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
