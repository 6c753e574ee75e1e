/**
 * The reference-list page's texts (spec 6-data-and-beyond §6.3.4) in a language, with rosetta's
 * `{{placeholders}}` filled. Only the page's chunk imports this file and its dictionaries.
 */
import rosetta from 'rosetta';
import type { Language } from '../../lib/i18n/dictionary';
import { referenceListsEn, type ReferenceListsTexts } from '../../lib/i18n/sections/reference-lists-en';
import { referenceListsFr } from '../../lib/i18n/sections/reference-lists-fr';

export type ReferenceListsKey = keyof ReferenceListsTexts;
export type ReferenceListsTranslate = (key: ReferenceListsKey, params?: Record<string, string | number>) => string;

const texts = rosetta<ReferenceListsTexts>({ en: referenceListsEn, fr: referenceListsFr });

export function referenceListsTranslator(language: Language): ReferenceListsTranslate {
  return (key, params) => texts.t(key, params ?? {}, language);
}
