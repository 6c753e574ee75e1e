import type { ProductPublicDetail } from '@portal/common/api/product';
import { useState, type ComponentType } from 'react';
import { DownloadIcon } from '../../components/icons';
import { MenuButton } from '../../components/menu-button';
import type { ReferenceFormat } from '../../lib/citations/reference-file';
import { bilingualText } from '../../lib/i18n/bilingual';
import { useLanguage } from '../../lib/i18n/language-context';
import { notifyError, notifySuccess } from '../../lib/notify';
import { referenceCodeOrToast } from './product-reference-loader';
import './product-references.css';
import type { CiteDialog } from './product-references';

/**
 * "Cite" and "Export the reference" in a product page's card header (spec 7-reports §7.4.1):
 * built from the detail the page already holds (no request but the code's chunk), the abstract
 * included, in the interface language.
 */
export function ProductReferenceActions({ product }: { product: ProductPublicDetail }) {
  const { t, language } = useLanguage();
  const [Dialog, setDialog] = useState<ComponentType<Parameters<typeof CiteDialog>[0]> | null>(null);
  const [busy, setBusy] = useState(false);
  const type = product.product_type;
  const typeName = (id: string) => (type && type.id === id ? bilingualText(type.name_en, type.name_fr, language) : null);
  const exportable = { ...product, product_type_id: type?.id ?? null };

  const openCite = async () => {
    const code = await referenceCodeOrToast();
    if (code) setDialog(() => code.CiteDialog);
  };
  const exportAs = async (format: ReferenceFormat) => {
    setBusy(true);
    try {
      const code = await referenceCodeOrToast();
      if (!code) return;
      code.exportSingleReference(exportable, format, { lang: language, origin: window.location.origin, typeName });
      notifySuccess(undefined, t('citations.exportedSingle'));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="reference-actions">
      <button type="button" className="button button-secondary" onClick={() => void openCite()}>
        {t('citations.cite')}
      </button>
      <MenuButton
        label={t('citations.exportReference')}
        busy={busy}
        icon={<DownloadIcon />}
        items={[
          { key: 'bibtex', label: t('citations.bibtex'), onSelect: () => void exportAs('bibtex') },
          { key: 'ris', label: t('citations.ris'), onSelect: () => void exportAs('ris') },
        ]}
      />
      {Dialog ? <Dialog product={exportable} typeName={typeName} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
