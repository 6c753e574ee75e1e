import { fork, type ChildProcess } from 'node:child_process';

/**
 * The store's heap limit: the large network takes about 600 MB, and the history benchmark's
 * 1,000,000 audit entries (`--history`) several GB more, beyond Node's default limit.
 */
const STORE_HEAP_MB = 12_288;
import { resolve } from 'node:path';
import type { RunningCosmos } from '../local/local-cosmos';

/**
 * The local Cosmos server in a process of its own (`npm run bench`, docs/adr/0042-bench-store-
 * in-its-own-process.md): in production the store is another machine, so the API's process must
 * not carry the stand-in's heap (every document of a large network, about 400 MB) nor its
 * garbage collections, nor share one core with its query evaluation. The parent keeps the
 * interface of `startCosmosServer`, plus what the benchmark asks of the store's side.
 */
export interface ChildCosmos extends RunningCosmos {
  /** Store operations answered so far, counted by the child (exact: see `ask`). */
  operations(): Promise<number>;
  /** Starts the stand-in clock (scripts/bench/stand-in-time.ts) in the child. */
  clockStart(): Promise<void>;
  /** The child's busy time since `clockStart`, in ms. */
  clockStop(): Promise<number>;
  /** A full garbage collection in the child, so that one pattern's garbage is not another's pause. */
  collectGarbage(): Promise<void>;
}

/** Messages from the child. */
export type ChildMessage = { type: 'ready'; endpoint: string } | { type: 'write' } | { type: 'answer'; id: number; value: number } | { type: 'failed'; message: string };
/** Requests to the child. */
export type ParentMessage = { type: 'operations' | 'clock-start' | 'clock-stop' | 'gc' | 'close'; id: number };

const ENTRY = resolve(import.meta.dirname, 'store-process-entry.ts');

export async function startCosmosInChild(port: number): Promise<ChildCosmos> {
  // tsx runs the entry as it runs this script; --expose-gc for `collectGarbage`.
  const child: ChildProcess = fork(ENTRY, [String(port)], { execArgv: ['--import', 'tsx', '--expose-gc', `--max-old-space-size=${STORE_HEAP_MB}`], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const writeListeners: (() => void)[] = [];
  const pending = new Map<number, (value: number) => void>();
  let nextId = 1;

  const endpoint = await new Promise<string>((resolvePromise, reject) => {
    child.once('exit', (code) => reject(new Error(`The local Cosmos server's process stopped (exit code ${String(code)})`)));
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') resolvePromise(message.endpoint);
      else if (message.type === 'failed') reject(new Error(message.message));
      else if (message.type === 'write') writeListeners.forEach((listener) => listener());
      else if (message.type === 'answer') {
        pending.get(message.id)?.(message.value);
        pending.delete(message.id);
      }
    });
  });

  /**
   * One round trip to the child. Exact for counts and clocks: the child handles its messages and
   * its HTTP requests on one event loop, so a request whose answer the API has already received
   * was counted before this message is read.
   */
  const ask = (type: ParentMessage['type']) =>
    new Promise<number>((resolvePromise) => {
      const id = nextId++;
      pending.set(id, resolvePromise);
      child.send({ type, id } satisfies ParentMessage);
    });

  let operations = 0;
  return {
    endpoint,
    // The synchronous count of the interface is the last one asked for; the benchmark awaits `operations()`.
    requestCount: () => operations,
    onWrite: (listener) => writeListeners.push(listener),
    operations: async () => (operations = await ask('operations')),
    clockStart: async () => void (await ask('clock-start')),
    clockStop: () => ask('clock-stop'),
    collectGarbage: async () => void (await ask('gc')),
    async close() {
      child.removeAllListeners('exit');
      const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
      child.send({ type: 'close', id: 0 } satisfies ParentMessage);
      await exited;
    },
  };
}
