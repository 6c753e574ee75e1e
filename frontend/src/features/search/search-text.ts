/**
 * The search page's texts (spec 6-data-and-beyond §6.3.3) in a language, with rosetta's
 * `{{placeholders}}` filled. Only the search page's chunk imports this file and its dictionaries.
 */
import rosetta from 'rosetta';
import type { Language } from '../../lib/i18n/dictionary';
import { searchEn, type SearchTexts } from '../../lib/i18n/sections/search-en';
import { searchFr } from '../../lib/i18n/sections/search-fr';

export type SearchKey = keyof SearchTexts;
export type SearchTranslate = (key: SearchKey, params?: Record<string, string | number>) => string;

const texts = rosetta<SearchTexts>({ en: searchEn, fr: searchFr });

export function searchTranslator(language: Language): SearchTranslate {
  return (key, params) => texts.t(key, params ?? {}, language);
}
