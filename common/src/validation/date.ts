import type { Checked } from './result';
import { accept, refuse } from './result';
import { normalizeString } from './normalize';

export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2100;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A calendar date `YYYY-MM-DD` (§2.1.4 `date`) that exists, years 1900–2100; null when empty. */
export function checkDate(raw: string): Checked<string | null> {
  const value = normalizeString(raw);
  if (value === '') return accept(null);
  // `YYYY-MM-DD` is 10 characters: anything longer is refused before the pattern runs.
  const match = value.length === 10 ? DATE.exec(value) : null;
  if (match === null) return refuse('invalid_format', { format: 'date' });
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return refuse('invalid_format', { format: 'date' });
  }
  if (year < DATE_MIN_YEAR || year > DATE_MAX_YEAR) return refuse('date_range');
  return accept(value);
}
