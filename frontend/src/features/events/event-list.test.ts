import type { EventListItem } from '@portal/common/api/event';
import { describe, expect, it } from 'vitest';
import { defaultView, type ListView } from '../../lib/lists/list-view';
import { datePeriod, EVENT_LIST_VIEW, eventDates, filterEvents, inPeriod, isCalendarDate, sortEvents } from './event-list';
import { previousEventExclusions, validateEventBody, eventBody, EMPTY_EVENT_FORM } from './event-form';
import { demoEventItems } from '../../test/demo-translation-items';

const member = { id: 'm1', first_name: 'Ana', last_name: 'Roy', is_active: true };

const event = (id: string, name_en: string | null, name_fr: string | null, start: string | null, end: string | null, extra: Partial<EventListItem> = {}): EventListItem => ({
  id,
  name_en,
  name_fr,
  start_date: start,
  end_date: end,
  event_type_id: null,
  note: null,
  members: [],
  partner_ids: [],
  resulting_product_ids: [],
  resulting_grant_ids: [],
  topic_ids: [],
  previous_event_ids: [],
  ...extra,
});

const withFilters = (filters: Record<string, string[]>, sort: ListView['sort'] = null): ListView => {
  const view = defaultView(EVENT_LIST_VIEW);
  return { ...view, filters: { ...view.filters, ...filters }, sort };
};

const ids = (items: readonly EventListItem[]) => items.map((item) => item.id);

describe('events date filter (spec 5-pages §5.12 check 4)', () => {
  const march = event('e1', 'Colloquium', null, '2025-03-10', '2025-03-12');
  const undated = event('e2', 'Undated', null, null, null);
  const items = [march, undated];

  it('keeps an event whose period overlaps the chosen one, both ends included', () => {
    expect(ids(filterEvents(items, withFilters({ from: ['2025-03-12'] })))).toEqual(['e1']);
    expect(ids(filterEvents(items, withFilters({ to: ['2025-03-10'] })))).toEqual(['e1']);
    expect(ids(filterEvents(items, withFilters({ from: ['2025-03-11'], to: ['2025-03-11'] })))).toEqual(['e1']);
  });

  it('leaves it out before or after the period, and leaves out undated events while a date is chosen', () => {
    expect(ids(filterEvents(items, withFilters({ to: ['2025-03-09'] })))).toEqual([]);
    expect(ids(filterEvents(items, withFilters({ from: ['2025-03-13'] })))).toEqual([]);
    expect(ids(filterEvents(items, withFilters({})))).toEqual(['e1', 'e2']);
  });

  it('counts a missing end as the start and a missing start as the end', () => {
    expect(inPeriod({ start_date: '2025-03-10', end_date: null }, { from: '2025-03-10', to: null, invalid: false })).toBe(true);
    expect(inPeriod({ start_date: '2025-03-10', end_date: null }, { from: '2025-03-11', to: null, invalid: false })).toBe(false);
    expect(inPeriod({ start_date: null, end_date: '2025-03-10' }, { from: null, to: '2025-03-10', invalid: false })).toBe(true);
    expect(inPeriod({ start_date: null, end_date: '2025-03-10' }, { from: null, to: '2025-03-09', invalid: false })).toBe(false);
  });

  it('does not apply a period whose end is before its start, and ignores malformed dates', () => {
    const reversed = withFilters({ from: ['2025-04-01'], to: ['2025-03-01'] });
    expect(datePeriod(reversed)).toEqual({ from: '2025-04-01', to: '2025-03-01', invalid: true });
    expect(ids(filterEvents(items, reversed))).toEqual(['e1', 'e2']);
    expect(datePeriod(withFilters({ from: ['2025-02-30'], to: ['soon'] }))).toEqual({ from: null, to: null, invalid: false });
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
  });
});

describe('events list filters', () => {
  const items = [
    event('e1', 'Water forum', null, '2024-01-01', null, { event_type_id: 't1', topic_ids: ['top1'], members: [member] }),
    event('e2', 'Air day', null, null, null, { topic_ids: [] }),
    event('e3', 'Soil camp', null, '2023-05-01', null, { event_type_id: 't2', topic_ids: ['top2', 'top1'] }),
  ];

  it('combines filters with AND and values with OR; Empty matches events without a value', () => {
    expect(ids(filterEvents(items, withFilters({ eventTypes: ['t1', 't2'] })))).toEqual(['e1', 'e3']);
    expect(ids(filterEvents(items, withFilters({ eventTypes: ['none'] })))).toEqual(['e2']);
    expect(ids(filterEvents(items, withFilters({ eventTopics: ['top1'] })))).toEqual(['e1', 'e3']);
    expect(ids(filterEvents(items, withFilters({ eventTopics: ['none', 'top2'] })))).toEqual(['e2', 'e3']);
    expect(ids(filterEvents(items, withFilters({ eventTopics: ['top1'], eventTypes: ['t2'] })))).toEqual(['e3']);
    expect(ids(filterEvents(items, withFilters({ members: ['m1'] })))).toEqual(['e1']);
    expect(ids(filterEvents(items, withFilters({ eventIds: ['e2', 'e3'] })))).toEqual(['e2', 'e3']);
  });
});

