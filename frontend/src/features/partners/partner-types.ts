/** Organization (partner) projections (spec 2-data-model §2.4.6) as the SPA reads them. */
import type { MemberRef } from '../../components/record-detail';

export interface ReferenceEntry {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  retired: boolean;
}

export interface PartnerListItem {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  scope_id: string | null;
  type_id: string | null;
  description: string | null;
}

export interface PartnerPublicDetail {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  scope: ReferenceEntry | null;
  type: ReferenceEntry | null;
  description: string | null;
  products: Array<{ id: string; title_en: string | null; title_fr: string | null }>;
  events: Array<{ id: string; name_en: string | null; name_fr: string | null; start_date: string | null }>;
}

export interface MemberPartnership {
  member: MemberRef;
  description_en: string | null;
  description_fr: string | null;
}

export interface PartnerPrivateDetail extends PartnerPublicDetail {
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  internal_notes: string | null;
  members: MemberPartnership[];
  updated_at: string;
  etag: string;
}

export const PARTNERS_PATH = '/api/all-partners';
export const ORG_TYPES_PATH = '/api/all-org-types';
export const ORG_SCOPES_PATH = '/api/all-org-scopes';

export const partnerPublicPath = (id: string) => `/api/partner/${encodeURIComponent(id)}/public`;
export const partnerPrivatePath = (id: string) => `/api/partner/${encodeURIComponent(id)}/private`;
