/** Event projections (spec 2-data-model §2.4.9) as the SPA reads them. */
import type { MemberRef } from '../../components/record-detail';

export interface ReferenceEntry {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  retired: boolean;
}

export interface EventRef {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  start_date: string | null;
}

export interface EventListItem {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  start_date: string | null;
  end_date: string | null;
  event_type_id: string | null;
  note: string | null;
  members: MemberRef[];
  partner_ids: string[];
  resulting_product_ids: string[];
  resulting_grant_ids: string[];
  topic_ids: string[];
  previous_event_ids: string[];
}

export interface EventPublicDetail {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  start_date: string | null;
  end_date: string | null;
  event_type: ReferenceEntry | null;
  note: string | null;
  members: MemberRef[];
  partners: Array<{ id: string; name_en: string | null; name_fr: string | null }>;
  resulting_products: Array<{ id: string; title_en: string | null; title_fr: string | null }>;
  resulting_grants: Array<{ id: string; title: string }>;
  topics: ReferenceEntry[];
  previous_events: EventRef[];
  next_events: EventRef[];
}

export interface EventPrivateDetail extends EventPublicDetail {
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

export interface ProductTitleItem {
  id: string;
  title_en: string | null;
  title_fr: string | null;
}

export interface GrantItem {
  id: string;
  title: string;
}

export interface ActiveMemberItem {
  id: string;
  account: { first_name: string; last_name: string };
}

export const EVENTS_PATH = '/api/all-events';
export const EVENT_TYPES_PATH = '/api/all-event-types';
export const TOPICS_PATH = '/api/all-topics';
export const ACTIVE_MEMBERS_PATH = '/api/all-members';
export const ORGANIZATIONS_PATH = '/api/all-organizations';
export const PRODUCT_TITLES_PATH = '/api/all-product-titles';
export const GRANTS_PATH = '/api/all-grants';

export const eventPublicPath = (id: string) => `/api/event/${encodeURIComponent(id)}/public`;
export const eventPrivatePath = (id: string) => `/api/event/${encodeURIComponent(id)}/private`;
export const eventHref = (id: string) => `/events/${encodeURIComponent(id)}`;
