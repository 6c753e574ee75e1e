/** Filtering and sorting of the supervisions list (spec 5-pages §5.10.1), in the browser. */
import type { SupervisionListItem } from '@portal/common/api/supervision';
import { compareText, sortByTexts } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';
import { EMPTY_VALUE, type ListView, type ListViewDefinition } from '../../lib/lists/list-view';

export const SUPERVISION_LIST_VIEW: ListViewDefinition = {
  filters: ['supervisionIds', 'faculties', 'levels', 'supervisors', 'progress'],
  columns: { faculty: true, level: true, principals: true, coSupervisors: false, startDate: true, endDate: false },
  sortable: ['name', 'faculty', 'level', 'startDate', 'endDate'],
};

export const PROGRESS_VALUES = ['ongoing', 'ended'] as const;

/** Today's calendar date (YYYY-MM-DD) in the browser's time zone. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `ongoing`: no end date, or an end date on or after today; `ended`: an end date before today. */
export function progressOf(item: Pick<SupervisionListItem, 'end_date'>, today: string): 'ongoing' | 'ended' {
  return item.end_date !== null && item.end_date < today ? 'ended' : 'ongoing';
}

function matchesOne(values: readonly string[] | undefined, value: string | null): boolean {
  if (!values || values.length === 0) return true;
  return values.includes(value ?? EMPTY_VALUE);
}

function matchesAny(values: readonly string[] | undefined, present: readonly string[]): boolean {
  if (!values || values.length === 0) return true;
  if (present.length === 0) return values.includes(EMPTY_VALUE);
  return present.some((value) => values.includes(value));
}

/** Filters combine with AND; the values of one filter with OR. */
export function filterSupervisions(items: readonly SupervisionListItem[], view: ListView, today: string): SupervisionListItem[] {
  const f = view.filters;
  return items.filter(
    (item) =>
      ((f.supervisionIds ?? []).length === 0 || (f.supervisionIds ?? []).includes(item.id)) &&
      matchesOne(f.faculties, item.faculty_id) &&
      matchesOne(f.levels, item.level_id) &&
      matchesAny(f.supervisors, [...item.principal_supervisors, ...item.co_supervisors].map((member) => member.id)) &&
      ((f.progress ?? []).length === 0 || (f.progress ?? []).includes(progressOf(item, today))),
  );
}

/**
 * Default order: the trainee's first name, then last name. `faculty` and `level` by name in the
 * active language, dates chronologically; empty values last in both directions.
 */
export function sortSupervisions(
  items: readonly SupervisionListItem[],
  sort: ListView['sort'],
  language: Language,
  refName: (id: string | null) => string,
): SupervisionListItem[] {
  const byName = sortByTexts(items, [(item) => item.first_name, (item) => item.last_name], language);
  if (!sort) return byName;
  const position = new Map(byName.map((item, index) => [item.id, index]));
  const sign = sort.dir === 'asc' ? 1 : -1;
  const value = (item: SupervisionListItem): string | null => {
    switch (sort.key) {
      case 'faculty':
        return refName(item.faculty_id) || null;
      case 'level':
        return refName(item.level_id) || null;
      case 'startDate':
        return item.start_date;
      case 'endDate':
        return item.end_date;
      default:
        return null;
    }
  };
  if (sort.key === 'name') return sort.dir === 'asc' ? byName : [...byName].reverse();
  return [...byName].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const tie = (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0);
    if (x === null || y === null) return x === y ? tie : x === null ? 1 : -1;
    const c = sort.key.endsWith('Date') ? (x < y ? -1 : x > y ? 1 : 0) : compareText(x, y, language);
    return c !== 0 ? sign * c : tie;
  });
}
