import type { EventListItem, EventPrivateDetail, EventPublicDetail } from '@portal/common/api/event';
import {
  eventReference,
  grantReference,
  memberReferences,
  organizationReference,
  pick,
  productReference,
  referenceEntryReference,
  resolveLinks,
  type ResolvedLinks,
} from './references';
import type { EventRecord, Loaded, RecordStore } from './records';
import { ListViews } from './list-views';

/*
 * Views are left to inference and readers annotated with the shared types (common/src/api/event.ts):
 * projection-contract.test.ts compares the two, so either side drifting fails the typecheck.
 */

export const LIST_FIELDS = [
  'name_en',
  'name_fr',
  'start_date',
  'end_date',
  'event_type_id',
  'note',
  'member_ids',
  'member_refs',
  'partner_ids',
  'resulting_product_ids',
  'resulting_grant_ids',
  'topic_ids',
  'previous_event_ids',
] as const;

export function eventListView(e: Pick<EventRecord, 'id' | (typeof LIST_FIELDS)[number]>) {
  return {
    id: e.id,
    name_en: e.name_en,
    name_fr: e.name_fr,
    start_date: e.start_date,
    end_date: e.end_date,
    event_type_id: e.event_type_id,
    note: e.note,
    members: memberReferences(e.member_ids, e),
    partner_ids: e.partner_ids,
    resulting_product_ids: e.resulting_product_ids,
    resulting_grant_ids: e.resulting_grant_ids,
    topic_ids: e.topic_ids,
    previous_event_ids: e.previous_event_ids,
  };
}

const EVENT_ITEMS = new ListViews(eventListView);

/** `/api/all-events` (spec 2-data-model §2.4.9); next events are derived by the client. */
export async function listEvents(store: RecordStore): Promise<EventListItem[]> {
  const events = await store.list('event', LIST_FIELDS);
  return EVENT_ITEMS.of(events);
}

export function eventPublicView(
  event: EventRecord,
  links: ResolvedLinks<'reference' | 'organization' | 'product' | 'grant' | 'event'>,
  next: readonly Loaded<EventRecord>[],
) {
  const type = event.event_type_id ? links.reference.get(event.event_type_id) : undefined;
  return {
    id: event.id,
    name_en: event.name_en,
    name_fr: event.name_fr,
    start_date: event.start_date,
    end_date: event.end_date,
    event_type: type ? referenceEntryReference(type) : null,
    note: event.note,
    members: memberReferences(event.member_ids, event),
    partners: pick(event.partner_ids, links.organization).map(organizationReference),
    resulting_products: pick(event.resulting_product_ids, links.product).map(productReference),
    resulting_grants: pick(event.resulting_grant_ids, links.grant).map(grantReference),
    topics: pick(event.topic_ids, links.reference).map(referenceEntryReference),
    previous_events: pick(event.previous_event_ids, links.event).map(eventReference),
    next_events: next.map(({ record }) => eventReference(record)),
  };
}

export async function eventPublicDetail(store: RecordStore, event: EventRecord): Promise<EventPublicDetail> {
  const [links, next] = await Promise.all([
    resolveLinks(store, {
      reference: [event.event_type_id, ...event.topic_ids],
      organization: event.partner_ids,
      product: event.resulting_product_ids,
      grant: event.resulting_grant_ids,
      event: event.previous_event_ids,
    }),
    store.holders('event', 'previous_event_ids', event.id),
  ]);
  return eventPublicView(event, links, next);
}

export function eventPrivateView(publicDetail: EventPublicDetail, event: EventRecord) {
  return {
    ...publicDetail,
    created_at: event.created_at,
    updated_at: event.updated_at,
    updated_by: event.updated_by,
    etag: event.etag,
  };
}

/** Administrators: the public detail plus the metadata (an event has no private field). */
export async function eventPrivateDetail(store: RecordStore, event: EventRecord): Promise<EventPrivateDetail> {
  return eventPrivateView(await eventPublicDetail(store, event), event);
}
