import type { MemberListItem } from '@portal/common/api/member';
import { describe, expect, it } from 'vitest';
import { sortMembers } from './sort-members';

function member(id: string, first: string, last: string): MemberListItem {
  return {
    id,
    account: { first_name: first, last_name: last },
    is_active: true,
    faculty_id: null,
    member_type_id: null,
    keyword_ids: [],
    problems: [],
    orcid: null,
    missing_languages: [],
  };
}

const names = (list: MemberListItem[]) => list.map((m) => `${m.account.first_name} ${m.account.last_name}`);

describe('members sorting', () => {
  const members = [
    member('1', 'Zoé', 'Martin'),
    member('2', 'éric', 'Tremblay'),
    member('3', 'Marie', 'Coté'),
    member('4', 'Eric', 'Gagnon'),
    member('5', 'Marie', 'Côte'),
    member('6', 'Émile', 'Roy'),
    member('7', 'marie', 'Côte'),
  ];

  it('by first name then last name, accents and case ignored first (English)', () => {
    expect(names(sortMembers(members, 'en'))).toEqual([
      'Émile Roy',
      'Eric Gagnon',
      'éric Tremblay',
      'marie Côte',
      'Marie Coté',
      'Marie Côte',
      'Zoé Martin',
    ]);
  });

  it('uses the French collator in French (accents compared from the end)', () => {
    expect(names(sortMembers(members, 'fr'))).toEqual([
      'Émile Roy',
      'Eric Gagnon',
      'éric Tremblay',
      'marie Côte',
      'Marie Côte',
      'Marie Coté',
      'Zoé Martin',
    ]);
  });

  it('does not change its input and is stable by id', () => {
    const copy = [...members];
    sortMembers(members, 'en');
    expect(members).toEqual(copy);
    const twins = [member('b', 'Ana', 'Roy'), member('a', 'Ana', 'Roy')];
    expect(sortMembers(twins, 'fr').map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('puts empty names last', () => {
    const list = [member('1', '', 'Roy'), member('2', 'Ana', 'Roy')];
    expect(sortMembers(list, 'en').map((m) => m.id)).toEqual(['2', '1']);
  });
});
