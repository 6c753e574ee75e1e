import { describe, expect, it } from 'vitest';
import { moveRow, problemRows, problemsBody, removeRow } from './problems';

describe('problems editor rows', () => {
  const rows = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];

  it('moves a row up or down and ignores moves past the ends', () => {
    expect(moveRow(rows, 1, -1).map((r) => r.key)).toEqual(['b', 'a', 'c']);
    expect(moveRow(rows, 1, 1).map((r) => r.key)).toEqual(['a', 'c', 'b']);
    expect(moveRow(rows, 0, -1).map((r) => r.key)).toEqual(['a', 'b', 'c']);
    expect(moveRow(rows, 2, 1).map((r) => r.key)).toEqual(['a', 'b', 'c']);
  });

  it('removes the row at an index', () => {
    expect(removeRow(rows, 1).map((r) => r.key)).toEqual(['a', 'c']);
  });

  it('turns stored problems into rows with distinct keys and back', () => {
    const stored = [
      { name_en: 'Housing', name_fr: null },
      { name_en: null, name_fr: 'Mobilité' },
    ];
    const made = problemRows(stored);
    expect(new Set(made.map((r) => r.key)).size).toBe(2);
    expect(made.map((r) => [r.name_en, r.name_fr])).toEqual([
      ['Housing', ''],
      ['', 'Mobilité'],
    ]);
    expect(problemsBody(made)).toEqual(stored);
  });

  it('drops rows whose two inputs are empty and trims the others', () => {
    expect(
      problemsBody([
        { key: '1', name_en: ' ', name_fr: '' },
        { key: '2', name_en: ' Food ', name_fr: ' Alimentation ' },
      ]),
    ).toEqual([{ name_en: 'Food', name_fr: 'Alimentation' }]);
  });
});
