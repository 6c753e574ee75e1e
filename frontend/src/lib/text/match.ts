/**
 * Accent-insensitive matching of selectors and filters (spec 4-shell §4.11.1): the typed text and
 * each option's search text are normalised the same way, and an option matches when every typed
 * word occurs somewhere in its search text.
 */

/**
 * NFD, combining marks removed, lower case, "œ" → "oe", "æ" → "ae", "ß" → "ss", apostrophes
 * and hyphens turned into spaces, runs of spaces collapsed, trimmed.
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/['’\-‐‑–]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The typed words, normalised. */
export function searchWords(query: string): string[] {
  const normalised = normaliseForSearch(query);
  return normalised ? normalised.split(' ') : [];
}

/** True when every word occurs in the (already normalised) search text. */
export function matchesWords(normalisedText: string, words: readonly string[]): boolean {
  return words.every((word) => normalisedText.includes(word));
}

/** True when the normalised label starts with the first typed word (listed first). */
export function startsWithFirstWord(normalisedLabel: string, words: readonly string[]): boolean {
  const first = words[0];
  return first !== undefined && normalisedLabel.startsWith(first);
}

/** An item with its search text and label normalised once (see `searchIndex`). */
export interface Indexed<T> {
  item: T;
  /** The normalised search text, matched against the typed words. */
  key: string;
  /** The normalised label, for "starts with the first word". */
  labelKey: string;
}

/**
 * The items with their normalised keys, computed once per list rather than on every keystroke:
 * normalising 50,000 product titles (NFD and six replacements each) took most of a keystroke's
 * time on the large network (issue 13). Keep the result as long as the items do (useMemo).
 */
export function searchIndex<T>(items: readonly T[], searchText: (item: T) => string, label: (item: T) => string = searchText): Indexed<T>[] {
  return items.map((item) => {
    const key = normaliseForSearch(searchText(item));
    const text = label(item);
    return { item, key, labelKey: text === searchText(item) ? key : normaliseForSearch(text) };
  });
}

/**
 * The items whose key holds every typed word, in index order; when words were typed, those whose
 * label starts with the first word come first (spec 4-shell §4.11.1). `keep` leaves items out
 * (already selected, excluded) without rebuilding the index. Only the first `limit` are
 * collected, with the count of all: a dropdown shows a few dozen options, and one typed letter
 * matches nearly all 50,000 titles of a large network, whose full list cost a keystroke more than
 * the matching itself (issue 13).
 */
export function firstMatches<T>(index: readonly Indexed<T>[], words: readonly string[], limit: number, keep: (item: T) => boolean = () => true): { shown: T[]; total: number } {
  const first: T[] = [];
  const rest: T[] = [];
  let total = 0;
  for (const entry of index) {
    if ((words.length > 0 && !matchesWords(entry.key, words)) || !keep(entry.item)) continue;
    total += 1;
    if (words.length > 0 && startsWithFirstWord(entry.labelKey, words)) {
      if (first.length < limit) first.push(entry.item);
    } else if (rest.length < limit) rest.push(entry.item);
  }
  return { shown: first.concat(rest).slice(0, limit), total };
}
