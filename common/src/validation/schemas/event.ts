import type { SchemaValues } from '../schema';
import { bilingualPair, defineSchema, optional } from '../schema';
import { calendarDate, multiLineText, oneLineString, singleLink } from '../field-types';
import { idList } from '../id-list';
import type { RecordRule } from '../record-rules';
import { dateOrder } from '../record-rules';

export const EVENT_NAME_MAX = 2000;
export const EVENT_NOTE_MAX = 4000;
export const EVENT_MEMBERS_MAX = 1000;
export const EVENT_PARTNERS_MAX = 50;
export const EVENT_RESULTS_MAX = 100;
export const EVENT_TOPICS_MAX = 20;
export const PREVIOUS_EVENTS_MAX = 20;

/**
 * `POST /api/register-event` (validate with `validateCreate`) and
 * `PATCH /api/update-event/{id}/public` (validate with `validateUpdate` and the stored record):
 * 3-api §3.11.2–§3.11.3, limits of 2-data-model §2.2.8. There is no `next_event_ids` field: next
 * events are derived, so the field is `unknown_field`.
 */
export const eventSchema = defineSchema({
  ...bilingualPair('name', oneLineString(EVENT_NAME_MAX), 'at_least_one'),
  start_date: optional(calendarDate()),
  end_date: optional(calendarDate()),
  event_type_id: optional(singleLink()),
  note: optional(multiLineText(EVENT_NOTE_MAX)),
  member_ids: optional(idList(EVENT_MEMBERS_MAX)),
  partner_ids: optional(idList(EVENT_PARTNERS_MAX)),
  resulting_product_ids: optional(idList(EVENT_RESULTS_MAX)),
  resulting_grant_ids: optional(idList(EVENT_RESULTS_MAX)),
  topic_ids: optional(idList(EVENT_TOPICS_MAX)),
  previous_event_ids: optional(idList(PREVIOUS_EVENTS_MAX)),
});

/**
 * Rules on the event as it would be after the change. `self_link` and `cycle` need the stored
 * events and are checked by the API.
 */
export const EVENT_RULES: readonly RecordRule[] = [dateOrder('start_date', 'end_date')];

export type EventBody = SchemaValues<typeof eventSchema>;
export type EventUpdate = Partial<EventBody>;
