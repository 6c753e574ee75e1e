/**
 * What the Word worker does with one request (word-worker.ts wires it to the worker's messages):
 * the file, or the failure as text (an Error does not cross to the page with its class).
 */
import type { DocumentModel } from './document-model';
import { wordBlob, type WordOptions } from './word-document';

export interface WordRequest {
  id: number;
  model: DocumentModel;
  options: WordOptions;
}

export type WordReply = { id: number; blob: Blob } | { id: number; failed: string };

export function answerWordRequest({ id, model, options }: WordRequest): Promise<WordReply> {
  return wordBlob(model, options).then(
    (blob) => ({ id, blob }),
    (error: unknown) => ({ id, failed: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }),
  );
}
