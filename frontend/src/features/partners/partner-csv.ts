/** The partners list's CSV columns (spec 6-data-and-beyond §6.3.1, column table: Partners). */
import type { OrganizationListItem } from '@portal/common/api/organization';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import type { CsvColumn } from '../../lib/csv/csv-column';
import { loadedList, type CsvExportSource } from '../../lib/csv/csv-export';
import { byId, linkedName, recordLink } from '../../lib/csv/csv-values';

export const PARTNER_CSV: CsvExportSource<OrganizationListItem> = {
  section: 'partners',
  lists: [REFERENCE_LIST_PATHS.orgScopes, REFERENCE_LIST_PATHS.orgTypes],
  columns(lists, { language, origin }): Array<CsvColumn<OrganizationListItem>> {
    const scopes = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.orgScopes));
    const types = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.orgTypes));
    return [
      // Bilingual fields: the stored values without fallback, so translation gaps stay visible.
      { header: 'nameEn', value: (p) => p.name_en },
      { header: 'nameFr', value: (p) => p.name_fr },
      { header: 'orgScope', value: (p) => linkedName(p.scope_id, scopes, language) },
      { header: 'orgType', value: (p) => linkedName(p.type_id, types, language) },
      { header: 'description', value: (p) => p.description },
      { header: 'link', produced: true, value: (p) => recordLink(origin, 'partners', p.id) },
    ];
  },
};
