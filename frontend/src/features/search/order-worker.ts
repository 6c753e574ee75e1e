/**
 * The search page's worker: puts a list's display names in the collator's order (see
 * `display-order.ts`, whose `answerOrder` is the whole protocol).
 */
import { answerOrder, type OrderRequest } from './display-order';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<OrderRequest>) => void) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
};

scope.onmessage = (event) => {
  const answer = answerOrder(event.data);
  scope.postMessage(answer, [answer.order.buffer]);
};
