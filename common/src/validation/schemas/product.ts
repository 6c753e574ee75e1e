import type { SchemaValues } from '../schema';
import { bilingualPair, defineSchema, optional, required } from '../schema';
import { booleanFlag, calendarDate, doiValue, multiLineText, oneLineString, singleLink } from '../field-types';
import { idList } from '../id-list';

export const PRODUCT_TITLE_MAX = 500;
export const ALL_AUTHOR_MAX = 3000;
export const PRODUCT_NOTE_MAX = 2000;
export const MEMBER_AUTHORS_MAX = 1000;
export const PRODUCT_PARTNERS_MAX = 50;
export const PRODUCT_TARGETS_MAX = 20;
export const PRODUCT_TOPICS_MAX = 20;

const publicFields = {
  ...bilingualPair('title', oneLineString(PRODUCT_TITLE_MAX), 'at_least_one'),
  publish_date: optional(calendarDate()),
  all_author: required(multiLineText(ALL_AUTHOR_MAX)),
  doi: optional(doiValue()),
  product_type_id: optional(singleLink()),
  note: optional(multiLineText(PRODUCT_NOTE_MAX)),
  member_author_ids: optional(idList(MEMBER_AUTHORS_MAX)),
  partner_ids: optional(idList(PRODUCT_PARTNERS_MAX)),
  target_ids: optional(idList(PRODUCT_TARGETS_MAX)),
};

const privateFields = {
  on_going: optional(booleanFlag()),
  peer_reviewed: optional(booleanFlag()),
};

const adminFields = {
  topic_ids: optional(idList(PRODUCT_TOPICS_MAX)),
};

/** `PATCH /api/update-product/{id}/public` (3-api §3.8.3); validate with `validateUpdate`. */
export const productPublicSchema = defineSchema(publicFields);

/** `PATCH /api/update-product/{id}/private` (3-api §3.8.4): the two flags. */
export const productPrivateSchema = defineSchema(privateFields);

/** `PATCH /api/update-product/{id}/admin` (3-api §3.8.5): topics, administrators only. */
export const productAdminSchema = defineSchema(adminFields);

/**
 * `POST /api/register-product` (3-api §3.8.2, §3.13.2; limits of 2-data-model §2.2.6); validate
 * with `validateCreate`. `topic_ids` is reserved to administrators: a non-empty list from another
 * caller is the API's 403 `admin_only_field`, not a schema error.
 */
export const registerProductSchema = defineSchema({ ...publicFields, ...privateFields, ...adminFields });

export type ProductBody = SchemaValues<typeof registerProductSchema>;
export type ProductUpdate = Partial<ProductBody>;
