/**
 * Dates, amounts, counts and plurals per language (spec 4-shell §4.4.4), always through `Intl`
 * with "en-CA" or "fr-CA". Formatters are cached per language.
 */
import { localeOf } from './locale';
import type { Language } from './dictionary';

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const timestampFormats = new Map<string, Intl.DateTimeFormat>();
const amountFormats = new Map<Language, Intl.NumberFormat>();
const pluralRules = new Map<Language, Intl.PluralRules>();

function cached<T>(map: Map<Language, T>, language: Language, make: (locale: string) => T): T {
  let value = map.get(language);
  if (!value) {
    value = make(localeOf(language));
    map.set(language, value);
  }
  return value;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A stored calendar date (`YYYY-MM-DD`) in the long style, computed at 00:00 UTC so it never
 * shifts by a day: "March 14, 2025" / "14 mars 2025". Null for a missing or malformed date.
 */
export function formatDate(value: string | null | undefined, language: Language): string | null {
  const match = value ? CALENDAR_DATE.exec(value) : null;
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(d)) return null;
  return cached(dateFormats, language, (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })).format(date);
}

/** "March 14, 2025 – June 30, 2025"; an open end shows only the start. Null without a start. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  language: Language,
): string | null {
  const from = formatDate(start, language);
  if (!from) return null;
  const to = formatDate(end, language);
  return to ? `${from} – ${to}` : from;
}

/**
 * A timestamp (last login, audit history) with date and time in the viewer's time zone:
 * "March 14, 2025 at 2:05 p.m." / "14 mars 2025 à 14 h 05". `timeZone` is for tests.
 */
export function formatTimestamp(value: string | null | undefined, language: Language, timeZone?: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const key = `${language}|${timeZone ?? ''}`;
  let format = timestampFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'long',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    timestampFormats.set(key, format);
  }
  const text = format.format(date);
  // French typography (docs/adr/0016): "14 h 05" never breaks across lines; Intl writes plain spaces.
  return language === 'fr' ? text.replace(/(\d) h (\d)/, '$1\u00a0h\u00a0$2') : text;
}

/** An amount in Canadian dollars, always two decimals: "$12,500.00" / "12 500,00 $". */
export function formatAmount(value: number | null | undefined, language: Language): string | null {
  if (value == null || !Number.isFinite(value)) return null;
  return cached(amountFormats, language, (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(value);
}

/** True when `count` takes the singular form in `language` (French: 0 and 1). */
export function isSingular(count: number, language: Language): boolean {
  return cached(pluralRules, language, (locale) => new Intl.PluralRules(locale)).select(count) === 'one';
}

/** Picks the singular or plural text for `count`. */
export function plural<T>(count: number, language: Language, one: T, other: T): T {
  return isSingular(count, language) ? one : other;
}
