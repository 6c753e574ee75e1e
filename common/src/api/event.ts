/** Event projections and request bodies (spec 2-data-model §2.4.9, 3-api §3.11). */
import type { SchemaValues } from '../validation/schema';
import type { eventSchema } from '../validation/schemas/event';
import type { ProductReference } from './member';
import type { ReferenceEntry } from './reference';
import type { EventReference, GrantReference, MemberReference, OrganizationReference } from './refs';

/** An item of `/api/all-events`; next events are derived by the client. */
export interface EventListItem {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  start_date: string | null;
  end_date: string | null;
  event_type_id: string | null;
  note: string | null;
  members: MemberReference[];
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
  members: MemberReference[];
  partners: OrganizationReference[];
  resulting_products: ProductReference[];
  resulting_grants: GrantReference[];
  topics: ReferenceEntry[];
  previous_events: EventReference[];
  next_events: EventReference[];
}

/** Administrators: the public detail plus the metadata (an event has no private field). */
export interface EventPrivateDetail extends EventPublicDetail {
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  etag: string;
}

/** `POST /api/register-event`; `PATCH /api/update-event/{id}/public` takes any part of it. */
export type RegisterEventBody = SchemaValues<typeof eventSchema>;
export type UpdateEventPublicBody = Partial<RegisterEventBody>;
