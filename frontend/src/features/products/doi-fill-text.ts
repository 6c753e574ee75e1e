/**
 * The texts of DOI prefill (spec 6-data-and-beyond §6.3.7) in a language: the status line after a
 * fill ("3 fields filled from the DOI." and its notes) with the plural rule of spec 4-shell §4.4.4
 * (French: 0 and 1 take the singular). Only the product forms import this file and its
 * dictionaries, so the signed-out home does not carry them.
 */
import rosetta from 'rosetta';
import type { Language } from '../../lib/i18n/dictionary';
import { plural } from '../../lib/i18n/format';
import { formatCount } from '../../lib/i18n/format-count';
import { doiPrefillEn, type DoiPrefillTexts } from '../../lib/i18n/sections/doi-prefill-en';
import { doiPrefillFr } from '../../lib/i18n/sections/doi-prefill-fr';
import type { FillNote } from './doi-fill';

export type DoiFillKey = keyof DoiPrefillTexts;
export type DoiFillTranslate = (key: DoiFillKey, params?: Record<string, string | number>) => string;

const texts = rosetta<DoiPrefillTexts>({ en: doiPrefillEn, fr: doiPrefillFr });

export function doiFillTranslator(language: Language): DoiFillTranslate {
  return (key, params) => texts.t(key, params ?? {}, language);
}

function noteText(note: FillNote, language: Language): string {
  const t = doiFillTranslator(language);
  if (note.key === 'authorsCut') return t('authorsCut', { k: formatCount(note.k, language), n: formatCount(note.n, language) });
  return t(note.key);
}

/** "<n> fields filled from the DOI." followed by the notes that apply. */
export function fillStatusText(count: number, notes: readonly FillNote[], language: Language): string {
  const head = doiFillTranslator(language)(plural(count, language, 'filledOne', 'filledOther'), { n: formatCount(count, language) });
  return [head, ...notes.map((note) => noteText(note, language))].join(' ');
}

/** The already-registered warning split around the product's title, which is a link: [before, after]. */
export function existingProductParts(language: Language): [string, string] {
  const marker = '\u0000';
  const text = doiFillTranslator(language)('existing', { title: marker });
  const index = text.indexOf(marker);
  return [text.slice(0, index), text.slice(index + marker.length)];
}
