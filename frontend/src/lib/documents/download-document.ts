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

/** The part of a worker the builder uses (a test passes a stand-in). */
export type WordWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener' | 'removeEventListener'>;

/**
 * Longest wait for a file: the densest report takes 2 to 4 s. A worker that crashed without an
 * error event (out of memory) would otherwise leave the button busy for good.
 */
export const WORD_BUILD_TIMEOUT_MS = 60_000;

/**
 * A builder over one worker, created by `create` on the first press and kept for the page's life;
 * a worker that failed to start, or did not answer in `timeoutMs`, is replaced on the next press.
 */
export function workerWordBuilder(create: () => WordWorker, timeoutMs = WORD_BUILD_TIMEOUT_MS): WordBuilder {
  let worker: WordWorker | null = null;
  let lastRequest = 0;

  const current = (): WordWorker => {
    try {
      worker ??= create();
    } catch (error) {
      throw new WordNotLoadedError('The Word builder could not start.', { cause: error });
    }
    return worker;
  };

  const build = (model: DocumentModel, options: WordOptions): Promise<Blob> => {
    let running: WordWorker;
    try {
      running = current();
    } catch (error) {
      return Promise.reject(error);
    }
    lastRequest += 1;
    const id = lastRequest;
    return new Promise((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        running.removeEventListener('message', onMessage as EventListener);
        running.removeEventListener('error', onError);
      };
      const discard = () => {
        running.terminate();
        if (worker === running) worker = null;
      };
      const onMessage = (event: MessageEvent<WordReply>) => {
        if (event.data.id !== id) return;
        finish();
        if ('blob' in event.data) resolve(event.data.blob);
        else reject(new Error(event.data.failed));
      };
      // The script did not load or could not start.
      const onError = (event: Event) => {
        event.preventDefault();
        finish();
        discard();
        reject(new WordNotLoadedError('The Word builder could not start.'));
      };
      const timer = setTimeout(() => {
        finish();
        discard();
        reject(new Error(`The Word builder did not answer in ${timeoutMs} ms.`));
      }, timeoutMs);
      running.addEventListener('message', onMessage as EventListener);
      running.addEventListener('error', onError);
      running.postMessage({ id, model, options } satisfies WordRequest);
    });
  };

  return {
    start: () => {
      try {
        current();
      } catch {
        // Reported by build(), which tries again.
      }
    },
    build,
  };
}

const WORKER_BUILDER = workerWordBuilder(() => new Worker(new URL('./word-worker.ts', import.meta.url), { type: 'module', name: 'word-document' }));

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
