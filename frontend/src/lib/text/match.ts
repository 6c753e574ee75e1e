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
