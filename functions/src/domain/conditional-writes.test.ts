import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '../testing/in-memory-store';
import { rewriteRecord } from './conditional-writes';
import { WriteConflict } from './records';

describe('rewriteRecord', () => {
  /** One record `{id: 'a', n: 0}`; each of the first `conflicts` writes meets a concurrent change (n + 10). */
  function storeWith(conflicts: number) {
    const memory = new InMemoryStore().put('member', { id: 'a', n: 0 } as never);
    const current = () => (memory.peek('member', 'a') as unknown as Record<string, unknown> | undefined) ?? null;
    memory.interfere(...Array.from({ length: conflicts }, () => () => memory.put('member', { id: 'a', n: Number(current()?.n) + 10 } as never)));
    return { store: memory.records, current, remove: () => memory.drop('member', 'a') };
  }

  it('applies the change to the record as stored, re-reading it after a concurrent change', async () => {
    const { store, current } = storeWith(2);
    const written = await rewriteRecord(store, 'member', 'a', (r) => ({ ...r, n: (r as unknown as { n: number }).n + 1 }) as never);
    expect(written).toEqual({ id: 'a', n: 21 });
    expect(current()).toEqual({ id: 'a', n: 21 });
  });

  it('writes nothing when the change is null, answers null for a missing record, and gives up after five conflicts', async () => {
    const quiet = storeWith(0);
    expect(await rewriteRecord(quiet.store, 'member', 'a', () => null)).toEqual({ id: 'a', n: 0 });
    quiet.remove();
    expect(await rewriteRecord(quiet.store, 'member', 'a', (r) => r)).toBeNull();
    const busy = storeWith(5);
    await expect(rewriteRecord(busy.store, 'member', 'a', (r) => r)).rejects.toBeInstanceOf(WriteConflict);
  });
});
