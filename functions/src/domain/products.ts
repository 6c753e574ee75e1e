import { memberReferences, pick, referenceEntryReference, resolveLinks } from './references';
import type { ProductRecord, RecordStore } from './records';

const LIST_FIELDS = [
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

/** `/api/all-products`: one query, member references from the stored copies (§2.4.7). */
export async function listProducts(store: RecordStore) {
  const products = await store.list('product', LIST_FIELDS);
  return products.map((p) => ({
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
  }));
}

/** `/api/all-product-titles`: three fields per product, nothing else. */
export async function listProductTitles(store: RecordStore) {
  const titles = await store.list('product', ['title_en', 'title_fr']);
  return titles.map((t) => ({ id: t.id, title_en: t.title_en, title_fr: t.title_fr }));
}

export async function productPublicDetail(store: RecordStore, product: ProductRecord) {
  const [links, events] = await Promise.all([
    resolveLinks(store, {
      reference: [product.product_type_id, ...product.target_ids],
      organization: product.partner_ids,
    }),
    store.holders('event', 'resulting_product_ids', product.id),
  ]);
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
    partners: pick(product.partner_ids, links.organization).map((o) => ({ id: o.id, name_en: o.name_en, name_fr: o.name_fr })),
    targets: pick(product.target_ids, links.reference).map(referenceEntryReference),
    events: events.map(({ record }) => ({ id: record.id, name_en: record.name_en, name_fr: record.name_fr, start_date: record.start_date })),
  };
}

/** Administrators and any member: adds the flags, topics and the metadata. */
export async function productPrivateDetail(store: RecordStore, product: ProductRecord) {
  const [publicDetail, topics] = await Promise.all([
    productPublicDetail(store, product),
    store.getMany('reference', product.topic_ids),
  ]);
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
