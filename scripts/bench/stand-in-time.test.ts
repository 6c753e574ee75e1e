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
});
