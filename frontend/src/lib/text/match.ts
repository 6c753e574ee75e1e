/**
 * Accent-insensitive matching of selectors and filters (spec 4-shell §4.11.1): the typed text and
 * each option's search text are normalised the same way, and an option matches when every typed
 * word occurs somewhere in its search text.
 */

/** NFD, combining marks removed, lower case, "œ" → "oe", "æ" → "ae", "ß" → "ss". */
function foldLetters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/**
 * The letters folded (`foldLetters`), apostrophes and hyphens turned into spaces, runs of spaces
 * collapsed, trimmed.
 */
export function normaliseForSearch(text: string): string {
  return foldLetters(text)
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

/*
 * Word-prefix matching of the global search (spec 6-data-and-beyond §6.3.3): texts are normalised
 * as above, then cut into words at every character that is neither a letter nor a digit (so that
 * "(COVID-19)", "louis.ouellet@…" and "10.5555/arn" are words too), and a query word matches
 * when it starts one of those words ("lev" finds "Lévesque", "vesque" does not).
 */
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** The key of each non-ASCII character met (lower-cased, ligature expanded, or ' '). */
const charKeys = new Map<string, string>();

function nonAsciiKey(char: string): string {
  let key = charKeys.get(char);
  if (key === undefined) {
    const lower = char.toLowerCase();
    key = lower === 'œ' ? 'oe' : lower === 'æ' ? 'ae' : lower === 'ß' ? 'ss' : LETTER_OR_DIGIT.test(lower) ? lower : ' ';
    charKeys.set(char, key);
  }
  return key;
}

/** A character of a decomposed text as a word key: '' for a mark, ' ' for a non-word character. */
function decomposedKey(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0x300 && code <= 0x36f) return ''; // a combining mark: accents are ignored
  if (code < 128) {
    if (code >= 65 && code <= 90) return String.fromCharCode(code + 32);
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) ? char : ' ';
  }
  return nonAsciiKey(char);
}

/**
 * Appends to `codes` the character codes of `text`'s word key (see `wordKey`), unit by unit of
 * the decomposed text. The reference form of `WordKeyWriter.write`, which gives the same codes
 * without decomposing the text first; it still serves texts holding surrogate pairs.
 */
export function pushWordCodes(text: string, codes: { push(code: number): unknown; readonly length: number }): void {
  const s = text.normalize('NFD');
  const start = codes.length;
  let pendingSpace = false;
  for (let i = 0; i < s.length; i += 1) {
    const key = decomposedKey(s[i] as string);
    for (let k = 0; k < key.length; k += 1) {
      const code = key.charCodeAt(k);
      if (code === 32) {
        pendingSpace = codes.length > start;
        continue;
      }
      if (pendingSpace) codes.push(32);
      pendingSpace = false;
      codes.push(code);
    }
  }
}

/**
 * The word key of each UTF-16 unit that is not a surrogate: its decomposition's units through
 * `decomposedKey`, spaces kept (they are word cuts), computed on first use. Decomposing the whole
 * text or each unit gives the same key: the canonical reordering of a decomposition only moves
 * marks, and every mark is dropped or cut at.
 */
const unitKeys = new Array<string | undefined>(0x10000).fill(undefined);

function unitKey(code: number): string {
  let key = unitKeys[code];
  if (key === undefined) {
    const decomposed = String.fromCharCode(code).normalize('NFD');
    key = '';
    for (let i = 0; i < decomposed.length; i += 1) key += decomposedKey(decomposed[i] as string);
    unitKeys[code] = key;
  }
  return key;
}

const CODES_PER_CALL = 8192;

/** The string of character codes, made in one piece (see `WordKeyWriter`). */
export function codesToString(codes: readonly number[]): string {
  if (codes.length <= CODES_PER_CALL) return String.fromCharCode.apply(null, codes as number[]);
  const parts: string[] = [];
  for (let i = 0; i < codes.length; i += CODES_PER_CALL) parts.push(String.fromCharCode.apply(null, codes.slice(i, i + CODES_PER_CALL)));
  return parts.join('');
}

/**
 * Writes the word keys of many texts into one reused buffer of character codes, read back as
 * strings made in one piece (a string grown character by character is a chain of pieces that the
 * engine joins the first time it is searched, which cost the first query on 50,000 products a
 * second, issue 15). Each unit is looked up in `unitKeys` instead of decomposing each text, and
 * the codes go into one array that only grows, not one grown array per text: building the
 * products' search texts spent as long collecting that garbage as computing them (spec
 * 6-data-and-beyond §6.3.3, "Performance"). Only the copy each string is made from remains.
 */
