import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { busyTime, standInClock } from './stand-in-time';

describe("the stand-in's own time", () => {
  it('counts overlapping intervals once', () => {
    expect(busyTime([[0, 10], [5, 15], [20, 25]])).toBe(20);
    expect(busyTime([[20, 25], [0, 10]])).toBe(15);
    expect(busyTime([])).toBe(0);
  });

  it("measures the time a server on the store's port spends answering, and no other server's", async () => {
    const store = createServer((_request, response) => void setTimeout(() => response.end('ok'), 60));
    const other = createServer((_request, response) => void setTimeout(() => response.end('ok'), 60));
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const port = (server: typeof store) => (server.address() as { port: number }).port;
    const clock = standInClock(port(store));
    try {
      clock.start();
      await (await fetch(`http://127.0.0.1:${port(other)}/`)).text();
      expect(clock.stop()).toBe(0);
      clock.start();
      await Promise.all([1, 2].map(async () => (await fetch(`http://127.0.0.1:${port(store)}/`)).text()));
      const busy = clock.stop();
      expect(busy).toBeGreaterThanOrEqual(55);
      expect(busy).toBeLessThan(115);
    } finally {
      store.close();
      other.close();
    }
  });

  it('stops when the answer is handed over, not when the client in this process has read it all', async () => {
    // 16 MB, as bytes (nothing to encode): more than the socket takes at once, so its last bytes
    // leave only as the client reads them.
    const answer = Buffer.alloc(16_000_000, 'x');
    const store = createServer((_request, response) => response.end(answer));
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
    const clock = standInClock((store.address() as { port: number }).port);
    try {
      clock.start();
      const response = await fetch(`http://127.0.0.1:${(store.address() as { port: number }).port}/`);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      // The API's own synchronous work on what it received, before the rest is read.
      const until = Date.now() + 400;
      while (Date.now() < until);
      while (!(await reader.read()).done);
      // 'finish' came after those 400 ms.
      expect(clock.stop()).toBeLessThan(200);
    } finally {
      store.close();
    }
  });
});
