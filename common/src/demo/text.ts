import type { Rng } from './random';

/** Non-breaking space, used before : ; ! ? and inside « » in French. */
export const NBSP = '\u00a0';

/** Lower-cased, accents and apostrophes removed, spaces replaced by hyphens ("María José" → "maria-jose"). */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

export function capitalize(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toUpperCase() + text.slice(head.length);
}

const KEEP_CAPITAL = new Set(['Indigenous']);

/** A keyword or subject name written inside a sentence. */
export function inSentence(name: string): string {
  const firstWord = name.split(' ')[0] ?? '';
  if (KEEP_CAPITAL.has(firstWord)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

export function joinEn(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

export function joinFr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1] ?? ''}`;
}

export function frenchQuote(text: string): string {
  return `«${NBSP}${text}${NBSP}»`;
}

function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / 86_400_000;
}

function fromDayNumber(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** A date drawn uniformly between two dates, both included. */
export function randomDate(rng: Rng, from: string, to: string): string {
  return fromDayNumber(rng.int(dayNumber(from), dayNumber(to)));
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
