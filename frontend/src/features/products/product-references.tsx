/**
 * The bibliographic export and the Cite dialog (spec 7-reports §7.4), loaded on first use
 * (product-reference-loader.ts): this module and what it imports are the "export and citation
 * code" of the size budget (under 10 kB gzip).
 */
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { announce } from '../../lib/announcer';
import { formatCitation, citationPlainText, type CitationStyle } from '../../lib/citations/citation';
import { readCitationStyle, writeCitationStyle } from '../../lib/citations/citation-style';
import { buildReferenceFile, referenceEntry, type ReferenceFormat } from '../../lib/citations/reference-file';
import type { ExportableProduct, ExportContext } from '../../lib/citations/reference-record';
import { datedFileName, downloadFile, localDate } from '../../lib/files/file-export';
import type { TextRun } from '../../lib/documents/document-model';
import { useLanguage } from '../../lib/i18n/language-context';
import { config } from '../../lib/config';

const FILE_TYPES: Readonly<Record<ReferenceFormat, { extension: string; mime: string }>> = {
  bibtex: { extension: 'bib', mime: 'application/x-bibtex;charset=utf-8' },
  ris: { extension: 'ris', mime: 'application/x-research-info-systems;charset=utf-8' },
};

/** `<short name>-products-<YYYY-MM-DD>.bib` (`produits` in French), ASCII as the CSV export's names. */
export function listFileName(section: string, format: ReferenceFormat, now: Date): string {
  return datedFileName(config.shortName, section, now, FILE_TYPES[format].extension);
}

/** Builds the file of a list (in slices: the page stays responsive) and downloads it. */
export async function exportReferenceList(products: readonly ExportableProduct[], format: ReferenceFormat, context: ExportContext, section: string): Promise<void> {
  const now = new Date();
  const parts = await buildReferenceFile(products, format, { ...context, shortName: config.shortName, date: localDate(now) });
  downloadFile(parts, listFileName(section, format, now), FILE_TYPES[format].mime);
}

/** One product's file, named after its citation key (`levesque2024home.bib`). */
export function exportSingleReference(product: ExportableProduct, format: ReferenceFormat, context: ExportContext): void {
  const { text, key } = referenceEntry(product, format, context);
  const body = format === 'bibtex' ? `${text}\n` : text;
  downloadFile([body], `${key || 'reference'}.${FILE_TYPES[format].extension}`, FILE_TYPES[format].mime);
}

function CitationRuns({ runs }: { runs: readonly TextRun[] }) {
  return (
    <>
      {runs.map((run, index) => {
        let content: React.ReactNode = run.text;
        if (run.italic) content = <i>{content}</i>;
        if (run.bold) content = <b>{content}</b>;
        return run.lang ? (
          <span key={index} lang={run.lang}>
            {content}
          </span>
        ) : (
          <span key={index}>{content}</span>
        );
      })}
    </>
  );
}

const COPIED_MS = 2000;

/** The Cite dialog (§7.4.2): style, citation, note, Copy and Close. Render it only while open. */
export function CiteDialog({ product, typeName, onClose }: { product: ExportableProduct; typeName: (id: string) => string | null; onClose: () => void }) {
  const { t, language } = useLanguage();
  const [style, setStyle] = useState<CitationStyle>(readCitationStyle);
  const [copied, setCopied] = useState(false);
  const [refused, setRefused] = useState(false);
  const copyRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const { runs } = formatCitation(product, { style, lang: language, typeName });
  const plain = citationPlainText(runs);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const choose = (next: CitationStyle) => {
    setStyle(next);
    writeCitationStyle(next);
    setRefused(false);
  };

  const selectCitation = () => {
    const box = boxRef.current;
    const selection = window.getSelection();
    if (!box || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(box);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const copy = async () => {
    try {
      if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) throw new Error('No rich clipboard.');
      await navigator.clipboard.write([
        new ClipboardItem({
          // The box's own markup: italics, bold and languages exactly as shown.
          'text/html': new Blob([boxRef.current?.innerHTML ?? plain], { type: 'text/html' }),
          'text/plain': new Blob([plain], { type: 'text/plain' }),
        }),
      ]);
      setRefused(false);
      setCopied(true);
      announce(t('citations.copiedAnnouncement'), 'polite');
    } catch {
      setRefused(true);
      selectCitation();
    }
  };

  return (
    <Dialog
      title={t('citations.dialogTitle')}
      onCancel={onClose}
      initialFocus={copyRef}
      className="cite-dialog"
      actions={
        <>
          <button ref={copyRef} type="button" className="button button-primary" onClick={() => void copy()}>
            {copied ? t('citations.copied') : t('citations.copy')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('dialog.close')}
          </button>
        </>
      }
    >
      <fieldset className="cite-styles">
        <legend>{t('citations.style')}</legend>
        {(['apa', 'vancouver'] as const).map((value) => (
          <label key={value} className="cite-style">
            <input type="radio" name="citation-style" value={value} checked={style === value} onChange={() => choose(value)} />
            {t(`citations.${value}`)}
          </label>
        ))}
      </fieldset>
      <div ref={boxRef} className="citation-box" data-testid="citation">
        <CitationRuns runs={runs} />
      </div>
      <p className="field-help">{t('citations.note')}</p>
      {refused ? (
        <p className="cite-refused" role="alert">
          {t('citations.copyRefused')}
        </p>
      ) : null}
    </Dialog>
  );
}
