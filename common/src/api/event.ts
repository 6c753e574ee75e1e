/** Event projections and request bodies (spec 2-data-model §2.4.9, 3-api §3.11). */
import type { EventInput } from '../demo/types';
import type { SchemaValues } from '../validation/schema';
import type { eventSchema } from '../validation/schemas/event';
import type { ProductReference } from './member';
import type { RecordMetadata } from './record-metadata';
import type { ReferenceEntry } from './reference';
import type { EventReference, GrantReference, MemberReference, OrganizationReference } from './refs';

/*
 * Projections copy some stored fields as they are (common/src/demo/types.ts names the stored
 * fields of each entity): those are picked from the stored type, the others are declared here.
 */
type EventCopy = Pick<EventInput, 'id' | 'name_en' | 'name_fr' | 'start_date' | 'end_date' | 'note'>;

/** An item of `/api/all-events`; next events are derived by the client. */
export interface EventListItem
  extends EventCopy,
    Pick<EventInput, 'event_type_id' | 'partner_ids' | 'resulting_product_ids' | 'resulting_grant_ids' | 'topic_ids' | 'previous_event_ids'> {
  members: MemberReference[];
}

export interface EventPublicDetail extends EventCopy {
  event_type: ReferenceEntry | null;
  members: MemberReference[];
  partners: OrganizationReference[];
  resulting_products: ProductReference[];
  resulting_grants: GrantReference[];
  topics: ReferenceEntry[];
  previous_events: EventReference[];
  next_events: EventReference[];
}

/** Administrators: the public detail plus the metadata (an event has no private field). */
export interface EventPrivateDetail extends EventPublicDetail, RecordMetadata {}

/** `POST /api/register-event`; `PATCH /api/update-event/{id}/public` takes any part of it. */
export type RegisterEventBody = SchemaValues<typeof eventSchema>;
export type UpdateEventPublicBody = Partial<RegisterEventBody>;
