import type { SupervisionListItem } from '@portal/common/api/supervision';
import { describe, expect, it } from 'vitest';
import { defaultView, parseListView, type ListView } from '../../lib/lists/list-view';
import { filterSupervisions, localToday, progressOf, SUPERVISION_LIST_VIEW, sortSupervisions } from './supervision-list';

const ref = (id: string) => ({ id, first_name: id, last_name: 'X', is_active: true });

const item = (id: string, first: string, last: string, extra: Partial<SupervisionListItem> = {}): SupervisionListItem => ({
  id,
  first_name: first,
  last_name: last,
  start_date: null,
  end_date: null,
  faculty_id: null,
  level_id: null,
  trainee_members: [],
  principal_supervisors: [],
  co_supervisors: [],
  committee_members: [],
  ...extra,
});

const items = [
  item('s1', 'Zoé', 'Martin', { faculty_id: 'f1', level_id: 'l2', start_date: '2021-09-01', end_date: '2023-05-01', principal_supervisors: [ref('m1')] }),
  item('s2', 'Émile', 'Roy', { faculty_id: 'f2', start_date: '2019-01-15', co_supervisors: [ref('m1')], principal_supervisors: [ref('m2')] }),
  item('s3', 'Anne', 'Lévesque', { level_id: 'l1', end_date: '2030-01-01' }),
  item('s4', 'Émile', 'Dubois', { faculty_id: 'f1', start_date: '2022-02-02', end_date: '2024-06-30' }),
];

const TODAY = '2024-06-30';
const withFilters = (filters: Record<string, string[]>): ListView => {
  const view = defaultView(SUPERVISION_LIST_VIEW);
  return { ...view, filters: { ...view.filters, ...filters } };
};
const ids = (list: readonly SupervisionListItem[]) => list.map((s) => s.id);

describe('supervisions list filters', () => {
  it('keeps every supervision without filters', () => {
    expect(ids(filterSupervisions(items, withFilters({}), TODAY))).toEqual(['s1', 's2', 's3', 's4']);
  });
  it('filters by trainee (supervision ids), from the URL', () => {
    const view = parseListView('?supervisionIds=s2,s4', SUPERVISION_LIST_VIEW);
    expect(ids(filterSupervisions(items, view, TODAY))).toEqual(['s2', 's4']);
  });
  it('ORs values inside a filter, ANDs filters, and "Empty" keeps records without a value', () => {
    expect(ids(filterSupervisions(items, withFilters({ faculties: ['f1', 'f2'] }), TODAY))).toEqual(['s1', 's2', 's4']);
    expect(ids(filterSupervisions(items, withFilters({ faculties: ['f1'], levels: ['l2'] }), TODAY))).toEqual(['s1']);
    expect(ids(filterSupervisions(items, withFilters({ faculties: ['none'] }), TODAY))).toEqual(['s3']);
    expect(ids(filterSupervisions(items, withFilters({ levels: ['none', 'l1'] }), TODAY))).toEqual(['s2', 's3', 's4']);
  });
  it('matches a supervisor holding either role; "Empty" keeps supervisions with neither', () => {
    expect(ids(filterSupervisions(items, withFilters({ supervisors: ['m1'] }), TODAY))).toEqual(['s1', 's2']);
    expect(ids(filterSupervisions(items, withFilters({ supervisors: ['m2'] }), TODAY))).toEqual(['s2']);
    expect(ids(filterSupervisions(items, withFilters({ supervisors: ['none'] }), TODAY))).toEqual(['s3', 's4']);
  });
  it('progress: no end date or an end date on or after today is ongoing, before today ended', () => {
    expect(progressOf({ end_date: null }, TODAY)).toBe('ongoing');
    expect(progressOf({ end_date: TODAY }, TODAY)).toBe('ongoing');
    expect(progressOf({ end_date: '2024-06-29' }, TODAY)).toBe('ended');
    expect(ids(filterSupervisions(items, withFilters({ progress: ['ongoing'] }), TODAY))).toEqual(['s2', 's3', 's4']);
    expect(ids(filterSupervisions(items, withFilters({ progress: ['ended'] }), TODAY))).toEqual(['s1']);
    expect(ids(filterSupervisions(items, withFilters({ progress: ['ongoing', 'ended'] }), TODAY))).toHaveLength(4);
  });
  it('localToday writes the local calendar date', () => {
    expect(localToday(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });
});

describe('supervisions list sorting', () => {
  const names: Record<string, string> = { f1: 'Sciences', f2: 'Arts', l1: 'Master', l2: 'Doctorate' };
  const refName = (id: string | null) => (id ? (names[id] ?? '') : '');
  it('defaults to first name then last name, accent-insensitively', () => {
    expect(ids(sortSupervisions(items, null, 'fr', refName))).toEqual(['s3', 's4', 's2', 's1']);
  });
  it('sorts by name descending when asked', () => {
    expect(ids(sortSupervisions(items, { key: 'name', dir: 'desc' }, 'en', refName))).toEqual(['s1', 's2', 's4', 's3']);
  });
  it('sorts faculty and level by name, empty values last in both directions', () => {
    expect(ids(sortSupervisions(items, { key: 'faculty', dir: 'asc' }, 'en', refName))).toEqual(['s2', 's4', 's1', 's3']);
    expect(ids(sortSupervisions(items, { key: 'faculty', dir: 'desc' }, 'en', refName))).toEqual(['s4', 's1', 's2', 's3']);
    expect(ids(sortSupervisions(items, { key: 'level', dir: 'asc' }, 'en', refName))).toEqual(['s1', 's3', 's4', 's2']);
  });
  it('sorts dates chronologically with empty dates last', () => {
    expect(ids(sortSupervisions(items, { key: 'startDate', dir: 'asc' }, 'en', refName))).toEqual(['s2', 's1', 's4', 's3']);
    expect(ids(sortSupervisions(items, { key: 'startDate', dir: 'desc' }, 'en', refName))).toEqual(['s4', 's1', 's2', 's3']);
    expect(ids(sortSupervisions(items, { key: 'endDate', dir: 'desc' }, 'en', refName))).toEqual(['s3', 's4', 's1', 's2']);
  });
  it('ignores an unknown sort key in the URL', () => {
    expect(parseListView('?sort=note&dir=asc', SUPERVISION_LIST_VIEW).sort).toBeNull();
    expect(parseListView('?sort=endDate&dir=desc', SUPERVISION_LIST_VIEW).sort).toEqual({ key: 'endDate', dir: 'desc' });
  });
});
