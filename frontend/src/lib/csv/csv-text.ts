/**
 * The text layer of a CSV export (spec 6-data-and-beyond §6.3.1, file format): RFC 4180 quoting,
 * CR LF line ends, the byte-order mark, the separator of the active language, and the formula
 * protection of user-entered text.
 */
import type { Language } from '../i18n/dictionary';

/** UTF-8 byte-order mark: spreadsheet programs otherwise read the file in a legacy code page. */
export const BOM = '\uFEFF';
export const CRLF = '\r\n';

/** A comma in English; a semicolon in French, where spreadsheets take the comma as decimal sign. */
export function csvSeparator(language: Language): ',' | ';' {
  return language === 'fr' ? ';' : ',';
}

/** The first characters a spreadsheet reads as the start of a formula (or that hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A value taken from user-entered text that a spreadsheet would evaluate gets a leading
 * apostrophe ("+1 514-555-0102" → "'+1 514-555-0102"); values the product writes itself (dates,
 * amounts, yes/no, links) never go through here.
 */
export function protectFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: a value holding the separator, a double quote, CR or LF is quoted, inner quotes doubled. */
export function quoteCell(value: string, separator: string): string {
  if (value.includes(separator) || /["\r\n]/.test(value)) return `"${value.replace(/"/g, '""')}"`;
  return value;
}
