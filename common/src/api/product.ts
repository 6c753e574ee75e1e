/** Product projections and request bodies (spec 2-data-model §2.4.7, 3-api §3.8). */
import type { AuthorSuggestion } from '../authors/author-matching';
import type { ProductInput } from '../demo/types';
import type { SchemaValues } from '../validation/schema';
import type { productAdminSchema, productPrivateSchema, productPublicSchema, registerProductSchema } from '../validation/schemas/product';
import type { ProductReference } from './member';
import type { ReferenceEntry } from './reference';
import type { RecordMetadata } from './record-metadata';
import type { EventReference, MemberReference, OrganizationReference } from './refs';

/*
 * Projections copy some stored fields as they are (common/src/demo/types.ts names the stored
 * fields of each entity): those are picked from the stored type, the others are declared here.
 */
type ProductCopy = Pick<ProductInput, 'id' | 'title_en' | 'title_fr' | 'publish_date' | 'all_author' | 'doi'>;

/** An item of `/api/all-products` (the partner and target ids are written by its CSV export: docs/adr/0033). */
export interface ProductListItem extends ProductCopy, Pick<ProductInput, 'product_type_id' | 'partner_ids' | 'target_ids'> {
  member_authors: MemberReference[];
}

/** An item of `/api/all-product-titles`: three fields per product. */
export type ProductTitleItem = ProductReference;

export interface ProductPublicDetail extends ProductCopy, Pick<ProductInput, 'note'> {
  product_type: ReferenceEntry | null;
  member_authors: MemberReference[];
  partners: OrganizationReference[];
  targets: ReferenceEntry[];
  events: EventReference[];
}

/** Administrators and any member: adds the flags, topics and the metadata. */
export interface ProductPrivateDetail extends ProductPublicDetail, Pick<ProductInput, 'on_going' | 'peer_reviewed'>, RecordMetadata {
  topics: ReferenceEntry[];
}

/** The answer of `POST /api/register-product`: the private detail and the author suggestions. */
export interface ProductRegistered extends ProductPrivateDetail {
  author_suggestions: AuthorSuggestion[];
}

export type RegisterProductBody = SchemaValues<typeof registerProductSchema>;
export type UpdateProductPublicBody = Partial<SchemaValues<typeof productPublicSchema>>;
export type UpdateProductPrivateBody = Partial<SchemaValues<typeof productPrivateSchema>>;
export type UpdateProductAdminBody = Partial<SchemaValues<typeof productAdminSchema>>;
