import type { Language } from './dictionary';

const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/**
 * BCP 47 locale used for sorting and formatting in a language (spec 4-shell §4.4.3–§4.4.4). A
 * module of its own: the home page formats counts but sorts nothing, and the collator's code
 * stays out of its first load (issue 18).
 */
export function localeOf(language: Language): string {
  return LOCALES[language];
}
