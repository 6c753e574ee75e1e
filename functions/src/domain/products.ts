import type { ProductListItem, ProductPrivateDetail, ProductPublicDetail, ProductTitleItem } from '@portal/common/api/product';
import {
  eventReference,
  memberReferences,
  organizationReference,
  pick,
  productReference,
  referenceEntryReference,
  resolveLinks,
  type ResolvedLinks,
} from './references';
import type { EventRecord, Loaded, ProductRecord, RecordStore, ReferenceEntryRecord } from './records';
import { ListViews } from './list-views';

/*
 * Each projection is built by a view function whose return type is left to inference, and the
 * exported reader that calls it is annotated with the shared type (common/src/api/product.ts):
 * projection-contract.test.ts compares the inferred types with the shared ones, so a field added
 * or dropped on either side fails the typecheck.
 */

export const LIST_FIELDS = [
  'title_en',
  'title_fr',
  'publish_date',
  'all_author',
  'doi',
  'product_type_id',
  'member_author_ids',
  'member_refs',
  'partner_ids',
  'target_ids',
] as const;

export function productListView(p: Pick<ProductRecord, 'id' | (typeof LIST_FIELDS)[number]>) {
  return {
    id: p.id,
    title_en: p.title_en,
    title_fr: p.title_fr,
    publish_date: p.publish_date,
    all_author: p.all_author,
    doi: p.doi,
    product_type_id: p.product_type_id,
    member_authors: memberReferences(p.member_author_ids, p),
    partner_ids: p.partner_ids,
    target_ids: p.target_ids,
  };
}

const PRODUCT_ITEMS = new ListViews(productListView);

/** `/api/all-products`: one query, member references from the stored copies (§2.4.7). */
export async function listProducts(store: RecordStore): Promise<ProductListItem[]> {
  const products = await store.list('product', LIST_FIELDS);
  return PRODUCT_ITEMS.of(products);
}

const PRODUCT_TITLES = new ListViews(productReference);

/** `/api/all-product-titles`: three fields per product, nothing else. */
export async function listProductTitles(store: RecordStore): Promise<ProductTitleItem[]> {
  const titles = await store.list('product', ['title_en', 'title_fr']);
  return PRODUCT_TITLES.of(titles);
}

export function productPublicView(
  product: ProductRecord,
  links: ResolvedLinks<'reference' | 'organization'>,
  events: readonly Loaded<EventRecord>[],
) {
  const type = product.product_type_id ? links.reference.get(product.product_type_id) : undefined;
  return {
    id: product.id,
    title_en: product.title_en,
    title_fr: product.title_fr,
    publish_date: product.publish_date,
    all_author: product.all_author,
    doi: product.doi,
    product_type: type ? referenceEntryReference(type) : null,
    note: product.note,
    member_authors: memberReferences(product.member_author_ids, product),
    partners: pick(product.partner_ids, links.organization).map(organizationReference),
    targets: pick(product.target_ids, links.reference).map(referenceEntryReference),
    events: events.map(({ record }) => eventReference(record)),
  };
}

export async function productPublicDetail(store: RecordStore, product: ProductRecord): Promise<ProductPublicDetail> {
  const [links, events] = await Promise.all([
    resolveLinks(store, {
      reference: [product.product_type_id, ...product.target_ids],
      organization: product.partner_ids,
    }),
    store.holders('event', 'resulting_product_ids', product.id),
  ]);
  return productPublicView(product, links, events);
}

export function productPrivateView(publicDetail: ProductPublicDetail, product: ProductRecord, topics: readonly ReferenceEntryRecord[]) {
  const byId = new Map(topics.map((topic) => [topic.id, topic]));
  return {
    ...publicDetail,
    on_going: product.on_going,
    peer_reviewed: product.peer_reviewed,
    topics: pick(product.topic_ids, byId).map(referenceEntryReference),
    created_at: product.created_at,
    updated_at: product.updated_at,
    updated_by: product.updated_by,
    etag: product.etag,
  };
}

/** Administrators and any member: adds the flags, topics and the metadata. */
export async function productPrivateDetail(store: RecordStore, product: ProductRecord): Promise<ProductPrivateDetail> {
  const [publicDetail, topics] = await Promise.all([
    productPublicDetail(store, product),
    store.getMany('reference', product.topic_ids),
  ]);
  return productPrivateView(publicDetail, product, topics);
}
