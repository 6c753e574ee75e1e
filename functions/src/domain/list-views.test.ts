import { describe, expect, it } from 'vitest';
import { ListViews } from './list-views';

describe('ListViews (docs/adr/0039)', () => {
  it('maps each row object once and hands out the same item for it again; a new row object gets a new item', () => {
    let calls = 0;
    const views = new ListViews((row: { id: string; n: number }) => {
      calls += 1;
      return { id: row.id, double: row.n * 2 };
    });
    const a = { id: 'a', n: 1 };
    const b = { id: 'b', n: 2 };
    const first = views.of([a, b]);
    expect(first).toEqual([
      { id: 'a', double: 2 },
      { id: 'b', double: 4 },
    ]);
    const changedB = { id: 'b', n: 5 };
    const second = views.of([a, changedB]);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toEqual({ id: 'b', double: 10 });
    expect(calls).toBe(3);
  });
});
