import type { Language } from './dictionary';
import { localeOf } from './locale';

const cache = new Map<string, Intl.Collator>();

function collator(language: Language, sensitivity: 'base' | 'variant'): Intl.Collator {
  const key = `${language}:${sensitivity}`;
  let c = cache.get(key);
  if (!c) {
    c = new Intl.Collator(localeOf(language), { sensitivity });
    cache.set(key, c);
  }
  return c;
}

function isEmpty(value: string | null | undefined): boolean {
  if (value == null || value === '') return true;
  // Most texts start with a visible character: no copy of them is trimmed (a sort of 50,000
  // titles compares them about 800,000 times).
  const first = value.charCodeAt(0);
  return first <= 32 || first === 0xa0 || first === 0x1680 || first >= 0x2000 ? value.trim() === '' : false;
}

/**
 * Compares two texts with the language's collator: accents and case are ignored first
 * (sensitivity "base"), then used to break ties (sensitivity "variant"). Empty values sort last.
 */
export function compareText(
  a: string | null | undefined,
  b: string | null | undefined,
  language: Language,
): number {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
  const x = a ?? '';
  const y = b ?? '';
  return collator(language, 'base').compare(x, y) || collator(language, 'variant').compare(x, y);
}

/**
 * The characters `primaryOrder` decides on: lower-case letters, digits, the spaces and the
 * punctuation that titles and names hold (a colon decided a third of the comparisons of 50,000
 * generated titles, issue 13). Each has one primary weight of its own in the collation of English
 * and French, so two texts made of them compare at the first level as their sequences of weights.
 */
const RANKED_CHARACTERS = ' \u00a0\u202f_-\u2013\u2014,;:!?.\'\u2019"«»()[]{}@*/\\&#%+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';
const RANKED_BELOW = 0x2100;

const rankTables = new Map<Language, Uint8Array>();

/**
 * Each ranked character's primary weight as the language's collator orders them (1 = lowest; 0 =
 * not ranked), computed once from the collator itself rather than written down, so that it is
 * the collator's order by construction. Characters equal at the first level share a rank.
 */
function rankTable(language: Language): Uint8Array {
  let table = rankTables.get(language);
  if (!table) {
    const base = collator(language, 'base');
    const weighed = [...RANKED_CHARACTERS].filter((ch) => base.compare(ch, '') !== 0).sort(base.compare);
    table = new Uint8Array(RANKED_BELOW);
    let rank = 0;
    weighed.forEach((ch, i) => {
      if (i === 0 || base.compare(weighed[i - 1] as string, ch) !== 0) rank += 1;
      table![ch.charCodeAt(0)] = rank;
    });
    rankTables.set(language, table);
  }
  return table;
}

/** The text as the collator's first level sees most of it: decomposed, marks removed, lower case. */
export function primaryKey(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The order of two texts decided from their primary keys without the collator, or 0 when it
 * cannot be: up to their first difference both keys hold only ranked characters, which the
 * collator's first level orders by their ranks (one weight each, no contraction in English or
 * French), and the differing characters are ranked too. Anything else (other letters, ligatures,
 * symbols, equal keys) is left to the collator.
 */
export function primaryOrder(a: string, b: string, language: Language): number {
  return rankedOrder(a, b, rankTable(language));
}

function rankedOrder(a: string, b: string, ranks: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    const rx = x < RANKED_BELOW ? (ranks[x] as number) : 0;
    if (rx === 0) return 0;
    if (x === y) continue;
    const ry = y < RANKED_BELOW ? (ranks[y] as number) : 0;
    if (ry === 0) return 0;
    if (rx !== ry) return rx < ry ? -1 : 1;
  }
  if (a.length === b.length) return 0;
  // One key is a prefix of the other: the longer is greater when its next character weighs.
  const next = (a.length > b.length ? a : b).charCodeAt(length);
  if (next >= RANKED_BELOW || ranks[next] === 0) return 0;
  return a.length < b.length ? -1 : 1;
}

/**
 * A primary key spelt in ranks (one character per rank, so that plain string comparison of two
 * such strings is the collator's first level), or null when the key holds a character without a
 * rank (the collator decides for it). Comparing strings natively instead of character by
 * character in JavaScript made the sort of 50,000 titles several times faster (issue 13).
 */
