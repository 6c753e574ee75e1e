/**
 * Organization projections and request bodies (spec 2-data-model §2.4.6, 3-api §3.9). In code
 * the entity is an organization; the body types keep the "partner" of the routes they belong to
 * (docs/adr/0025).
 */
import type { OrganizationInput } from '../demo/types';
import type { SchemaValues } from '../validation/schema';
import type {
  partnerPrivateSchema,
  partnerPublicSchema,
  registerPartnerMemberSchema,
  registerPartnerSchema,
} from '../validation/schemas/partner';
import type { ProductReference } from './member';
import type { RecordMetadata } from './record-metadata';
import type { ReferenceEntry } from './reference';
import type { EventReference, MemberReference } from './refs';

/*
 * Projections copy some stored fields as they are (common/src/demo/types.ts names the stored
 * fields of each entity): those are picked from the stored type, the others are declared here.
 */
type OrganizationCopy = Pick<OrganizationInput, 'id' | 'name_en' | 'name_fr' | 'description'>;

/** An item of `/api/all-partners` and of `/api/all-organizations` (`scope_id` is never empty). */
export interface OrganizationListItem extends OrganizationCopy, Pick<OrganizationInput, 'scope_id' | 'type_id'> {}

export interface OrganizationPublicDetail extends OrganizationCopy {
  scope: ReferenceEntry | null;
  type: ReferenceEntry | null;
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
export interface OrganizationPrivateDetail
  extends OrganizationPublicDetail,
    Pick<OrganizationInput, 'contact_name' | 'contact_email' | 'contact_phone' | 'internal_notes'>,
    RecordMetadata {
  members: MemberPartnership[];
}

export type RegisterPartnerBody = SchemaValues<typeof registerPartnerSchema>;
export type RegisterPartnerMemberBody = SchemaValues<typeof registerPartnerMemberSchema>;
export type UpdatePartnerPublicBody = Partial<SchemaValues<typeof partnerPublicSchema>>;
export type UpdatePartnerPrivateBody = Partial<SchemaValues<typeof partnerPrivateSchema>>;
