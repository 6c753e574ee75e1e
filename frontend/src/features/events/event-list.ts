/** Filtering and sorting of the events list (spec 5-pages §5.9.1), in the browser. */
import type { EventListItem } from '@portal/common/api/event';
import { bilingualText } from '../../lib/i18n/bilingual';
import { compareText, sortByTexts } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';
import { formatDate } from '../../lib/i18n/format';
import { EMPTY_VALUE, type ListView, type ListViewDefinition } from '../../lib/lists/list-view';
import { translationMatcher, nameTranslation, TRANSLATION_FILTER } from '../../lib/lists/translation-filter';

/** `from` and `to` are kept in the URL like filters (one value each) so Reset clears them too. */
export const EVENT_LIST_VIEW: ListViewDefinition = {
  filters: ['eventIds', 'eventTypes', 'eventTopics', 'members', TRANSLATION_FILTER, 'from', 'to'],
  columns: {
    type: true,
    startDate: true,
    endDate: true,
    topics: false,
    members: false,
  },
  sortable: ['name', 'type', 'startDate', 'endDate'],
};

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

export interface DatePeriod {
  from: string | null;
  to: string | null;
  /** "To" is before "From": the date filter is not applied. */
  invalid: boolean;
}

/** The chosen period of the view (malformed dates are ignored). */
export function datePeriod(view: ListView): DatePeriod {
  const pick = (name: string) => {
    const value = view.filters[name]?.[0];
    return value && isCalendarDate(value) ? value : null;
  };
  const from = pick('from');
  const to = pick('to');
  return { from, to, invalid: from !== null && to !== null && to < from };
}

/** Whether any filter of the view applies: a chosen value, or a period that is not inverted. */
export function eventFilterApplies(view: ListView, period: DatePeriod): boolean {
  const chosen = Object.entries(view.filters).some(([name, values]) => name !== 'from' && name !== 'to' && values.length > 0);
  return chosen || (!period.invalid && (period.from !== null || period.to !== null));
}

/**
 * The date filter: kept when the event's period overlaps the chosen one, both ends included (a
 * missing end counts as the start, a missing start as the end); an event without any date is
 * left out while a date is chosen.
 */
export function inPeriod(event: Pick<EventListItem, 'start_date' | 'end_date'>, period: DatePeriod): boolean {
  if (period.invalid || (period.from === null && period.to === null)) return true;
  const start = event.start_date ?? event.end_date;
  const end = event.end_date ?? event.start_date;
  if (start === null || end === null) return false;
  return (period.to === null || start <= period.to) && (period.from === null || end >= period.from);
}

const inFilter = (values: readonly string[] | undefined, value: string | null) =>
  !values || values.length === 0 || values.includes(value ?? EMPTY_VALUE);

/** A multi-valued field matches one of the chosen values; "Empty" matches no value at all. */
const inListFilter = (values: readonly string[] | undefined, present: readonly string[]) =>
  !values || values.length === 0 || (present.length === 0 ? values.includes(EMPTY_VALUE) : present.some((id) => values.includes(id)));

export function filterEvents(items: readonly EventListItem[], view: ListView): EventListItem[] {
  const f = view.filters;
  const period = datePeriod(view);
  const translated = translationMatcher(f.translation, nameTranslation);
  return items.filter(
    (event) =>
      inFilter(f.eventIds, event.id) &&
      inFilter(f.eventTypes, event.event_type_id) &&
      inListFilter(f.eventTopics, event.topic_ids) &&
      ((f.members ?? []).length === 0 || event.members.some((m) => (f.members ?? []).includes(m.id))) &&
      translated(event) &&
      inPeriod(event, period),
  );
}

export const eventName = (event: { name_en: string | null; name_fr: string | null }, language: Language) => bilingualText(event.name_en, event.name_fr, language);

/** Default order: name in the active language; dates chronologically; empty values last. */
export function sortEvents(items: readonly EventListItem[], sort: ListView['sort'], language: Language, refName: (id: string | null) => string): EventListItem[] {
  const byName = sortByTexts(items, [(event) => eventName(event, language)], language);
  if (!sort) return byName;
  const position = new Map(byName.map((event, index) => [event.id, index]));
  const value = (event: EventListItem): string | null => {
    switch (sort.key) {
      case 'type':
        return refName(event.event_type_id) || null;
      case 'startDate':
        return event.start_date;
      case 'endDate':
        return event.end_date;
      default:
        return eventName(event, language) || null;
    }
  };
  const sign = sort.dir === 'asc' ? 1 : -1;
  const chronological = sort.key === 'startDate' || sort.key === 'endDate';
  return [...byName].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const tie = (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0);
    if (x === null || y === null) return x === y ? tie : x === null ? 1 : -1;
    const c = chronological ? (x < y ? -1 : x > y ? 1 : 0) : compareText(x, y, language);
    return c !== 0 ? sign * c : tie;
  });
}

/**
 * The dates of an event (spec 4-shell §4.4.4): a range, or one date when start and end are equal
 * or only one is known; null without any date (never a placeholder date).
 */
export function eventDates(start: string | null, end: string | null, language: Language): string | null {
  const from = formatDate(start, language);
  const to = formatDate(end, language);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from ?? to;
}
