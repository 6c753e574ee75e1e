/**
 * The Word builder's thread (spec 7-reports §7.1.6, §7.2.5: no task blocks input over 200 ms). The
 * `docx` library writes a whole document in one step: about 0.3 s for the heaviest CV and 1.3 to
 * 2 s for a report with its lists, which on the page's thread froze the page. Here it runs beside
 * it; the page sends the model (plain data) and the chart images, and receives the file
 * (docs/adr/0053).
 *
 * Started by download-document.ts on the first press only: this file and the library are the
 * worker's own script, never a page's chunk (spec 7-reports §7.1.1, §7.5).
 */
import { answerWordRequest, type WordReply, type WordRequest } from './word-job';

// The frontend's types describe a window; a worker's global scope posts without a target origin.
const scope = self as unknown as { postMessage(reply: WordReply): void; addEventListener(type: 'message', listener: (event: MessageEvent<WordRequest>) => void): void };

scope.addEventListener('message', (event) => {
  void answerWordRequest(event.data).then((reply) => scope.postMessage(reply));
});
