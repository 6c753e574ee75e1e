import type { MemberListItem } from '@portal/common/api/member';
import { describe, expect, it } from 'vitest';
import { defaultView, parseListView } from '../../lib/lists/list-view';
import { filterMembers, keywordLabel, MEMBERS_VIEW, sortMemberRows } from './members-view';
import { demoMemberItems } from '../../test/demo-translation-items';

const member = (id: string, first: string, extra: Partial<MemberListItem> = {}): MemberListItem => ({
  id,
  account: { first_name: first, last_name: 'X' },
  is_active: true,
  faculty_id: null,
  member_type_id: null,
  keyword_ids: [],
  problems: [],
  orcid: null,
  missing_languages: [],
  ...extra,
});

const MEMBERS = [
  member('a', 'Anne', { faculty_id: 'f1', keyword_ids: ['k1', 'k2'] }),
  member('b', 'Bruno', { faculty_id: 'f2', member_type_id: 't1', keyword_ids: ['k2'] }),
  member('c', 'Chloé'),
];

const ids = (members: MemberListItem[]) => members.map((m) => m.id);
const view = (search: string) => parseListView(search, MEMBERS_VIEW);

describe('members view', () => {
  it('reads the URL parameters of spec 5-pages §5.4.1', () => {
    const parsed = view('?keywords=k1,none&showFaculty=true&sort=faculty&dir=desc');
    expect(parsed.filters.keywords).toEqual(['k1', 'none']);
    expect(parsed.columns).toEqual({ faculty: true, memberType: false, keywords: true, orcid: false });
    expect(parsed.sort).toEqual({ key: 'faculty', dir: 'desc' });
    // The ORCID iD column (spec 6-data-and-beyond §6.3.8): off unless `showOrcid=true`.
    expect(view('?showOrcid=true').columns.orcid).toBe(true);
  });

  it('combines filters with AND and values with OR; Empty matches missing values', () => {
    expect(ids(filterMembers(MEMBERS, defaultView(MEMBERS_VIEW)))).toEqual(['a', 'b', 'c']);
    expect(ids(filterMembers(MEMBERS, view('?keywords=k1,k2')))).toEqual(['a', 'b']);
    expect(ids(filterMembers(MEMBERS, view('?keywords=none')))).toEqual(['c']);
    expect(ids(filterMembers(MEMBERS, view('?keywords=k2&faculties=f2')))).toEqual(['b']);
    expect(ids(filterMembers(MEMBERS, view('?memberTypes=none')))).toEqual(['a', 'c']);
    expect(ids(filterMembers(MEMBERS, view('?memberIds=c,a')))).toEqual(['a', 'c']);
  });

  it('sorts by name or by a reference column, empty values last', () => {
    const names = {
      faculties: new Map([
        ['f1', { id: 'f1', name_en: 'Zoology', name_fr: 'Zoologie' }],
        ['f2', { id: 'f2', name_en: 'Arts', name_fr: 'Arts' }],
      ]),
      memberTypes: new Map(),
    };
    expect(ids(sortMemberRows(MEMBERS, null, 'en', names))).toEqual(['a', 'b', 'c']);
    expect(ids(sortMemberRows(MEMBERS, { key: 'name', dir: 'desc' }, 'en', names))).toEqual(['c', 'b', 'a']);
    expect(ids(sortMemberRows(MEMBERS, { key: 'faculty', dir: 'asc' }, 'en', names))).toEqual(['b', 'a', 'c']);
    expect(ids(sortMemberRows(MEMBERS, { key: 'faculty', dir: 'desc' }, 'en', names))).toEqual(['a', 'b', 'c']);
  });

  it('labels keywords in the active language, then the other', () => {
    expect(keywordLabel({ id: 'k', name_en: 'Water', name_fr: 'Eau' }, 'fr')).toBe('Eau / Water');
    expect(keywordLabel({ id: 'k', name_en: 'Water', name_fr: null }, 'fr')).toBe('Water');
  });
});

/** The view with these translation values chosen (spec 6-data-and-beyond §6.3.6), and other filters. */
const translationView = (translation: string[], others: Record<string, string[]> = {}) => {
  const view = defaultView(MEMBERS_VIEW);
  return { ...view, filters: { ...view.filters, ...others, translation } };
};

describe('the translation filter on the demo members (spec 6-data-and-beyond §6.3.6, acceptance 3)', () => {
  it('keeps Éric Lévesque under English missing, not under Complete; every member is under one or the other', () => {
    const items = demoMemberItems();
    const ids = (values: string[]) => filterMembers(items, translationView(values)).map((m) => m.id);
    expect(ids(['missing-en'])).toContain('member-eric-levesque');
    expect(ids(['complete'])).not.toContain('member-eric-levesque');
    expect(ids(['complete']).length + ids(['missing-en', 'missing-fr']).length).toBe(items.length);
  });
});
