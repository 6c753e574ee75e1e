import type { ProductListItem } from '@portal/common/api/product';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { useCallback } from 'react';
import { DownloadIcon } from '../../components/icons';
import { MenuButton } from '../../components/menu-button';
import type { ReferenceFormat } from '../../lib/citations/reference-file';
import { bilingualText } from '../../lib/i18n/bilingual';
import { plural } from '../../lib/i18n/format';
import { formatCount } from '../../lib/i18n/format-count';
import { useLanguage } from '../../lib/i18n/language-context';
import { useListExport } from '../../lib/lists/use-list-export';
import { notifySuccess } from '../../lib/notify';
import { referenceCodeOrToast } from './product-reference-loader';

/**
 * "Export references" on the products list (spec 7-reports §7.4.1): every product matching the
 * filters, in the shown order, as BibTeX or RIS, in the interface language; busy while the code
 * loads and the file is built, "Nothing to export." for an empty result.
 */
export function ExportReferencesMenu({ rows, types }: { rows: readonly ProductListItem[]; types: readonly ReferenceEntry[] }) {
  const { t, language } = useLanguage();
  const { busy, start, ensureList } = useListExport();

  // The type names go into `type`, `howpublished` and `M3`: a press before the product types
  // arrived reads them through the one cache (as the CSV export reads its lists).
  const productTypes = useCallback(
    async (): Promise<readonly ReferenceEntry[]> => (types.length > 0 ? types : ((await ensureList(REFERENCE_LIST_PATHS.productTypes)) as ReferenceEntry[])),
    [types, ensureList],
  );

  const run = useCallback(
    (format: ReferenceFormat) => {
      start(rows.length, async () => {
        const code = await referenceCodeOrToast();
        if (!code) return;
        const byId = new Map((await productTypes()).map((type) => [type.id, type]));
        const typeName = (id: string) => {
          const type = byId.get(id);
          return type ? bilingualText(type.name_en, type.name_fr, language) : null;
        };
        await code.exportReferenceList(rows, format, { lang: language, origin: window.location.origin, typeName }, t('citations.fileSection'));
        const count = formatCount(rows.length, language);
        notifySuccess(undefined, plural(rows.length, language, t('citations.exportedOne', { count }), t('citations.exportedOther', { count })));
      });
    },
    [rows, productTypes, language, t, start],
  );

  return (
    <MenuButton
      label={t('citations.exportReferences')}
      busy={busy}
      icon={<DownloadIcon />}
      items={[
        { key: 'bibtex', label: t('citations.bibtex'), onSelect: () => run('bibtex') },
        { key: 'ris', label: t('citations.ris'), onSelect: () => run('ris') },
      ]}
    />
  );
}
