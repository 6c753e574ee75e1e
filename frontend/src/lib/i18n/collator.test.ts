import { describe, expect, it } from 'vitest';
import { compareText, primaryKey, primaryOrder, sortByTexts } from './collator';

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

describe('comparisons decided without the collator (issue 13)', () => {
  const ALPHABET = [
    'a', 'b', 'e', 'z', 'A', 'Z', 'é', 'É', 'è', 'ç', '0', '1', '9', ' ', '\u00a0', '\u202f', '-', "'", ':', ',', '.', 'œ', 'æ', 'ø', 'ß', 'ﬁ', '\u0301', 'İ', '_', '(', '@',
    '’', '«', '»', '–', '—', ';', '!', '?', '"', ')', '[', '/', '&', '#', '%', '+', '<', '=', '|', '~', '$', '€', '§',
  ];
  let seed = 7;
  const random = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) & 0x7fffffff;
    return seed / 0x80000000;
  };
  const text = () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');

  it("agrees with the collator's first level whenever it decides", () => {
    for (const language of ['en', 'fr'] as const) {
      const collator = new Intl.Collator(language === 'en' ? 'en-CA' : 'fr-CA', { sensitivity: 'base' });
      let decided = 0;
      for (let n = 0; n < 20000; n += 1) {
        const a = text();
        const b = text();
        const fast = primaryOrder(primaryKey(a), primaryKey(b), language);
        if (fast === 0) continue;
        decided += 1;
        expect([a, b, fast]).toEqual([a, b, Math.sign(collator.compare(a, b))]);
      }
      expect(decided).toBeGreaterThan(5000);
    }
  });

  it('sorts as comparing every pair with compareText', () => {
    const items = Array.from({ length: 600 }, (_, i) => ({ id: `i${String(i).padStart(3, '0')}`, name: text() }));
    for (const language of ['en', 'fr'] as const) {
      const reference = [...items].sort((x, y) => compareText(x.name, y.name, language) || (x.id < y.id ? -1 : 1));
      expect(sortByTexts(items, [(item) => item.name], language).map((item) => item.id)).toEqual(reference.map((item) => item.id));
    }
  });

  it('sorts by two keys as comparing every pair with compareText on the first, then the second', () => {
    const items = Array.from({ length: 600 }, (_, i) => ({ id: `i${String(i).padStart(3, '0')}`, first: text().slice(0, 2), last: text() }));
    for (const language of ['en', 'fr'] as const) {
      const reference = [...items].sort((x, y) => compareText(x.first, y.first, language) || compareText(x.last, y.last, language) || (x.id < y.id ? -1 : 1));
      expect(sortByTexts(items, [(item) => item.first, (item) => item.last], language).map((item) => item.id)).toEqual(reference.map((item) => item.id));
    }
  });
});
