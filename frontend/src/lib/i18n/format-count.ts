import type { Language } from './dictionary';
import { localeOf } from './locale';

const countFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A count: "1,234" / "1 234" (spec 4-shell §4.4.4). Apart from ./format.ts, whose other formats
 * the home page does not need: its counter tiles are the only numbers of the first screen (issue 18).
 */
export function formatCount(value: number, language: Language): string {
  let format = countFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language));
    countFormats.set(language, format);
  }
  return format.format(value);
}
