import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  columnParam,
  defaultView,
  nextSort,
  parseListView,
  pruneUnknown,
  serialiseListView,
  type ListViewDefinition,
} from './list-view';

const MEMBERS: ListViewDefinition = {
  filters: ['faculties', 'keywords'],
  columns: { faculty: false, keywords: true },
  sortable: ['name', 'faculty'],
};

describe('list view in the URL (4-shell §4.11.6)', () => {
  it('reads filters, toggles and sort', () => {
    const view = parseListView('?faculties=f1,none&showFaculty=true&showKeywords=false&sort=faculty&dir=desc', MEMBERS);
    expect(view.filters).toEqual({ faculties: ['f1', 'none'], keywords: [] });
    expect(view.columns).toEqual({ faculty: true, keywords: false });
    expect(view.sort).toEqual({ key: 'faculty', dir: 'desc' });
  });

  it('ignores malformed values', () => {
    const view = parseListView('faculties=,<x>,f2&showFaculty=maybe&sort=unknown&dir=up', MEMBERS);
    expect(view.filters.faculties).toEqual(['f2']);
    expect(view.columns.faculty).toBe(false);
    expect(view.sort).toBeNull();
    expect(parseListView('sort=name&dir=sideways', MEMBERS).sort).toBeNull();
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    expect(serialiseListView(defaultView(MEMBERS), MEMBERS)).toBe('');
    const view = { ...defaultView(MEMBERS), filters: { faculties: ['f1', 'none'], keywords: [] }, sort: { key: 'name', dir: 'asc' as const } };
    expect(serialiseListView(view, MEMBERS, 'page=2')).toBe('page=2&faculties=f1,none&sort=name&dir=asc');
    const toggled = { ...defaultView(MEMBERS), columns: { faculty: true, keywords: true } };
    expect(serialiseListView(toggled, MEMBERS)).toBe('showFaculty=true');
  });

  it('round-trips', () => {
    const query = 'keywords=k1,k2&showKeywords=false&sort=faculty&dir=asc';
    expect(serialiseListView(parseListView(query, MEMBERS), MEMBERS)).toBe(query);
  });

  it('drops ids that no longer exist', () => {
    const view = parseListView('faculties=f1,gone,none', MEMBERS);
    expect(pruneUnknown(view, { faculties: new Set(['f1', 'none']) }).filters.faculties).toEqual(['f1', 'none']);
  });

  it('sorting cycles ascending, descending, default', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'name')).toBeNull();
    expect(nextSort({ key: 'name', dir: 'desc' }, 'faculty')).toEqual({ key: 'faculty', dir: 'asc' });
  });

  it('counts active filters and names column parameters', () => {
    expect(activeFilterCount(parseListView('faculties=f1&keywords=k', MEMBERS))).toBe(2);
    expect(columnParam('memberType')).toBe('showMemberType');
  });
});
