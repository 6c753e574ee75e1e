/** Product projections and request bodies (spec 2-data-model §2.4.7, 3-api §3.8). */
import type { AuthorSuggestion } from '../authors/author-matching';
import type { SchemaValues } from '../validation/schema';
import type { productAdminSchema, productPrivateSchema, productPublicSchema, registerProductSchema } from '../validation/schemas/product';
import type { ProductReference } from './member';
import type { ReferenceEntry } from './reference';
import type { EventReference, MemberReference, OrganizationReference } from './refs';

/** An item of `/api/all-products`. */
export interface ProductListItem {
  id: string;
  title_en: string | null;
  title_fr: string | null;
  publish_date: string | null;
  all_author: string;
  doi: string | null;
  product_type_id: string | null;
  member_authors: MemberReference[];
  partner_ids: string[];
  target_ids: string[];
}

/** An item of `/api/all-product-titles`: three fields per product. */
export type ProductTitleItem = ProductReference;

export interface ProductPublicDetail {
  id: string;
  title_en: string | null;
  title_fr: string | null;
  publish_date: string | null;
  all_author: string;
  doi: string | null;
  product_type: ReferenceEntry | null;
  note: string | null;
  member_authors: MemberReference[];
  partners: OrganizationReference[];
  targets: ReferenceEntry[];
  events: EventReference[];
}

/** Administrators and any member: adds the flags, topics and the metadata. */
export interface ProductPrivateDetail extends ProductPublicDetail {
  on_going: boolean;
  peer_reviewed: boolean;
  topics: ReferenceEntry[];
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  etag: string;
}

/** The answer of `POST /api/register-product`: the private detail and the author suggestions. */
export interface ProductRegistered extends ProductPrivateDetail {
  author_suggestions: AuthorSuggestion[];
}

export type RegisterProductBody = SchemaValues<typeof registerProductSchema>;
export type UpdateProductPublicBody = Partial<SchemaValues<typeof productPublicSchema>>;
export type UpdateProductPrivateBody = Partial<SchemaValues<typeof productPrivateSchema>>;
export type UpdateProductAdminBody = Partial<SchemaValues<typeof productAdminSchema>>;
