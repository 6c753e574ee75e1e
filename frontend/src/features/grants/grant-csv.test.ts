import { REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { describe, expect, it } from 'vitest';
import { datedFileName } from '../../lib/files/file-export';
import { config } from '../../lib/config';
import { translate } from '../../lib/i18n/dictionary';
import { defaultView } from '../../lib/lists/list-view';
import { exportRecords, exportText, TEST_ORIGIN } from '../../test/csv-export';
import { demo, demoGrantItems } from '../../test/demo-lists';
import { GRANT_CSV } from './grant-csv';
import { filterGrants, GRANT_LIST_VIEW, sortGrants } from './grant-list';

const LISTS = {
  [REFERENCE_LIST_PATHS.statuses]: demo.referenceLists.statuses,
  [REFERENCE_LIST_PATHS.sources]: demo.referenceLists.sources,
  [REFERENCE_LIST_PATHS.topics]: demo.referenceLists.topics,
};
const HEADER_EN = 'Title,Amount (CAD),Status,Source,Topic,Through the network,Submission date,Obtained date,Completed date,All investigators,Investigator members,Involved members,Link';
const HEADER_FR =
  "Titre;Montant (CAD);Statut;Source;Sujet;Par l'intermédiaire du réseau;Date de soumission;Date d'obtention;Date de clôture;Tous les chercheurs;Membres chercheurs;Membres impliqués;Lien";

/** The rows the grants table gets with the status Awarded chosen and no sort (the default order). */
function awardedRows() {
  const view = defaultView(GRANT_LIST_VIEW);
  const name = (id: string | null) => demo.referenceLists.statuses.find((entry) => entry.id === id)?.name_en ?? '';
  return filterGrants(sortGrants(demoGrantItems(), null, 'en', name), { ...view, filters: { ...view.filters, grantStatuses: ['grant-status-awarded'] } });
}

describe('grants CSV export on the demo data (spec 6-data-and-beyond §6.3.1)', () => {
  it('criterion 1: Awarded gives 8 data rows in the order shown, the BOM, CR LF and the English header', async () => {
    const rows = awardedRows();
    const text = await exportText(GRANT_CSV, rows, 'en', LISTS);
    expect(text.startsWith(`\uFEFF${HEADER_EN}\r\n`)).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\r')).toBe(false);
    const records = await exportRecords(GRANT_CSV, rows, 'en', LISTS);
    expect(records).toHaveLength(1 + 8);
    expect(records.slice(1).map((record) => record[0])).toEqual(rows.map((grant) => grant.title));
    expect(records.slice(1).every((record) => record[2] === 'Awarded')).toBe(true);
    expect(records.slice(1).map((record) => record[12])).toEqual(rows.map((grant) => `${TEST_ORIGIN}/grants/${grant.id}`));
  });

  it('criterion 2: the French export has semicolons, the French header and decimal commas; the file name', async () => {
    const grant13 = demoGrantItems().filter((grant) => grant.id === 'grant-13');
    const fr = await exportText(GRANT_CSV, grant13, 'fr', LISTS);
    expect(fr.startsWith(`\uFEFF${HEADER_FR}\r\n`)).toBe(true);
    const [, row] = await exportRecords(GRANT_CSV, grant13, 'fr', LISTS);
    expect(row?.[1]).toBe('72500,50');
    const [, rowEn] = await exportRecords(GRANT_CSV, grant13, 'en', LISTS);
    expect(rowEn?.[1]).toBe('72500.50');
    const today = new Date(2026, 10, 22);
    expect(datedFileName(config.shortName, translate('fr', 'csv.sections.grants'), today, 'csv')).toBe('ARN-subventions-2026-11-22.csv');
    expect(datedFileName(config.shortName, translate('en', 'csv.sections.grants'), today, 'csv')).toBe('ARN-grants-2026-11-22.csv');
  });

  it('writes grant 13 as the demo holds it: names in the language, yes/no, dates, members', async () => {
    const grant13 = demoGrantItems().filter((grant) => grant.id === 'grant-13');
    const [, en] = await exportRecords(GRANT_CSV, grant13, 'en', LISTS);
    const [, fr] = await exportRecords(GRANT_CSV, grant13, 'fr', LISTS);
    expect(en).toEqual([
      'Early literacy in multilingual classrooms',
      '72500.50',
      'Completed',
      'Social Sciences and Humanities Research Council of Canada (SSHRC)',
      'Equity in education',
      'No',
      '2018-10-01',
      '2019-04-01',
      '2022-03-31',
      expect.any(String),
      expect.stringContaining('; '),
      '',
      `${TEST_ORIGIN}/grants/grant-13`,
    ]);
    expect(fr?.[5]).toBe('Non');
    expect(fr?.[2]).not.toBe(en?.[2]);
  });
});
