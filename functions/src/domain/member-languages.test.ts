import { describe, expect, it } from 'vitest';
import { missingLanguages } from './member-languages';

describe('missingLanguages', () => {
  it('is empty when every public pair is complete or empty', () => {
    expect(missingLanguages('About', 'À propos', [{ name_en: 'A', name_fr: 'B' }])).toEqual([]);
    expect(missingLanguages(null, null, [])).toEqual([]);
  });

  it('names French when a pair has only its English side', () => {
    expect(missingLanguages('About', null, [])).toEqual(['fr']);
  });

  it('names English when a problem has only its French side, in the order en, fr', () => {
    expect(missingLanguages('About', null, [{ name_en: null, name_fr: 'Problème' }])).toEqual(['en', 'fr']);
  });

  it('treats blank text as empty', () => {
    expect(missingLanguages('  ', 'À propos', [])).toEqual(['en']);
  });
});