export class WordKeyWriter {
  /*
   * A plain array of small integers, not a Uint16Array: the engine makes a string from a slice of
   * such an array several times faster than from a typed array (measured in Chromium, issue 15).
   * It only grows; `length` is how much of it holds codes.
   */
  private buffer: number[] = new Array<number>(4096).fill(0);
  length = 0;

  /** Room for `extra` more codes. */
  private room(extra: number): number[] {
    const buffer = this.buffer;
    while (buffer.length < this.length + extra) buffer.push(0);
    return buffer;
  }

  push(code: number): void {
    this.room(1)[this.length] = code;
    this.length += 1;
  }

  /** Appends `text`'s word key: the codes `pushWordCodes` appends. */
  write(text: string): void {
    const start = this.length;
    const n = text.length;
    let buffer = this.room(n + 1);
    let at = start;
    let pendingSpace = false;
    for (let i = 0; i < n; i += 1) {
      let code = text.charCodeAt(i);
      if (code < 128) {
        if (code >= 65 && code <= 90) code += 32;
        else if (!((code >= 97 && code <= 122) || (code >= 48 && code <= 57))) {
          pendingSpace = at > start;
          continue;
        }
        if (at + 2 > buffer.length) {
          this.length = at;
          buffer = this.room(n);
        }
        if (pendingSpace) buffer[at++] = 32;
        pendingSpace = false;
        buffer[at++] = code;
        continue;
      }
      if (code >= 0xd800 && code <= 0xdfff) {
        // A surrogate pair may decompose into letters: this text the reference way.
        this.length = start;
        pushWordCodes(text, this);
        return;
      }
      const key = unitKey(code);
      for (let k = 0; k < key.length; k += 1) {
        const c = key.charCodeAt(k);
        if (c === 32) {
          pendingSpace = at > start;
          continue;
        }
        if (at + 2 > buffer.length) {
          this.length = at;
          buffer = this.room(n);
        }
        if (pendingSpace) buffer[at++] = 32;
        pendingSpace = false;
        buffer[at++] = c;
      }
    }
    this.length = at;
  }

  /** The codes written so far (the first `length` of them; read-only for callers). */
  get codes(): readonly number[] {
    return this.buffer;
  }

  /** The codes from `start` to the end, as one string made in one piece. */
  text(start = 0): string {
    return codesToString(this.buffer.slice(start, this.length));
  }

  clear(): void {
    this.length = 0;
  }
}

const keyWriter = new WordKeyWriter();

/**
 * The words of a text after normalisation, joined by single spaces: the same result as
 * `normaliseForSearch(text).replace(NOT_WORD, ' ').trim()`, in one pass over the decomposed text
 * instead of eight regular-expression passes (3.5 times faster): the search texts of 50,000
 * products are built with it (spec 6-data-and-beyond §6.3.3, under 1 second).
 */
export function wordKey(text: string): string {
  keyWriter.clear();
  keyWriter.write(text);
  return keyWriter.text();
}

/** The query's words, cut as `wordKey` cuts texts. */
export function queryWords(query: string): string[] {
  const key = wordKey(query);
  return key ? key.split(' ') : [];
}

/**
 * True when `word` starts a word of `spaced`, a `wordKey` with one space before it (and between
 * fields): a plain substring search, the cheapest test on 50,000 products per keystroke.
 */
export function startsAWord(spaced: string, word: string): boolean {
  return spaced.includes(` ${word}`);
}

/** One character as `normaliseForSearch` turns it, before spaces are collapsed ("ß" → "ss", a mark → ""). */
function normaliseChar(char: string): string {
  return foldLetters(char).replace(NOT_WORD, ' ');
}

/**
 * The ranges [start, end) of `text` (as displayed) where a query word starts a word, found
 * accent- and case-insensitively ("eleve" marks "élève"), merged when they touch or overlap.
 */
export function highlightRanges(text: string, words: readonly string[]): Array<[number, number]> {
  if (words.length === 0 || text === '') return [];
  // The normalised text, one entry per normalised character, each with its source range.
  let normal = '';
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i) as number;
    const length = code > 0xffff ? 2 : 1;
    for (const ch of normaliseChar(text.slice(i, i + length))) {
      normal += ch;
      from.push(i);
      to.push(i + length);
    }
    i += length;
  }
  const ranges: Array<[number, number]> = [];
  for (const word of words) {
    if (!word) continue;
    for (let at = normal.indexOf(word); at !== -1; at = normal.indexOf(word, at + 1)) {
      if (at > 0 && normal[at - 1] !== ' ') continue;
      ranges.push([from[at] as number, to[at + word.length - 1] as number]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}
