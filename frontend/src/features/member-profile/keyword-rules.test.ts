import { describe, expect, it } from 'vitest';
import { keywordBody, keywordExists, keywordLabel, keywordNameErrors } from './keyword-rules';

const KEYWORDS = [
  { id: 'k1', name_en: 'Aging', name_fr: 'Vieillissement' },
  { id: 'k2', name_en: 'Mobility', name_fr: null },
  { id: 'k3', name_en: null, name_fr: 'Santé  rurale' },
];

describe('keyword labels', () => {
  it('puts the active language first and leaves out an empty name', () => {
    expect(keywordLabel(KEYWORDS[0]!, 'en')).toBe('Aging / Vieillissement');
    expect(keywordLabel(KEYWORDS[0]!, 'fr')).toBe('Vieillissement / Aging');
    expect(keywordLabel(KEYWORDS[1]!, 'fr')).toBe('Mobility');
  });
});

describe('keyword create option', () => {
  it('is hidden when the text equals a name in either language, ignoring case, accents and spaces', () => {
    expect(keywordExists(' aging ', KEYWORDS)).toBe(true);
    expect(keywordExists('VIEILLISSEMENT', KEYWORDS)).toBe(true);
    expect(keywordExists('sante rurale', KEYWORDS)).toBe(true);
    expect(keywordExists('Agin', KEYWORDS)).toBe(false);
    expect(keywordExists('   ', KEYWORDS)).toBe(false);
  });
});

describe('keyword dialog rules (4-shell §4.11.4)', () => {
  it('needs at least one language, on both fields', () => {
    expect(keywordNameErrors({ name_en: ' ', name_fr: '' }, KEYWORDS)).toEqual({ name_en: 'oneLanguage', name_fr: 'oneLanguage' });
  });

  it('limits each name to 50 characters after trimming', () => {
    expect(keywordNameErrors({ name_en: ` ${'x'.repeat(50)} `, name_fr: '' }, KEYWORDS)).toEqual({});
    expect(keywordNameErrors({ name_en: 'x'.repeat(51), name_fr: 'Neuf' }, KEYWORDS)).toEqual({ name_en: 'tooLong' });
  });

  it('refuses a name used by another keyword in the same language only', () => {
    expect(keywordNameErrors({ name_en: 'agíng', name_fr: 'Santé rurale' }, KEYWORDS)).toEqual({ name_en: 'exists', name_fr: 'exists' });
    // "Mobility" exists in English, not in French.
    expect(keywordNameErrors({ name_en: 'New', name_fr: 'Mobility' }, KEYWORDS)).toEqual({});
  });

  it('ignores the keyword being edited', () => {
    expect(keywordNameErrors({ name_en: 'Aging', name_fr: 'Vieillissement actif' }, KEYWORDS, 'k1')).toEqual({});
  });

  it('sends trimmed names, an empty one as null', () => {
    expect(keywordBody({ name_en: ' Water ', name_fr: ' ' })).toEqual({ name_en: 'Water', name_fr: null });
  });
});
