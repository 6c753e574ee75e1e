/**
 * "Download Word (.docx)" (spec 7-reports §7.1.6): loads the Word builder on the first press
 * (never before: it carries the `docx` library, spec 7-reports §7.1.1), draws the report's charts
 * from the preview, builds the file and saves it from a link to it (no new tab, no request). The
 * button is busy meanwhile and the polite region says so; a toast tells the outcome.
 */
import { useCallback, useRef, useState } from 'react';
import { announce } from '../announcer';
import { config } from '../config';
import { downloadFile } from '../files/file-export';
import { loadTexts, translate } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import { notifySuccess, notifyWarning, showErrorToast } from '../notify';
import type { DocumentModel } from './document-model';
import type * as WordModule from './word-document';
import type { ChartImage } from './word-document';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface WordDownload {
  busy: boolean;
  run: () => void;
}

/** The Word module, loaded once; a failed load is tried again on the next press. */
let wordModule: Promise<typeof WordModule> | null = null;
function loadWordModule(): Promise<typeof WordModule> {
  wordModule ??= import('./word-document').catch((error: unknown) => {
    wordModule = null;
    throw error;
  });
  return wordModule;
}

/**
 * The download action of a document page. `loadWord` is the Word module's loader (a test gives
 * one that fails, to see the "could not be loaded" error).
 */
export function useWordDownload(model: DocumentModel | null, loadWord: () => Promise<typeof WordModule> = loadWordModule): WordDownload {
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const run = useCallback(() => {
    if (running.current || !model) return;
    running.current = true;
    setBusy(true);
    announce(translate(language, 'documents.preparingWord'), 'polite');
    void (async () => {
      try {
        let word;
        try {
          [word] = await Promise.all([loadWord(), loadTexts(model.lang, 'pages')]);
        } catch (error) {
          console.error(error);
          showErrorToast(translate(language, 'documents.wordNotLoaded'));
          return;
        }
        try {
          let images: Map<string, ChartImage> | undefined;
          if (model.blocks.some((block) => block.kind === 'chart')) {
            const { drawChartImages } = await import('./chart-images');
            images = await drawChartImages(model, document).catch((error: unknown) => {
              console.error(error);
              notifyWarning(translate(language, 'documents.chartsLeftOut'));
              return undefined;
            });
          }
          const footer = translate(model.lang, 'documents.wordFooter', { title: model.title, page: '{{page}}', pages: '{{pages}}' });
          const blob = await word.wordBlob(model, { creator: config.shortName, footer, ...(images ? { images } : {}) });
          downloadFile([blob], `${model.fileName}.docx`, DOCX_TYPE);
          notifySuccess(undefined, translate(language, 'documents.wordDownloaded'));
        } catch (error) {
          console.error(error);
          showErrorToast(translate(language, 'documents.wordFailed'));
        }
      } finally {
        running.current = false;
        setBusy(false);
      }
    })();
  }, [model, language, loadWord]);

  return { busy, run };
}
