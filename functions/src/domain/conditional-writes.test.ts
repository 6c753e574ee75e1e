import { describe, expect, it } from 'vitest';
import { rewriteRecord } from './conditional-writes';
import { WriteConflict, type RecordStore } from './records';

describe('rewriteRecord', () => {
  function storeWith(conflicts: number) {
    let record: Record<string, unknown> | null = { id: 'a', n: 0 };
    let tag = 0;
    const store = {
      get: () => Promise.resolve(record ? { record, storeTag: `t${tag}` } : null),
      replace(_kind: string, next: Record<string, unknown>, storeTag: string) {
        if (conflicts > 0) {
          conflicts -= 1;
          tag += 1;
          record = { ...(record ?? {}), n: Number(record?.n) + 10 };
          return Promise.reject(new WriteConflict());
        }
        if (storeTag !== `t${tag}`) return Promise.reject(new WriteConflict());
        record = next;
        tag += 1;
        return Promise.resolve(`t${tag}`);
      },
    } as unknown as RecordStore;
    return { store, current: () => record, remove: () => (record = null) };
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
