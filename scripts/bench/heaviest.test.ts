import { describe, expect, it } from 'vitest';
import { countIds, mostCounted } from './heaviest';

describe('the heaviest records of the bench', () => {
  it('counts ids over lists and picks the most counted, ties by smallest id', () => {
    const counts = countIds([['m2', 'm1'], ['m2'], ['m3', 'm1']]);
    expect(Object.fromEntries(counts)).toEqual({ m1: 2, m2: 2, m3: 1 });
    expect(mostCounted(counts)).toEqual({ id: 'm1', links: 2 });
  });

  it('refuses to choose among no records', () => {
    expect(() => mostCounted(new Map())).toThrow(/no such record/);
  });
});
