import type { Language } from './dictionary';

const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/** BCP 47 locale used for sorting and formatting in a language (spec 4-shell §4.4.3–§4.4.4). */
export function localeOf(language: Language): string {
  return LOCALES[language];
}

const cache = new Map<string, Intl.Collator>();

function collator(language: Language, sensitivity: 'base' | 'variant'): Intl.Collator {
  const key = `${language}:${sensitivity}`;
  let c = cache.get(key);
  if (!c) {
    c = new Intl.Collator(LOCALES[language], { sensitivity });
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

/** Lower-case letters, digits and the space: the characters `primaryOrder` decides on. */
function isSimple(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 32;
}

/** The text as the collator's first level sees most of it: decomposed, marks removed, lower case. */
export function primaryKey(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The order of two texts decided from their primary keys without the collator, or 0 when it
 * cannot be: up to their first difference both keys hold only letters a–z, digits and spaces,
 * which the collator's first level orders as their code points do (space, digits, letters; each
 * one weight, no contraction in English or French), and the differing characters are such too.
 * Anything else (punctuation, other letters, equal keys) is left to the collator.
 */
export function primaryOrder(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (!isSimple(x) || !isSimple(y)) return 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  if (a.length === b.length) return 0;
  // One key is a prefix of the other: the longer is greater when its next character weighs.
  const next = (a.length > b.length ? a : b).charCodeAt(length);
  if (!isSimple(next)) return 0;
  return a.length < b.length ? -1 : 1;
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
  const decorated = items.map((item) => {
    const texts = keys.map((key) => {
      const text = key(item);
      return isEmpty(text) ? null : (text as string);
    });
    return { item, texts, primary: texts.map((text) => (text === null ? '' : primaryKey(text))) };
  });
  decorated.sort((x, y) => {
    for (let i = 0; i < keys.length; i += 1) {
      const a = x.texts[i] ?? null;
      const b = y.texts[i] ?? null;
      if (a === b) continue;
      if (a === null || b === null) return a === null ? 1 : -1;
      const c = primaryOrder(x.primary[i] ?? '', y.primary[i] ?? '') || base.compare(a, b) || variant.compare(a, b);
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
  const decorated = items.map((item, index) => {
    const value = text(item);
    const present = isEmpty(value) ? null : (value as string);
    return { item, index, text: present, primary: present === null ? '' : primaryKey(present) };
  });
  decorated.sort((x, y) => {
    if (x.text !== y.text) {
      if (x.text === null || y.text === null) return x.text === null ? 1 : -1;
      const c = primaryOrder(x.primary, y.primary) || base.compare(x.text, y.text) || variant.compare(x.text, y.text);
      if (c !== 0) return c;
    }
    return x.index - y.index;
  });
  return decorated.map((entry) => entry.item);
}