describe('events list sorting', () => {
  const items = [
    event('e1', 'Zeta', 'Alpha', '2024-05-01', '2024-05-03', { event_type_id: 'b' }),
    event('e2', 'Écoles', null, null, null),
    event('e3', 'beta', 'Bêta', '2022-01-01', '2022-01-01', { event_type_id: 'a' }),
  ];
  const refName = (id: string | null) => (id === 'a' ? 'Atelier' : id === 'b' ? 'Colloque' : '');

  it('orders by name in the active language by default, accent- and case-insensitively', () => {
    expect(ids(sortEvents(items, null, 'en', refName))).toEqual(['e3', 'e2', 'e1']);
    expect(ids(sortEvents(items, null, 'fr', refName))).toEqual(['e1', 'e3', 'e2']);
  });

  it('sorts dates chronologically and types by name, empty values last in both directions', () => {
    expect(ids(sortEvents(items, { key: 'startDate', dir: 'asc' }, 'en', refName))).toEqual(['e3', 'e1', 'e2']);
    expect(ids(sortEvents(items, { key: 'startDate', dir: 'desc' }, 'en', refName))).toEqual(['e1', 'e3', 'e2']);
    expect(ids(sortEvents(items, { key: 'endDate', dir: 'desc' }, 'en', refName))).toEqual(['e1', 'e3', 'e2']);
    expect(ids(sortEvents(items, { key: 'type', dir: 'asc' }, 'en', refName))).toEqual(['e3', 'e1', 'e2']);
    expect(ids(sortEvents(items, { key: 'type', dir: 'desc' }, 'en', refName))).toEqual(['e1', 'e3', 'e2']);
  });
});

describe('event dates and form rules', () => {
  it('shows a range, one date for a one-day event, and nothing without dates', () => {
    expect(eventDates('2025-03-10', '2025-03-12', 'en')).toBe('March 10, 2025 – March 12, 2025');
    expect(eventDates('2025-03-10', '2025-03-10', 'fr')).toBe('10 mars 2025');
    expect(eventDates(null, '2025-03-12', 'en')).toBe('March 12, 2025');
    expect(eventDates(null, null, 'en')).toBeNull();
  });

  it('never offers the event itself nor its next events as a previous event', () => {
    const all = [event('a', 'A', null, null, null), event('b', 'B', null, null, null, { previous_event_ids: ['a'] }), event('c', 'C', null, null, null)];
    expect(previousEventExclusions('a', [], all).sort()).toEqual(['a', 'b']);
    expect(previousEventExclusions('a', [{ id: 'c' }], all).sort()).toEqual(['a', 'b', 'c']);
    expect(previousEventExclusions(null, [], all)).toEqual([]);
  });

  it('validates with the API rules: a name in one language, the end not before the start', () => {
    const empty = validateEventBody(eventBody(EMPTY_EVENT_FORM), 'create', 'Start date');
    expect(empty.map((e) => e.code)).toContain('one_language_required');
    const reversed = validateEventBody(eventBody({ ...EMPTY_EVENT_FORM, name_fr: 'Atelier', start_date: '2025-03-12', end_date: '2025-03-10' }), 'create', 'Date de début');
    expect(reversed).toEqual([expect.objectContaining({ field: 'end_date', code: 'date_order', params: expect.objectContaining({ after: 'Date de début' }) })]);
    expect(validateEventBody(eventBody({ ...EMPTY_EVENT_FORM, name_en: 'Workshop' }), 'create', 'Start date')).toEqual([]);
  });

  it('sends empty optional values as null and links as id arrays', () => {
    expect(eventBody({ ...EMPTY_EVENT_FORM, name_en: '  Workshop ', previous: [{ id: 'p1', label: 'P' }] })).toEqual({
      name_en: 'Workshop',
      name_fr: null,
      start_date: null,
      end_date: null,
      event_type_id: null,
      note: null,
      member_ids: [],
      partner_ids: [],
      topic_ids: [],
      resulting_product_ids: [],
      resulting_grant_ids: [],
      previous_event_ids: ['p1'],
    });
  });
});

/** The view with these translation values chosen (spec 6-data-and-beyond §6.3.6), and other filters. */
const translationView = (translation: string[], others: Record<string, string[]> = {}) => {
  const view = defaultView(EVENT_LIST_VIEW);
  return { ...view, filters: { ...view.filters, ...others, translation } };
};

describe('the translation filter on the demo events (spec 6-data-and-beyond §6.3.6, acceptance 2)', () => {
  it('keeps event 08 under English missing and event 09 under French missing', () => {
    const items = demoEventItems();
    expect(filterEvents(items, translationView(['missing-en'])).map((e) => e.id)).toEqual([items[7]?.id]);
    expect(filterEvents(items, translationView(['missing-fr'])).map((e) => e.id)).toEqual([items[8]?.id]);
  });
});
