import { describe, expect, it } from 'vitest';
import { matchesWords, normaliseForSearch, searchWords } from './match';

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
