import { subscribe } from 'node:diagnostics_channel';
import type { Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * The local stand-in's own share of a request (issue 13: "the local stand-in's own overhead
 * reported beside them, so production's share is clear"): the wall-clock time during which the
 * local Cosmos-protocol server was handling at least one store request, measured
 * on the server side through Node's HTTP diagnostics channels, from a request's arrival to the
 * moment the server hands its whole answer to Node (`end()`). Overlapping store requests (the
 * SDK's parallel reads) count once. What is left of a request's time is the API's own work (and
 * the host's), which production keeps; the stand-in's share is what Cosmos DB replaces.
 */
export interface StandInClock {
  /** Starts a measurement window; the busy time of the store within it is returned by `stop`. */
  start(): void;
  stop(): number;
}

/** The union length of intervals [start, end] (unsorted, possibly overlapping). */
export function busyTime(intervals: ReadonlyArray<readonly [number, number]>): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [from, to] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const [start, end] of sorted) {
    if (start > to) {
      if (to > from) total += to - from;
      [from, to] = [start, end];
    } else to = Math.max(to, end);
  }
  if (to > from) total += to - from;
  return total;
}

export function standInClock(cosmosPort: number): StandInClock {
  let intervals: [number, number][] = [];
  let recording = false;
  const isStore = (server: Server | undefined) => {
    const address = server?.address();
    return typeof address === 'object' && address !== null && address.port === cosmosPort;
  };
  subscribe('http.server.request.start', (message) => {
    const { response, server } = message as { response: ServerResponse; server: Server };
    if (!recording || !isStore(server)) return;
    const begin = performance.now();
    // Until the answer is handed over, not until its last byte has left ('finish'): a large
    // answer leaves only as fast as the client reads it, so 'finish' also waits for whatever the
    // API does synchronously once it has the answer (building the authors list took seconds),
    // which is the API's time, not the store's. (The client was in the same process until
    // docs/adr/0042; a busy client delays 'finish' from another process as well.)
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    response.end = ((...args: unknown[]) => {
      const ended = end(...args);
      intervals.push([begin, performance.now()]);
      return ended;
    }) as typeof response.end;
  });
  return {
    start() {
      intervals = [];
      recording = true;
    },
    stop() {
      recording = false;
      return busyTime(intervals);
    },
  };
}
