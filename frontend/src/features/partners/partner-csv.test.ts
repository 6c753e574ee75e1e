import type { OrganizationListItem } from '@portal/common/api/organization';
import { REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { describe, expect, it } from 'vitest';
import { exportRecords, TEST_ORIGIN } from '../../test/csv-export';
import { demo } from '../../test/demo-lists';
import { PARTNER_CSV } from './partner-csv';

const LISTS = { [REFERENCE_LIST_PATHS.orgScopes]: demo.referenceLists['org-scopes'], [REFERENCE_LIST_PATHS.orgTypes]: demo.referenceLists['org-types'] };

describe('partners CSV export (spec 6-data-and-beyond §6.3.1)', () => {
  it('heads the spec’s partners columns in both languages', async () => {
    expect((await exportRecords(PARTNER_CSV, [], 'en', LISTS))[0]).toEqual(['Name (English)', 'Name (French)', 'Organization scope', 'Organization type', 'Description', 'Link']);
    expect((await exportRecords(PARTNER_CSV, [], 'fr', LISTS))[0]).toEqual(['Nom (anglais)', 'Nom (français)', "Portée de l'organisation", "Type d'organisation", 'Description', 'Lien']);
  });

  it('criterion 4: a description typed as "=1+1" is written "\'=1+1"; names stay without fallback', async () => {
    const [scope] = demo.referenceLists['org-scopes'];
    const partner: OrganizationListItem = { id: 'org-x', name_en: null, name_fr: 'Ville de Laval', description: '=1+1', scope_id: scope?.id ?? '', type_id: null };
    const [, en] = await exportRecords(PARTNER_CSV, [partner], 'en', LISTS);
    expect(en).toEqual(['', 'Ville de Laval', scope?.name_en, '', "'=1+1", `${TEST_ORIGIN}/partners/org-x`]);
    const [, fr] = await exportRecords(PARTNER_CSV, [partner], 'fr', LISTS);
    expect(fr?.[2]).toBe(scope?.name_fr);
    expect(fr?.[4]).toBe("'=1+1");
  });
});
