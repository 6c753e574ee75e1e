/**
 * The Word builder's thread (spec 7-reports §7.1.6, §7.2.5: no task blocks input over 200 ms). The
 * `docx` library writes a whole document in one step: about 0.3 s for the heaviest CV and 1.3 to
 * 2 s for a report with its lists, which on the page's thread froze the page. Here it runs beside
 * it; the page sends the model (plain data) and the chart images, and receives the file.
 *
 * Started by download-document.ts on the first press only: this file and the library are the
 * worker's own script, never a page's chunk (spec 7-reports §7.1.1, §7.5).
 */
import type { DocumentModel } from './document-model';
import { wordBlob, type WordOptions } from './word-document';

export interface WordRequest {
  id: number;
  model: DocumentModel;
  options: WordOptions;
}

export type WordReply = { id: number; blob: Blob } | { id: number; failed: string };

// The frontend's types describe a window; a worker's global scope posts without a target origin.
const scope = self as unknown as { postMessage(reply: WordReply): void; addEventListener(type: 'message', listener: (event: MessageEvent<WordRequest>) => void): void };

scope.addEventListener('message', (event) => {
  const { id, model, options } = event.data;
  wordBlob(model, options).then(
    (blob) => scope.postMessage({ id, blob }),
    (error: unknown) => scope.postMessage({ id, failed: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }),
  );
});
