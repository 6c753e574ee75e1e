import { describe, expect, it } from 'vitest';
import { searchEn } from './search-en';
import { searchFr } from './search-fr';

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('search texts (spec 6-data-and-beyond §6.3.3)', () => {
  it('French has the English keys and placeholders, every text non-empty', () => {
    expect(Object.keys(searchFr).sort()).toEqual(Object.keys(searchEn).sort());
    for (const [key, text] of Object.entries(searchEn)) {
      const french = searchFr[key as keyof typeof searchFr];
      expect(french.trim(), key).not.toBe('');
      expect(placeholders(french), key).toEqual(placeholders(text));
    }
  });

  it('French typography: a no-break space before : ; ! ? » and after «', () => {
    for (const [key, raw] of Object.entries(searchFr)) {
      const text = raw.replace(/{{\s*\w+\s*}}/g, 'x');
      for (const match of text.matchAll(/[:;!?»]/g)) expect(text[(match.index ?? 0) - 1], `${key}: "${text}"`).toBe('\u00a0');
      for (const match of text.matchAll(/«/g)) expect(text[(match.index ?? 0) + 1], `${key}: "${text}"`).toBe('\u00a0');
    }
  });
});
