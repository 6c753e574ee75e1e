/**
 * Values written by a CSV export (spec 6-data-and-beyond §6.3.1): dates, the last login in the
 * network's time zone, exact amounts, linked names, member names and record links.
 */
import type { Language } from '../i18n/dictionary';
import { bilingualText } from '../i18n/bilingual';
import { amountToCents } from '@portal/common/validation/money';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A stored calendar date as it is (`YYYY-MM-DD`); anything else is missing. */
export function csvDate(value: string | null | undefined): string | null {
  return value && CALENDAR_DATE.test(value) ? value : null;
}

const minuteFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A timestamp as `YYYY-MM-DD HH:mm` in `timeZone` (the network's, spec 2-data-model §2.1.8),
 * whatever the viewer's own time zone is.
 */
export function csvTimestamp(value: string | null | undefined, timeZone: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  let format = minuteFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    minuteFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * An amount in dollars with two decimals, no grouping and no currency sign, the decimal sign of
 * the language: "72500.50" / "72500,50". Amounts travel as dollars with at most two decimals
 * (whole cents in the store, 2-data-model §2.1.4), so they are turned back into whole cents
 * first: the digits are written from an integer and carry no floating-point artefact.
 */
export function csvAmount(value: number | null | undefined, language: Language): string | null {
  if (value == null || !Number.isFinite(value)) return null;
  const cents = amountToCents(value);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  const decimals = String(whole % 100).padStart(2, '0');
  return `${sign}${Math.floor(whole / 100)}${language === 'fr' ? ',' : '.'}${decimals}`;
}

/** Several values in one cell. */
export const JOIN = '; ';

interface Named {
  name_en: string | null;
  name_fr: string | null;
}

/**
 * Linked records named in the active language with the fallback of spec 4-shell §4.4.5 but
 * without its marker, joined with "; "; ids the lookup does not know are left out.
 */
export function linkedNames(ids: readonly string[], lookup: ReadonlyMap<string, Named>, language: Language): string | null {
  const names: string[] = [];
  for (const id of ids) {
    const entry = lookup.get(id);
    const name = entry ? bilingualText(entry.name_en, entry.name_fr, language) : '';
    if (name) names.push(name);
  }
  return names.length > 0 ? names.join(JOIN) : null;
}

/** One linked record's name (a single reference such as a faculty). */
export function linkedName(id: string | null, lookup: ReadonlyMap<string, Named>, language: Language): string | null {
  return id ? linkedNames([id], lookup, language) : null;
}

/** Member references as "<first name> <last name>", joined with "; ", inactive members included. */
export function memberNames(members: ReadonlyArray<{ first_name: string; last_name: string }>): string | null {
  return members.length > 0 ? members.map((m) => `${m.first_name} ${m.last_name}`).join(JOIN) : null;
}

/** The absolute URL of a record's redirect route (`<site origin>/grants/<id>`). */
export function recordLink(origin: string, section: string, id: string): string {
  return `${origin}/${section}/${encodeURIComponent(id)}`;
}

/** A lookup by id of a reference list's entries. */
export function byId<T extends { id: string }>(entries: readonly T[]): ReadonlyMap<string, T> {
  return new Map(entries.map((entry) => [entry.id, entry]));
}
