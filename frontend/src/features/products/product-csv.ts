/**
 * The products list's CSV columns (spec 6-data-and-beyond §6.3.1, column table: Products).
 *
 * Not written: "Partners" and "Targets". The `/api/all-products` item carries neither (targets
 * are on the detail only, docs/adr/0033; the partner ids leave the item in issue 13), and the
 * export never holds a field the list did not receive, nor may it add a route or one request per
 * product. The conflict is the lead's to settle (issue 14, report of the csv part).
 */
import type { ProductListItem } from '@portal/common/api/product';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import type { CsvColumn } from '../../lib/csv/csv-column';
import { loadedList, type CsvExportSource } from '../../lib/csv/csv-export';
import { byId, csvDate, linkedName, memberNames, recordLink } from '../../lib/csv/csv-values';

export const PRODUCT_CSV: CsvExportSource<ProductListItem> = {
  section: 'products',
  lists: [REFERENCE_LIST_PATHS.productTypes],
  columns(lists, { language, origin }): Array<CsvColumn<ProductListItem>> {
    const types = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.productTypes));
    return [
      { header: 'titleEn', value: (p) => p.title_en },
      { header: 'titleFr', value: (p) => p.title_fr },
      { header: 'publishDate', produced: true, value: (p) => csvDate(p.publish_date) },
      { header: 'productType', value: (p) => linkedName(p.product_type_id, types, language) },
      { header: 'allAuthors', value: (p) => p.all_author },
      { header: 'memberAuthors', value: (p) => memberNames(p.member_authors) },
      { header: 'doi', value: (p) => p.doi },
      { header: 'link', produced: true, value: (p) => recordLink(origin, 'products', p.id) },
    ];
  },
};
