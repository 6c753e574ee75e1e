/**
 * The products list's CSV columns (spec 6-data-and-beyond §6.3.1, column table: Products). The
 * partner and target ids are in the list item for this export (docs/adr/0033, amendment); their
 * names come from all-organizations and all-targets, loaded through the shared cache.
 */
import type { ProductListItem } from '@portal/common/api/product';
import type { ReferenceEntry } from '@portal/common/api/reference';
import type { OrganizationReference } from '@portal/common/api/refs';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import type { CsvColumn } from '../../lib/csv/csv-column';
import { loadedList, type CsvExportSource } from '../../lib/csv/csv-export';
import { byId, csvDate, linkedName, linkedNames, memberNames, recordLink } from '../../lib/csv/csv-values';

const ORGANIZATIONS_PATH = API_PATHS['all-organizations']();

export const PRODUCT_CSV: CsvExportSource<ProductListItem> = {
  section: 'products',
  lists: [REFERENCE_LIST_PATHS.productTypes, ORGANIZATIONS_PATH, REFERENCE_LIST_PATHS.targets],
  columns(lists, { language, origin }): Array<CsvColumn<ProductListItem>> {
    const types = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.productTypes));
    const organizations = byId(loadedList<OrganizationReference>(lists, ORGANIZATIONS_PATH));
    const targets = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.targets));
    return [
      { header: 'titleEn', value: (p) => p.title_en },
      { header: 'titleFr', value: (p) => p.title_fr },
      { header: 'publishDate', produced: true, value: (p) => csvDate(p.publish_date) },
      { header: 'productType', value: (p) => linkedName(p.product_type_id, types, language) },
      { header: 'allAuthors', value: (p) => p.all_author },
      { header: 'memberAuthors', value: (p) => memberNames(p.member_authors) },
      { header: 'doi', value: (p) => p.doi },
      { header: 'partners', value: (p) => linkedNames(p.partner_ids, organizations, language) },
      { header: 'targets', value: (p) => linkedNames(p.target_ids, targets, language) },
      { header: 'link', produced: true, value: (p) => recordLink(origin, 'products', p.id) },
    ];
  },
};
