/**
 * The display order of a searched list (spec 6-data-and-beyond §6.3.3, "Ranking": ties by display
 * name with the language's collator), computed in a Web Worker while the search texts are built
 * on the page's thread: sorting 50,000 titles was one task of a quarter of a second, and its
 * garbage cost as much again (issue 15). The worker gets the names and ids only, and answers a
 * permutation of the list (an Int32Array, transferred, not copied).
 */
import { sortByTexts } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';

/** A request to the worker: the display names and ids of a list, in list order. */
export interface OrderRequest {
  id: number;
  names: ReadonlyArray<string | null>;
  ids: readonly string[];
  language: Language;
}

/** The answer: `order[k]` is the list position of the k-th record in display order. */
export interface OrderAnswer {
  id: number;
  order: Int32Array;
}

/** The positions of `names` in the collator's order, ties by id (the order `sortByTexts` gives). */
export function orderOfNames(names: ReadonlyArray<string | null>, ids: readonly string[], language: Language): Int32Array {
  const rows = names.map((name, at) => ({ id: ids[at] as string, at, name }));
  return Int32Array.from(sortByTexts(rows, [(row) => row.name], language), (row) => row.at);
}

/** What the worker answers to a request (its whole protocol, kept here to be tested without a browser). */
export function answerOrder(request: OrderRequest): OrderAnswer {
  return { id: request.id, order: orderOfNames(request.names, request.ids, request.language) };
}

interface Waiting {
  request: OrderRequest;
  resolve: (order: Int32Array) => void;
}

let worker: Worker | null | undefined;
const waiting = new Map<number, Waiting>();
let nextId = 0;

/** Answers every waiting request on this thread: the worker could not start (or there is none). */
function answerHere(): void {
  for (const [id, { request, resolve }] of waiting) {
    waiting.delete(id);
    resolve(orderOfNames(request.names, request.ids, request.language));
  }
}

function orderWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === 'undefined' ? null : new Worker(new URL('./order-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', (event: MessageEvent<OrderAnswer>) => {
    const entry = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    entry?.resolve(event.data.order);
  });
  worker?.addEventListener('error', () => {
    worker?.terminate();
    worker = null;
    answerHere();
  });
  return worker;
}

/** The display order of a list's names, from the worker when there is one, else computed here. */
export function orderInBackground(names: ReadonlyArray<string | null>, ids: readonly string[], language: Language): Promise<Int32Array> {
  const id = (nextId += 1);
  const request: OrderRequest = { id, names, ids, language };
  return new Promise((resolve) => {
    waiting.set(id, { request, resolve });
    const target = orderWorker();
    if (target) target.postMessage(request);
    else answerHere();
  });
}
