import type { MemberListItem } from '@portal/common/api/member';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { describe, expect, it } from 'vitest';
import { exportRecords, TEST_ORIGIN } from '../../test/csv-export';
import { MEMBER_CSV } from './member-csv';

const LISTS = {
  [REFERENCE_LIST_PATHS.faculties]: [{ id: 'f1', name_en: 'Engineering', name_fr: 'Génie', retired: false }],
  [REFERENCE_LIST_PATHS.memberTypes]: [{ id: 't1', name_en: 'Regular', name_fr: 'Régulier', retired: false }],
  [API_PATHS['all-keywords']()]: [
    { id: 'k1', name_en: 'Water', name_fr: 'Eau' },
    { id: 'k2', name_en: null, name_fr: 'Santé publique' },
  ],
};

const member: MemberListItem = {
  id: 'member-02',
  account: { first_name: 'Éric', last_name: 'Lévesque' },
  is_active: true,
  faculty_id: 'f1',
  member_type_id: 't1',
  keyword_ids: ['k1', 'k2'],
  problems: [
    { name_en: 'Clean water', name_fr: 'Eau potable' },
    { name_en: '-1 degree', name_fr: null },
  ],
  orcid: '0000-0002-1825-0097',
  missing_languages: ['fr'],
};

describe('members CSV export (spec 6-data-and-beyond §6.3.1)', () => {
  it('heads every column of the spec, in its order, in both languages', async () => {
    expect((await exportRecords(MEMBER_CSV, [], 'en', LISTS))[0]).toEqual([
      'First name', 'Last name', 'Faculty', 'Member type', 'Keywords', 'Problems I work on (English)', 'Problems I work on (French)', 'ORCID iD', 'Link',
    ]);
    expect((await exportRecords(MEMBER_CSV, [], 'fr', LISTS))[0]).toEqual([
      'Prénom', 'Nom de famille', 'Faculté', 'Type de membre', 'Mots-clés', 'Problèmes sur lesquels je travaille (anglais)', 'Problèmes sur lesquels je travaille (français)', 'Identifiant ORCID', 'Lien',
    ]);
  });

  it('names linked records in the language with fallback, joins problems per side without fallback, writes the ORCID iD', async () => {
    const [, en] = await exportRecords(MEMBER_CSV, [member], 'en', LISTS);
    expect(en).toEqual(['Éric', 'Lévesque', 'Engineering', 'Regular', 'Water; Santé publique', "Clean water; -1 degree", 'Eau potable', '0000-0002-1825-0097', `${TEST_ORIGIN}/members/member-02`]);
    const [, fr] = await exportRecords(MEMBER_CSV, [member], 'fr', LISTS);
    expect(fr?.slice(2, 7)).toEqual(['Génie', 'Régulier', 'Eau; Santé publique', 'Clean water; -1 degree', 'Eau potable']);
  });
});
