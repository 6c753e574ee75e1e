/**
 * Bilingual record fields (spec 4-shell §4.4.5): the active language's value, else the other
 * one (a fallback, marked), else nothing.
 */
import type { Language } from './dictionary';

export interface Displayed {
  text: string;
  /** The language of `text`. */
  language: Language;
  /** True when `text` is the other language's value. */
  fallback: boolean;
}

const hasText = (value: string | null | undefined): value is string => value != null && value.trim() !== '';

export function pickBilingual(
  en: string | null | undefined,
  fr: string | null | undefined,
  language: Language,
): Displayed | null {
  const [own, other] = language === 'fr' ? [fr, en] : [en, fr];
  const otherLanguage: Language = language === 'fr' ? 'en' : 'fr';
  if (hasText(own)) return { text: own, language, fallback: false };
  if (hasText(other)) return { text: other, language: otherLanguage, fallback: true };
  return null;
}

/** The displayed text after fallback, for sorting and matching ('' when both are empty). */
export function bilingualText(en: string | null | undefined, fr: string | null | undefined, language: Language): string {
  return pickBilingual(en, fr, language)?.text ?? '';
}
