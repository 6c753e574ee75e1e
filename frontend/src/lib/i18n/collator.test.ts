import { describe, expect, it } from 'vitest';
import { compareText, sortByTexts } from './collator';

describe('sorting with the collator (4-shell §4.4.3)', () => {
  const people = [
    { id: 'p1', last: 'Élie', first: 'Zoé' },
    { id: 'p2', last: 'elie', first: 'Anne' },
    { id: 'p3', last: null, first: 'Bob' },
    { id: 'p4', last: 'Côté', first: 'Luc' },
    { id: 'p5', last: 'Cote', first: 'Luc' },
    { id: 'p6', last: '  ', first: 'Ann' },
    { id: 'p0', last: 'Côté', first: 'Luc' },
    { id: 'p7', last: 'Zed', first: null },
  ];
  const keys = [(p: (typeof people)[number]) => p.last, (p: (typeof people)[number]) => p.first];

  /** The order as every key compared with compareText, ties by id. */
  const reference = (language: 'en' | 'fr') =>
    [...people].sort((x, y) => {
      for (const key of keys) {
        const c = compareText(key(x), key(y), language);
        if (c !== 0) return c;
      }
      return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
    });

  it('sorts by each key in turn with empty values last, ties by id, in both languages', () => {
    for (const language of ['en', 'fr'] as const) {
      expect(sortByTexts(people, keys, language).map((p) => p.id)).toEqual(reference(language).map((p) => p.id));
      expect(compareText('\u00a0\t', 'a', language)).toBe(1);
      expect(compareText('\u3000', null, language)).toBe(0);
    }
    expect(sortByTexts(people, keys, 'en').map((p) => p.id)).toEqual(['p5', 'p0', 'p4', 'p2', 'p1', 'p7', 'p6', 'p3']);
  });

  it('computes each key once per item and leaves the input alone', () => {
    let calls = 0;
    const items = Array.from({ length: 200 }, (_, i) => ({ id: `i${i}`, name: `Name ${(i * 37) % 200}` }));
    const before = items.map((item) => item.id);
    sortByTexts(items, [(item) => (calls += 1, item.name)], 'en');
    expect(calls).toBe(200);
    expect(items.map((item) => item.id)).toEqual(before);
  });
});
