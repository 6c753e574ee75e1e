import type { FieldError } from '@portal/common/errors/catalog';
import { fieldError } from '@portal/common/errors/field-error';
import { applyRecordRules } from '@portal/common/validation/record-rules';
import { validateCreate, validateUpdate, type Body } from '@portal/common/validation/schema';
import { EVENT_RULES, eventSchema, type EventUpdate } from '@portal/common/validation/schemas/event';
import { ApiError } from './errors';
import { checkOptionalVersion, type IfMatch, requireVersion, retryOnWriteConflict } from './conditional-writes';
import { afterChange, changes, passedValues, storedFields, validOrThrow } from './request-values';
import { memberRefsFor } from './member-copies';
import type { WriteDeps } from './write-deps';
import { type CheckedLinks, checkLinks, type LinkCheck } from './link-checks';
import { creationMetadata, touched } from './record-metadata';
import { removeLinksTo } from './integrity';
import { loadRecord } from './load';
import type { EventRecord, KindRecords } from './records';

/** The link fields of an event and what each names (2-data-model §2.2.8, R18–R24). */
const LIST_LINKS = [
  { field: 'member_ids', kind: 'member' },
  { field: 'partner_ids', kind: 'organization' },
  { field: 'resulting_product_ids', kind: 'product' },
  { field: 'resulting_grant_ids', kind: 'grant' },
  { field: 'previous_event_ids', kind: 'event' },
] as const;

/** Link checks of the fields sent; a retired entry may stay where the stored event has it. */
export function eventLinkChecks(values: EventUpdate, stored?: EventRecord): LinkCheck[] {
  const checks: LinkCheck[] = [];
  if (values.event_type_id !== undefined) {
    checks.push({
      field: 'event_type_id',
      kind: 'reference',
      list: 'event-types',
      ids: [values.event_type_id],
      single: true,
      stored: stored?.event_type_id ? [stored.event_type_id] : [],
    });
  }
  if (values.topic_ids !== undefined) {
    checks.push({ field: 'topic_ids', kind: 'reference', list: 'topics', ids: values.topic_ids, stored: stored?.topic_ids ?? [] });
  }
  for (const { field, kind } of LIST_LINKS) {
    const ids = values[field];
    if (ids !== undefined) checks.push({ field, kind, ids });
  }
  return checks;
}

/**
 * `self_link` and `cycle` (2-data-model §2.2.8) on the previous events sent for the event `id`:
 * the event itself, or an event that already lists it among its own previous events (read by
 * the link check). Longer loops are not checked.
 */
export function previousEventErrors(
  id: string,
  previousIds: readonly string[],
  events: ReadonlyMap<string, Pick<EventRecord, 'previous_event_ids'>>,
): FieldError[] {
  return previousIds.flatMap((previousId, index) => {
    const path = `previous_event_ids[${index}]`;
    if (previousId === id) return [fieldError(path, 'self_link')];
    return events.get(previousId)?.previous_event_ids.includes(id) ? [fieldError(path, 'cycle')] : [];
  });
}

function linkedEvents(links: CheckedLinks): ReadonlyMap<string, KindRecords['event']> {
  return (links.records.get('event') ?? new Map()) as ReadonlyMap<string, KindRecords['event']>;
}

/** `POST /api/register-event` (3-api §3.11.2): a new event cannot be named by another yet. */
export async function registerEvent(deps: WriteDeps, body: Body): Promise<EventRecord> {
  const result = validateCreate(eventSchema, body);
  const passed = passedValues(result);
  const links = await checkLinks(deps.store, eventLinkChecks(passed));
  const values = validOrThrow(eventSchema, body, result, [...links.errors, ...applyRecordRules(afterChange(undefined, body, passed), EVENT_RULES)]);
  const event: EventRecord = {
    ...creationMetadata(deps.caller, deps.now),
    ...values,
    member_refs: memberRefsFor(values.member_ids, links.members),
  };
  await deps.store.create('event', event);
  return event;
}

/**
 * `PATCH /api/update-event/{id}/public` (3-api §3.11.3): only this event is written; next events
 * are derived, so no other event's version moves.
 */
export async function updateEvent(deps: WriteDeps, id: string | undefined, body: Body, ifMatch: IfMatch): Promise<EventRecord> {
  const { store } = deps;
  return retryOnWriteConflict(async () => {
    const loaded = id ? await store.get('event', id) : null;
    const stored = loaded?.record;
    const result = validateUpdate(eventSchema, body, storedFields(stored));
    const passed = passedValues(result);
    const links = await checkLinks(store, eventLinkChecks(passed, stored));
    const extra = [...links.errors, ...applyRecordRules(afterChange(stored, body, passed), EVENT_RULES)];
    if (stored && passed.previous_event_ids) extra.push(...previousEventErrors(stored.id, passed.previous_event_ids, linkedEvents(links)));
    const values = validOrThrow(eventSchema, body, result, extra);
    if (!loaded || !stored) throw new ApiError('not_found');
    requireVersion(ifMatch, stored.etag);
    if (!changes(stored, values)) return stored;
    const member_refs = values.member_ids ? memberRefsFor(values.member_ids, links.members, stored.member_refs) : stored.member_refs;
    const updated = touched({ ...stored, ...values, member_refs }, deps.caller, deps.now);
    await store.replace('event', updated, loaded.storeTag);
    return updated;
  });
}

/**
 * `DELETE /api/delete-event/{id}` (3-api §3.11.4): the event leaves the previous events of every
 * event that followed it, then it is removed with its own links.
 */
export async function deleteEvent(deps: WriteDeps, id: string | undefined, ifMatch: IfMatch): Promise<void> {
  const { record } = await loadRecord(deps.store, 'event', id);
  checkOptionalVersion(ifMatch, record.etag);
  await removeLinksTo(deps.store, 'event', record.id, deps.caller, deps.now);
  await deps.store.remove('event', record.id);
}
