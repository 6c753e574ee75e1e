import { startCosmosServer } from '../local/local-cosmos';
import { standInClock } from './stand-in-time';
import type { ChildMessage, ParentMessage } from './store-process';

/** The child process of store-process.ts: the local Cosmos server, its counter and its clock. */
const send = (message: ChildMessage) => process.send?.(message);
const port = Number(process.argv[2] ?? 0);

try {
  const cosmos = await startCosmosServer(port);
  // On the port the server got (0 asks for a free one); before the parent hears of it, so no
  // request comes before the clock.
  const clock = standInClock(Number(new URL(cosmos.endpoint).port));
  cosmos.onWrite(() => send({ type: 'write' }));
  const collect = (globalThis as { gc?: () => void }).gc;
  process.on('message', (message: ParentMessage) => {
    const answer = (value: number) => send({ type: 'answer', id: message.id, value });
    if (message.type === 'operations') answer(cosmos.requestCount());
    else if (message.type === 'clock-start') {
      clock.start();
      answer(0);
    } else if (message.type === 'clock-stop') answer(clock.stop());
    else if (message.type === 'gc') {
      collect?.();
      answer(0);
    } else if (message.type === 'close') {
      void cosmos.close().then(() => process.exit(0));
    }
  });
  // The parent going away (Ctrl-C, a crash) ends this process too.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', endpoint: cosmos.endpoint });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
