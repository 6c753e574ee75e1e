import { REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import type { SupervisionListItem } from '@portal/common/api/supervision';
import { describe, expect, it } from 'vitest';
import { exportRecords, TEST_ORIGIN } from '../../test/csv-export';
import { SUPERVISION_CSV } from './supervision-csv';

const LISTS = {
  [REFERENCE_LIST_PATHS.levels]: [{ id: 'l1', name_en: 'PhD', name_fr: 'Doctorat', retired: false }],
  [REFERENCE_LIST_PATHS.faculties]: [{ id: 'f1', name_en: 'Law', name_fr: 'Droit', retired: false }],
};
const ref = (id: string, first_name: string, last_name: string, is_active = true) => ({ id, first_name, last_name, is_active });

const supervision: SupervisionListItem = {
  id: 'supervision-01',
  first_name: 'Léa',
  last_name: 'Roy',
  start_date: '2023-09-01',
  end_date: null,
  level_id: 'l1',
  faculty_id: 'f1',
  trainee_members: [ref('m1', 'Léa', 'Roy')],
  principal_supervisors: [ref('m2', 'Geneviève', 'Gagnon'), ref('m3', 'Wei', 'Zhang', false)],
  co_supervisors: [],
  committee_members: [ref('m4', 'Kwame', 'Mensah')],
};

describe('supervisions CSV export (spec 6-data-and-beyond §6.3.1)', () => {
  it('heads the spec’s supervisions columns in both languages', async () => {
    expect((await exportRecords(SUPERVISION_CSV, [], 'en', LISTS))[0]).toEqual([
      'First name', 'Last name', 'Level', 'Faculty', 'Start date', 'End date', 'Trainee member', 'Principal supervisors', 'Co-supervisors', 'Committee members', 'Link',
    ]);
    expect((await exportRecords(SUPERVISION_CSV, [], 'fr', LISTS))[0]).toEqual([
      'Prénom', 'Nom de famille', 'Niveau', 'Faculté', 'Date de début', 'Date de fin', 'Membre supervisé', 'Superviseurs principaux', 'Cosuperviseurs', 'Membres du comité', 'Lien',
    ]);
  });

  it('writes the members of each role, inactive ones included, and empty missing values', async () => {
    const [, fr] = await exportRecords(SUPERVISION_CSV, [supervision], 'fr', LISTS);
    expect(fr).toEqual(['Léa', 'Roy', 'Doctorat', 'Droit', '2023-09-01', '', 'Léa Roy', 'Geneviève Gagnon; Wei Zhang', '', 'Kwame Mensah', `${TEST_ORIGIN}/supervisions/supervision-01`]);
  });
});
