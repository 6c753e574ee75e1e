/**
 * The money input of spec 5-pages §5.2.6: digits, spaces and "$" are accepted; "." is the
 * decimal separator in both languages and "," also in French (in English "," separates
 * thousands). Returns the number, or the trimmed text when it is not a number (the schema then
 * reports it), or null when empty.
 */
import type { Language } from '../i18n/dictionary';

export function parseMoney(text: string, language: Language): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  let cleaned = trimmed.replace(/[\s\u00a0\u202f$]/g, '');
  cleaned = language === 'fr' ? cleaned.replace(',', '.') : cleaned.replace(/,/g, '');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return trimmed;
  return Number(cleaned);
}

/** The amount as typed back into the input (no grouping, "." decimals, "," in French). */
export function moneyInputText(amount: number | null | undefined, language: Language): string {
  if (amount === null || amount === undefined) return '';
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return language === 'fr' ? text.replace('.', ',') : text;
}
