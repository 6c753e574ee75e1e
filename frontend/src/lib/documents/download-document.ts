/**
 * "Download Word (.docx)" (spec 7-reports §7.1.6): starts the Word builder's worker on the first
 * press (never before: it carries the `docx` library, spec 7-reports §7.1.1), draws the report's
 * charts from the preview, has the worker build the file and saves it from a link to it (no new
 * tab, no request). The button is busy meanwhile and the polite region says so; a toast tells the
 * outcome. The page's thread stays free while the file is written (§7.2.5; word-worker.ts).
 */
import { useCallback, useRef, useState } from 'react';
import { announce } from '../announcer';
import { config } from '../config';
import { downloadFile } from '../files/file-export';
import { loadTexts, translate } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import { notifySuccess, notifyWarning, showErrorToast } from '../notify';
import type { DocumentModel } from './document-model';
import type { ChartImage, WordOptions } from './word-document';
import type { WordReply, WordRequest } from './word-job';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The builder's code could not be loaded (offline, a deploy replaced it): "could not be loaded". */
export class WordNotLoadedError extends Error {
  override name = 'WordNotLoadedError';
}

/** Builds Word files. `start` is called on the press, before the texts and charts are ready. */
export interface WordBuilder {
  start(): void;
  build(model: DocumentModel, options: WordOptions): Promise<Blob>;
}

/** The worker, started on the first press and kept for the page's life; one that failed to start is replaced on the next press. */
let worker: Worker | null = null;
let lastRequest = 0;

function wordWorker(): Worker {
  try {
    worker ??= new Worker(new URL('./word-worker.ts', import.meta.url), { type: 'module', name: 'word-document' });
  } catch (error) {
    throw new WordNotLoadedError('The Word builder could not start.', { cause: error });
  }
  return worker;
}

function buildInWorker(model: DocumentModel, options: WordOptions): Promise<Blob> {
  const current = wordWorker();
  lastRequest += 1;
  const id = lastRequest;
  return new Promise((resolve, reject) => {
    const stop = () => {
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
    };
    const onMessage = (event: MessageEvent<WordReply>) => {
      if (event.data.id !== id) return;
      stop();
      if ('blob' in event.data) resolve(event.data.blob);
      else reject(new Error(event.data.failed));
    };
    // The script did not load or could not start: the next press starts a new worker.
    const onError = (event: Event) => {
      event.preventDefault();
      stop();
      current.terminate();
      if (worker === current) worker = null;
      reject(new WordNotLoadedError('The Word builder could not start.'));
    };
    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    current.postMessage({ id, model, options } satisfies WordRequest);
  });
}

const WORKER_BUILDER: WordBuilder = {
  start: () => {
    try {
      wordWorker();
    } catch {
      // Reported by build(), which tries again.
    }
  },
  build: buildInWorker,
};

export interface WordDownload {
  busy: boolean;
  run: () => void;
}

/**
 * The download action of a document page. `builder` builds the file (a test gives one that fails,
 * to see each error).
 */
export function useWordDownload(model: DocumentModel | null, builder: WordBuilder = WORKER_BUILDER): WordDownload {
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
        // The worker's script downloads while the texts load and the charts are drawn.
        builder.start();
        try {
          await loadTexts(model.lang, 'pages');
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
          const blob = await builder.build(model, { creator: config.shortName, footer, ...(images ? { images } : {}) });
          downloadFile([blob], `${model.fileName}.docx`, DOCX_TYPE);
          notifySuccess(undefined, translate(language, 'documents.wordDownloaded'));
        } catch (error) {
          console.error(error);
          showErrorToast(translate(language, error instanceof WordNotLoadedError ? 'documents.wordNotLoaded' : 'documents.wordFailed'));
        }
      } finally {
        running.current = false;
        setBusy(false);
      }
    })();
  }, [model, language, builder]);

  return { busy, run };
}