function weighKey(key: string, ranks: Uint8Array): string | null {
  const weights: number[] = new Array<number>(key.length);
  for (let i = 0; i < key.length; i += 1) {
    const code = key.charCodeAt(i);
    const rank = code < RANKED_BELOW ? (ranks[code] as number) : 0;
    if (rank === 0) return null;
    weights[i] = rank;
  }
  // Built in one call: appending character by character cost more than the whole sort.
  return String.fromCharCode(...weights);
}

/**
 * The first-level order of two texts from their primary keys and weight strings, or 0 when the
 * collator must decide (equal at the first level, or a character without a rank).
 */
function firstLevelOrder(primaryA: string, weightsA: string | null, primaryB: string, weightsB: string | null, ranks: Uint8Array): number {
  if (weightsA !== null && weightsB !== null) return weightsA < weightsB ? -1 : weightsA > weightsB ? 1 : 0;
  return rankedOrder(primaryA, primaryB, ranks);
}

/**
 * Sorts a copy of `items` by the given text keys in order, then by id, so the order is stable
 * and identical on every render. Each key is computed once per item, not once per comparison
 * (50,000 products made 1.6 million key computations, issue 13); most comparisons are decided on
 * the texts' primary keys (`primaryOrder`), the collator deciding the rest, so the order is the
 * collator's.
 */
export function sortByTexts<T extends { id: string }>(
  items: readonly T[],
  keys: ReadonlyArray<(item: T) => string | null | undefined>,
  language: Language,
): T[] {
  const base = collator(language, 'base');
  const variant = collator(language, 'variant');
  const ranks = rankTable(language);
  const [only] = keys;
  if (keys.length === 1 && only) {
    // One key (a list's default order): its values as plain fields, no array per item.
    const single = items.map((item) => {
      const value = only(item);
      const text = isEmpty(value) ? null : (value as string);
      const primary = text === null ? '' : primaryKey(text);
      return { item, id: item.id, text, primary, weights: weighKey(primary, ranks) };
    });
    single.sort((x, y) => {
      if (x.text !== y.text) {
        if (x.text === null || y.text === null) return x.text === null ? 1 : -1;
        const c = firstLevelOrder(x.primary, x.weights, y.primary, y.weights, ranks) || base.compare(x.text, y.text) || variant.compare(x.text, y.text);
        if (c !== 0) return c;
      }
      return x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
    });
    return single.map((entry) => entry.item);
  }
  const decorated = items.map((item) => {
    const texts = keys.map((key) => {
      const text = key(item);
      return isEmpty(text) ? null : (text as string);
    });
    const primary = texts.map((text) => (text === null ? '' : primaryKey(text)));
    return { item, texts, primary, weights: primary.map((key) => weighKey(key, ranks)) };
  });
  decorated.sort((x, y) => {
    for (let i = 0; i < keys.length; i += 1) {
      const a = x.texts[i] ?? null;
      const b = y.texts[i] ?? null;
      if (a === b) continue;
      if (a === null || b === null) return a === null ? 1 : -1;
      const c = firstLevelOrder(x.primary[i] ?? '', x.weights[i] ?? null, y.primary[i] ?? '', y.weights[i] ?? null, ranks) || base.compare(a, b) || variant.compare(a, b);
      if (c !== 0) return c;
    }
    return x.item.id < y.item.id ? -1 : x.item.id > y.item.id ? 1 : 0;
  });
  return decorated.map((entry) => entry.item);
}

/**
 * A copy of `items` in the order of `compareText` on one text each, ties kept in their order (as
 * `items.sort((a, b) => compareText(…))` gives), with the text and its primary key computed once
 * per item: for the long option lists of filters (50,000 product titles).
 */
export function sortByText<T>(items: readonly T[], text: (item: T) => string | null | undefined, language: Language): T[] {
  const base = collator(language, 'base');
  const variant = collator(language, 'variant');
  const ranks = rankTable(language);
  const decorated = items.map((item, index) => {
    const value = text(item);
    const present = isEmpty(value) ? null : (value as string);
    const primary = present === null ? '' : primaryKey(present);
    return { item, index, text: present, primary, weights: weighKey(primary, ranks) };
  });
  decorated.sort((x, y) => {
    if (x.text !== y.text) {
      if (x.text === null || y.text === null) return x.text === null ? 1 : -1;
      const c = firstLevelOrder(x.primary, x.weights, y.primary, y.weights, ranks) || base.compare(x.text, y.text) || variant.compare(x.text, y.text);
      if (c !== 0) return c;
    }
    return x.index - y.index;
  });
  return decorated.map((entry) => entry.item);
}
