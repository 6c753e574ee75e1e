/**
 * Partner (organization) projections and request bodies (spec 2-data-model §2.4.6, 3-api §3.9).
 * The routes say "partner", the stored kind "organization": the naming is an ADR of its own.
 */
import type { SchemaValues } from '../validation/schema';
import type {
  partnerPrivateSchema,
  partnerPublicSchema,
  registerPartnerMemberSchema,
  registerPartnerSchema,
} from '../validation/schemas/partner';
import type { ProductReference } from './member';
import type { ReferenceEntry } from './reference';
import type { EventReference, MemberReference } from './refs';

/** An item of `/api/all-partners` and of `/api/all-organizations`. */
export interface PartnerListItem {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  /** Required at creation and never cleared (3-api §3.9.4). */
  scope_id: string;
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
  products: ProductReference[];
  events: EventReference[];
}

/** A member's partnership with the organization, as its private detail lists it. */
export interface MemberPartnership {
  member: MemberReference;
  description_en: string | null;
  description_fr: string | null;
}

/** Administrators: adds contacts, internal notes, the members' partnerships and the metadata. */
export interface PartnerPrivateDetail extends PartnerPublicDetail {
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  internal_notes: string | null;
  members: MemberPartnership[];
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  etag: string;
}

export type RegisterPartnerBody = SchemaValues<typeof registerPartnerSchema>;
export type RegisterPartnerMemberBody = SchemaValues<typeof registerPartnerMemberSchema>;
export type UpdatePartnerPublicBody = Partial<SchemaValues<typeof partnerPublicSchema>>;
export type UpdatePartnerPrivateBody = Partial<SchemaValues<typeof partnerPrivateSchema>>;
