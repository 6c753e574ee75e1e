import { describe, expect, it } from 'vitest';
import { WordKeyWriter } from '../../lib/text/match';
import { WordStartTable } from './word-starts';

/** Files each text as the search index does: " " + its word key, at its position. */
function tableOf(texts: readonly string[]): WordStartTable {
  const table = new WordStartTable();
  const writer = new WordKeyWriter();
  texts.forEach((text, position) => {
    writer.clear();
    writer.push(32);
    writer.write(text);
    table.add(position, writer.codes, writer.length);
  });
  return table;
}

const positions = (records: Int32Array | null) => (records === null ? null : Array.from(records));

describe('WordStartTable', () => {
  const table = tableOf(['Marie Tremblay', 'Travail et santé', 'Trois-Rivières, travail trouvé', 'Éric Lévesque', 'a b', 'Œuvre 2024']);

  it('lists each record once under the first two characters of each of its words, in position order', () => {
    expect(positions(table.recordsStarting('tr'))).toEqual([0, 1, 2]);
    expect(positions(table.recordsStarting('tra'))).toEqual([0, 1, 2]);
    expect(positions(table.recordsStarting('ri'))).toEqual([2]);
    expect(positions(table.recordsStarting('er'))).toEqual([3]);
    expect(positions(table.recordsStarting('sa'))).toEqual([1]);
  });

  it('files the normalised words: accents, case, ligatures and digits', () => {
    expect(positions(table.recordsStarting('le'))).toEqual([3]);
    expect(positions(table.recordsStarting('oe'))).toEqual([5]);
    expect(positions(table.recordsStarting('20'))).toEqual([5]);
  });

  it('answers an empty list for a pair no word starts with, and null for a word too short to narrow', () => {
    expect(positions(table.recordsStarting('zz'))).toEqual([]);
    expect(positions(table.recordsStarting('ab'))).toEqual([]);
    expect(table.recordsStarting('a')).toBeNull();
  });

  it('files characters beyond ASCII through its map and grows its lists', () => {
    const many = tableOf(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? `Ωμέγα ${i}` : `Мир ${i}`)));
    expect(positions(many.recordsStarting('ωμ'))).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    expect(positions(many.recordsStarting('ми'))).toEqual(Array.from({ length: 20 }, (_, i) => i * 2 + 1));
  });
});
