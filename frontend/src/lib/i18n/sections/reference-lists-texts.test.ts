import { describe, expect, it } from 'vitest';
import { referenceListsEn } from './reference-lists-en';
import { referenceListsFr } from './reference-lists-fr';
import { usageEn } from './usage-en';
import { usageFr } from './usage-fr';

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each([
  ['reference-list page', referenceListsEn, referenceListsFr],
  ['usage', usageEn, usageFr],
] as const)('%s texts (spec 6-data-and-beyond §6.3.4)', (_, english, french) => {
  it('French has the English keys and placeholders, every text non-empty', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      const translated = (french as Record<string, string>)[key] ?? '';
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('French typography: a no-break space before : ; ! ? » and after «', () => {
    for (const [key, raw] of Object.entries(french)) {
      const text = raw.replace(/{{\s*\w+\s*}}/g, 'x');
      for (const match of text.matchAll(/[:;!?»]/g)) expect(text[(match.index ?? 0) - 1], `${key}: "${text}"`).toBe('\u00a0');
      for (const match of text.matchAll(/«/g)) expect(text[(match.index ?? 0) + 1], `${key}: "${text}"`).toBe('\u00a0');
    }
  });
});
