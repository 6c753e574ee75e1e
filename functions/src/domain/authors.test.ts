import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from '@portal/common/demo/dataset';
import { authorEntries, SplitTexts } from './authors';

describe('authorEntries (spec 3-api §3.4.4)', () => {
  it('groups names by comparison key, counts products once each, and orders by key', () => {
    expect(
      authorEntries([
        'Lévesque, É.; Dubois-Martin, C.; Smith J.',
        'Levesque, E.; Smith  J.; Smith J.',
        'Dr. Kwame Mensah and lévesque, é.',
        'Kwame Mensah1*',
      ]),
    ).toEqual([
      { name: 'Dubois-Martin, C.', key: 'dubois-martin, c.', product_count: 1 },
      { name: 'Kwame Mensah', key: 'kwame mensah', product_count: 2 },
      { name: 'Levesque, E.', key: 'levesque, e.', product_count: 3 },
      { name: 'Smith J.', key: 'smith j.', product_count: 2 },
    ]);
  });

  it('takes the most used spelling, ties broken by en-CA collation', () => {
    expect(authorEntries(['MARIE ROY', 'Marie Roy', 'marie roy; Marie Roy'])[0]?.name).toBe('Marie Roy');
    expect(authorEntries(['Marie Roy', 'marie roy'])[0]?.name).toBe('marie roy');
    expect(authorEntries(['Élise Roy', 'Elise Roy'])[0]?.name).toBe('Elise Roy');
  });

  it('answers nothing for no products and skips empty names', () => {
    expect(authorEntries([])).toEqual([]);
    expect(authorEntries([' ; et al.; Prof.'])).toEqual([]);
  });

  it('covers the demo products: shared names are counted per product', () => {
    const entries = authorEntries(buildDemoDataset().products.map((p) => p.all_author));
    const keys = entries.map((e) => e.key);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(keys).size).toBe(keys.length);
    expect(entries.find((e) => e.key === 'smith j.')).toMatchObject({ name: 'Smith J.' });
    expect(entries.find((e) => e.key === 'kwame mensah')).toMatchObject({ name: 'Kwame Mensah' });
    expect(entries.every((e) => e.product_count >= 1 && e.name.trim() === e.name)).toBe(true);
  });
});

describe('authorEntries with texts already split (kept between calls)', () => {
  const FIRST = ['Alice Roy', 'Bob Tremblay', 'Chloé Gagnon', 'Denis Côté', 'Émile Roy', 'Fanny Morin', 'Gilles Ouellet'];
  const SECOND = ['Hélène Pelletier', 'Igor Nadeau', 'Julie Fortin'];

  it('answers the same entries when called again, when a text changes, and after the bound clears what it kept', () => {
    const split = new SplitTexts(40);
    const texts = Array.from({ length: 30 }, (_, i) => `${FIRST[i % 7]}; ${SECOND[i % 3]}`);
    const first = authorEntries(texts, split);
    expect(first.find((entry) => entry.name === 'Bob Tremblay')?.product_count).toBe(5);
    expect(authorEntries(texts, split)).toEqual(first);
    expect(authorEntries(texts, new SplitTexts(40))).toEqual(first);

    const changed = [...texts.slice(1), 'Marie Roy; Bob Tremblay'];
    const recomputed = authorEntries(changed, split);
    expect(recomputed.find((entry) => entry.name === 'Marie Roy')?.product_count).toBe(1);
    expect(recomputed.find((entry) => entry.name === 'Bob Tremblay')?.product_count).toBe(6);
    expect(recomputed.find((entry) => entry.name === 'Alice Roy')?.product_count).toBe(4);

    // More distinct texts than the bound: the kept splits are cleared on the way, results stay exact.
    const many = Array.from({ length: 50 }, (_, i) => `Name ${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${'abcdefghijklmnopqrstuvwxyz'[Math.floor(i / 26)]}`);
    const entries = authorEntries(many, split);
    expect(entries).toHaveLength(many.length);
    expect(entries.every((entry) => entry.product_count === 1)).toBe(true);
    expect(authorEntries(texts, split)).toEqual(first);
  });
});
