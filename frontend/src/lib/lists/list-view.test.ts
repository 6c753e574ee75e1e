import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  columnParam,
  decodeFilterValue,
  defaultView,
  encodeFilterValue,
  MAX_VALUE_LENGTH,
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
    const view = parseListView('faculties=,%E0%A4%A,f%00x,a%0Ab,%7F,f2,f2&showFaculty=maybe&sort=unknown&dir=up', MEMBERS);
    expect(view.filters.faculties).toEqual(['f2']);
    expect(parseListView(`faculties=${'a'.repeat(MAX_VALUE_LENGTH + 1)},${'b'.repeat(MAX_VALUE_LENGTH)}`, MEMBERS).filters.faculties).toEqual(['b'.repeat(MAX_VALUE_LENGTH)]);
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

  it('reads URL-encoded values with spaces, accents and commas (author keys)', () => {
    const view = parseListView('keywords=garcia%20lopez%2C%20maria%20jose,L%C3%A9vesque,van+der+berg+p,%3Cx%3E', MEMBERS);
    expect(view.filters.keywords).toEqual(['garcia lopez, maria jose', 'Lévesque', 'van der berg p', '<x>']);
  });

  it('writes such values encoded, joined by plain commas, and reads them back unchanged', () => {
    const values = ['garcia lopez, maria jose', 'lévesque, é', 'o\'connor 100%', 'k1'];
    const query = serialiseListView({ ...defaultView(MEMBERS), filters: { faculties: [], keywords: values } }, MEMBERS);
    expect(query).toBe('keywords=garcia%20lopez%2C%20maria%20jose,l%C3%A9vesque%2C%20%C3%A9,o\'connor%20100%25,k1');
    expect(parseListView(query, MEMBERS).filters.keywords).toEqual(values);
  });

  it('keeps other parameters as written and replaces the managed ones', () => {
    const view = { ...defaultView(MEMBERS), filters: { faculties: ['f2'], keywords: [] } };
    expect(serialiseListView(view, MEMBERS, '?tab=a%20b&faculties=f1&sort=name&dir=asc&showFaculty=true')).toBe('tab=a%20b&faculties=f2');
  });

  it('encodes and decodes single values, refusing control characters', () => {
    expect(encodeFilterValue('a,b c')).toBe('a%2Cb%20c');
    expect(decodeFilterValue('a%2Cb%20c')).toBe('a,b c');
    expect(decodeFilterValue('a%09b')).toBeNull();
    expect(decodeFilterValue('%C2%85')).toBeNull();
    expect(decodeFilterValue('%')).toBeNull();
    expect(decodeFilterValue('')).toBeNull();
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
