/** Product projections (spec 2-data-model §2.4.7) as the SPA reads them. */
import type { MemberRef } from '../../components/record-detail';

export interface ReferenceEntry {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  retired: boolean;
}

export interface ProductListItem {
  id: string;
  title_en: string | null;
  title_fr: string | null;
  publish_date: string | null;
  all_author: string;
  doi: string | null;
  product_type_id: string | null;
  member_authors: MemberRef[];
  partner_ids: string[];
  target_ids: string[];
}

export interface ProductPublicDetail {
  id: string;
  title_en: string | null;
  title_fr: string | null;
  publish_date: string | null;
  all_author: string;
  doi: string | null;
  product_type: ReferenceEntry | null;
  note: string | null;
  member_authors: MemberRef[];
  partners: Array<{ id: string; name_en: string | null; name_fr: string | null }>;
  targets: ReferenceEntry[];
  events: Array<{ id: string; name_en: string | null; name_fr: string | null; start_date: string | null }>;
}

export interface ProductPrivateDetail extends ProductPublicDetail {
  on_going: boolean;
  peer_reviewed: boolean;
  topics: ReferenceEntry[];
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  etag: string;
}

export interface OrganizationItem {
  id: string;
  name_en: string | null;
  name_fr: string | null;
}

export interface ActiveMemberItem {
  id: string;
  account: { first_name: string; last_name: string };
}

/** One entry of `/api/all-authors` (3-api §3.4.4). */
export interface AuthorEntry {
  name: string;
  key: string;
  product_count: number;
}

export const AUTHORS_PATH = '/api/all-authors';
export const PRODUCTS_PATH = '/api/all-products';
export const PRODUCT_TITLES_PATH = '/api/all-product-titles';
export const PRODUCT_TYPES_PATH = '/api/all-product-types';
export const TARGETS_PATH = '/api/all-targets';
export const TOPICS_PATH = '/api/all-topics';
export const ORGANIZATIONS_PATH = '/api/all-organizations';
export const ACTIVE_MEMBERS_PATH = '/api/all-members';

export const productPublicPath = (id: string) => `/api/product/${encodeURIComponent(id)}/public`;
export const productPrivatePath = (id: string) => `/api/product/${encodeURIComponent(id)}/private`;
