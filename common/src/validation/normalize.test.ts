import { describe, expect, it } from 'vitest';
import { codePointLength, comparisonKey, normalizeString, normalizeText } from './normalize';

describe('normalizeString', () => {
  it('trims both ends and composes to NFC', () => {
    const decomposed = 'Sante\u0301 publique'; // "e" + combining acute
    expect(normalizeString(`  ${decomposed}\t`)).toBe('Santé publique');
    expect(normalizeString(decomposed)).toHaveLength('Santé publique'.length);
    expect(normalizeString('\u00A0Université\u00A0')).toBe('Université');
  });
});

describe('normalizeText', () => {
  it('turns CR LF and CR into LF, then trims and composes', () => {
    expect(normalizeText('\r\nFirst\r\nSecond\rThird\n\n')).toBe('First\nSecond\nThird');
    expect(normalizeText('Cafe\u0301\r\n')).toBe('Café');
  });
});

describe('codePointLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['Santé', 5],
    ['😀', 1],
    ['a😀b', 3],
    ['𝔘𝔫𝔦', 3],
    ['e\u0301', 2], // a decomposed accent is two code points (hence NFC before counting)
  ])('%j has %i code points', (value, length) => {
    expect(codePointLength(value)).toBe(length);
  });

  it('counts a lone surrogate as one', () => {
    expect(codePointLength('\uD83D')).toBe(1);
    expect(codePointLength('a\uDE00')).toBe(2);
  });
});

describe('comparisonKey', () => {
  it.each([
    ['Santé  Publique', 'sante publique'],
    ['sante publique', 'sante publique'],
    ['  ÉCOLE\tde\n\nSANTÉ ', 'ecole de sante'],
    ['Cafe\u0301', 'cafe'],
    ['Ça', 'ca'],
  ])('%j → %j', (value, key) => {
    expect(comparisonKey(value)).toBe(key);
  });

  it('gives the spec example the same key', () => {
    expect(comparisonKey('Santé  Publique')).toBe(comparisonKey('sante publique'));
  });
});
