import { describe, expect, it } from 'vitest';
import { openLocalStore } from '../local/local-cosmos';
import { startCosmosInChild } from './store-process';

describe('the local Cosmos server in its own process (docs/adr/0042)', () => {
  it('serves the SDK, counts its operations, announces writes, times its work and stops', async () => {
    const cosmos = await startCosmosInChild(0);
    let writes = 0;
    cosmos.onWrite(() => {
      writes += 1;
    });
    let exited = false;
    try {
      const store = await openLocalStore(cosmos.endpoint, 'child-test');
      const before = await cosmos.operations();
      await cosmos.clockStart();
      await store.records.items.create({ id: 'one', pk: 'member', kind: 'member' });
      const { resource } = await store.records.item('one', 'member').read<{ kind: string }>();
      const busy = await cosmos.clockStop();
      expect(resource?.kind).toBe('member');
      expect((await cosmos.operations()) - before).toBe(2);
      expect(busy).toBeGreaterThan(0);
      // The notice of the write arrived before the answer to a later question.
      expect(writes).toBeGreaterThanOrEqual(1);
      await cosmos.collectGarbage();
    } finally {
      await cosmos.close();
      exited = true;
    }
    expect(exited).toBe(true);
    await expect(fetch(cosmos.endpoint)).rejects.toThrow();
  }, 30_000);
});
