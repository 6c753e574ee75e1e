import { describe, expect, it } from 'vitest';
import { firstMatches, matchesWords, normaliseForSearch, searchIndex, searchWords, startsWithFirstWord, type Indexed } from './match';

/** Every match, in order. */
const searchMatches = <T,>(index: readonly Indexed<T>[], words: readonly string[], keep?: (item: T) => boolean) => firstMatches(index, words, Number.POSITIVE_INFINITY, keep).shown;

describe('search normalisation (4-shell §4.11.1)', () => {
  it('removes accents, lower-cases, expands ligatures, splits apostrophes and hyphens', () => {
    expect(normaliseForSearch('  Élève  ')).toBe('eleve');
    expect(normaliseForSearch('Œuvre ÆSOP Straße')).toBe('oeuvre aesop strasse');
    expect(normaliseForSearch("L'Écuyer-Dubois   O’Neil")).toBe('l ecuyer dubois o neil');
  });

  it('matches when every typed word occurs somewhere', () => {
    const jane = normaliseForSearch('Jane Doe');
    expect(matchesWords(jane, searchWords('doe ja'))).toBe(true);
    expect(matchesWords(jane, searchWords('doe jo'))).toBe(false);
    expect(matchesWords(normaliseForSearch('Élève'), searchWords('eleve'))).toBe(true);
    expect(searchWords('   ')).toEqual([]);
    expect(matchesWords(jane, [])).toBe(true);
  });
});

describe('precomputed search keys (issue 13)', () => {
  const options = [
    { id: '1', label: 'Élodie Tremblay' },
    { id: '2', label: 'Marc Lévesque', searchText: 'Marc Lévesque mlevesque' },
    { id: '3', label: "Anne O'Neil-Côté" },
    { id: '4', label: 'Tremblay, Luc' },
    { id: '5', label: 'Œuvres complètes' },
  ];
  /** The matching as the selector did it before: every option normalised on every keystroke. */
  const naive = (query: string, keep: (id: string) => boolean = () => true) => {
    const words = searchWords(query);
    const hits = options.filter((option) => keep(option.id) && matchesWords(normaliseForSearch(option.searchText ?? option.label), words));
    if (words.length === 0) return hits;
    return [...hits.filter((option) => startsWithFirstWord(normaliseForSearch(option.label), words)), ...hits.filter((option) => !startsWithFirstWord(normaliseForSearch(option.label), words))];
  };
  const index = searchIndex(options, (option) => option.searchText ?? option.label, (option) => option.label);

  it('gives the same matches, in the same order, as normalising on every keystroke', () => {
    for (const query of ['', 'trem', 'TREMBLAY', 'eleve', 'levesque', 'mlev', 'o neil', 'cote anne', 'oeuvre', 'l', 'e', 'zz']) {
      expect(searchMatches(index, searchWords(query)).map((option) => option.id)).toEqual(naive(query).map((option) => option.id));
    }
    expect(searchMatches(index, searchWords('trem')).map((option) => option.id)).toEqual(['4', '1']);
  });

  it('leaves out what `keep` refuses without rebuilding the index', () => {
    const keep = (id: string) => id !== '4';
    expect(searchMatches(index, searchWords('trem'), (option) => keep(option.id)).map((option) => option.id)).toEqual(naive('trem', keep).map((option) => option.id));
    expect(searchMatches(index, [], (option) => keep(option.id))).toHaveLength(4);
  });

  it('normalises each option once, when the index is built', () => {
    let calls = 0;
    const counted = searchIndex(options, (option) => {
      calls += 1;
      return option.label;
    });
    const built = calls;
    searchMatches(counted, searchWords('tremblay'));
    searchMatches(counted, searchWords('marc'));
    expect(calls).toBe(built);
  });

  it('collects only the first `limit` matches, in the same order, and counts them all', () => {
    for (const query of ['', 'trem', 'e', 'l', 'zz']) {
      const all = searchMatches(index, searchWords(query));
      for (const limit of [0, 1, 2, 3, 10]) {
        expect(firstMatches(index, searchWords(query), limit)).toEqual({ shown: all.slice(0, limit), total: all.length });
      }
    }
    expect(firstMatches(index, [], 2, (option) => option.id !== '1')).toEqual({ shown: [options[1], options[2]], total: 4 });
  });
});
