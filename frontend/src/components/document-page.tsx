import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { announce } from '../lib/announcer';
import type { ChartBlock, DocumentModel } from '../lib/documents/document-model';
import { useWordDownload } from '../lib/documents/download-document';
import { usePrintTitle } from '../lib/documents/print-title';
import { plural } from '../lib/i18n/format';
import { formatCount } from '../lib/i18n/format-count';
import { useLanguage } from '../lib/i18n/language-context';
import { countEntries, DocumentPreview } from './document-preview';
import { PageHeading } from './page-heading';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import './document-page.css';

/** The delay after the last option change before "Preview updated: <n> entries." (spec 7-reports §7.2.5). */
export const ANNOUNCE_DELAY_MS = 500;

export interface DocumentPageProps {
  /** The page's `h1`. */
  heading: string;
  intro: string;
  /** A link under the intro ("Back to the profile"). */
  back?: ReactNode;
  /** The option groups (fieldsets) of the form. */
  options: ReactNode;
  /** The document, or null while its data loads (skeleton, buttons disabled). */
  model: DocumentModel | null;
  /**
   * Changes with every option change (the query string): 500 ms after the last change the polite
   * region says how many entries the preview holds.
   */
  optionsKey: string;
  /** Notes under the preview (left out records, fallbacks, warnings), never printed. */
  notes?: ReactNode;
  /** Shown at the end of the sheet, never printed. */
  screenNote?: ReactNode;
  renderChart?: (block: ChartBlock) => ReactNode;
}

/** `@page` for the chosen paper (spec 7-reports §7.1.6): a style element, which the CSP allows (`style-src 'unsafe-inline'`), not a script. */
function pageRule(model: DocumentModel): string {
  const size = model.paper === 'a4' ? 'A4' : 'letter';
  return `@page { size: ${size} portrait; margin: 2cm; @bottom-center { content: counter(page) " / " counter(pages); font-size: 9pt; } }`;
}

/**
 * The layout the document pages share (spec 7-reports §7.2.3 Layout, §7.3.3): from 1024 px the
 * options form (22 rem, sticky) on the left and, on the right, the buttons, the preview and the
 * notes; narrower, the options first, and below 640 px behind the disclosure button "Options".
 * Options live in the URL: nothing is saved, the page is never dirty.
 */
export function DocumentPage({ heading, intro, back, options, model, optionsKey, notes, screenNote, renderChart }: DocumentPageProps) {
  const { t, language } = useLanguage();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const optionsId = useId();
  const word = useWordDownload(model);
  usePrintTitle(model?.fileName ?? null);

  // Announce the preview's size once the options have been still for 500 ms (not on opening).
  const firstKey = useRef(optionsKey);
  const entries = model ? countEntries(model) : null;
  useEffect(() => {
    if (optionsKey === firstKey.current || entries === null) return;
    firstKey.current = '';
    const count = formatCount(entries, language);
    const timer = setTimeout(() => {
      announce(plural(entries, language, t('documents.previewUpdatedOne', { count }), t('documents.previewUpdatedOther', { count })), 'polite');
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [optionsKey, entries, language, t]);

  const loading = model === null;
  return (
    <div className="document-page">
      <PageHeading>{heading}</PageHeading>
      <p className="document-intro">{intro}</p>
      {back ? <p className="document-back">{back}</p> : null}
      <div className="document-layout">
        <div className="document-options-area">
          <button
            type="button"
            className="button button-secondary document-options-toggle"
            aria-expanded={optionsOpen}
            aria-controls={optionsId}
            onClick={() => setOptionsOpen((open) => !open)}
          >
            {t('documents.options')}
          </button>
          <form
            id={optionsId}
            className="document-options"
            data-open={optionsOpen ? 'true' : 'false'}
            aria-label={t('documents.options')}
            onSubmit={(event) => event.preventDefault()}
          >
            {options}
          </form>
        </div>
        <div className="document-main">
          <div className="document-actions">
            <button type="button" className="button button-secondary" disabled={loading} onClick={() => window.print()}>
              {t('documents.print')}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={loading}
              aria-disabled={word.busy ? 'true' : undefined}
              onClick={() => {
                if (!word.busy) word.run();
              }}
            >
              {word.busy ? <Spinner /> : null}
              {t('documents.downloadWord')}
            </button>
          </div>
          {model ? (
            <>
              <style>{pageRule(model)}</style>
              <DocumentPreview model={model} {...(renderChart ? { renderChart } : {})} screenNote={screenNote} />
            </>
          ) : (
            <section className="document-preview" aria-label={t('documents.preview')}>
              <div className="document-sheet document-sheet-loading">
                <Skeleton lines={10} />
              </div>
            </section>
          )}
          {notes ? <div className="document-notes">{notes}</div> : null}
        </div>
      </div>
    </div>
  );
}
