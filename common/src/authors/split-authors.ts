// Author texts (a product's `all_author`, a grant's `all_investigator`) split into author pieces,
// and the name normalisation of author matching (spec 3-api §3.14.2–§3.14.3). Browser-safe: the
// SPA's suggestion panel and products filter use the same splitting as the API.

/** One word of a name after normalisation (§3.14.3). */
export interface NameWord {
  /** The normalised word: no accents, lower case, no dots. */
  word: string;
  /**
   * Written in the original as two or three capital letters, with or without dots ("JP",
   * "J.P.", "ANH"): such a word is read both as a word and as that many initials.
   */
  capitals: boolean;
}

/** One author piece of a text (§3.14.2 step 4). */
export interface AuthorPiece {
  /** The piece with white space collapsed and trimmed, as shown to the user. */
  text: string;
  /** The piece without its leading title and trailing affiliation marks: what is matched. */
  name: string;
}

const APOSTROPHES_AND_HYPHENS = /['’\-\u2010\u2011]/g;

/**
 * The normalisation of §3.14.3 (the selector normalisation of spec 4-shell §4.11.1, then dots
 * removed): NFD, combining marks removed, lower case, "œ" → "oe", "æ" → "ae", "ß" → "ss",
 * apostrophes and hyphens → spaces, dots removed, runs of spaces collapsed, trimmed.
 */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(APOSTROPHES_AND_HYPHENS, ' ')
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a name (§3.14.3), each with whether it was written as 2–3 capital letters. */
export function nameWords(text: string): NameWord[] {
  const words: NameWord[] = [];
  for (const token of text.normalize('NFC').split(/[\s'’\-\u2010\u2011]+/)) {
    const word = normalizeName(token);
    if (word === '') continue;
    words.push({ word, capitals: /^\p{Lu}{2,3}$/u.test(token.replace(/\./g, '')) });
  }
  return words;
}

/** A word of one letter (§3.14.3). */
export function isInitial(word: string): boolean {
  return /^\p{L}$/u.test(word);
}

/** A part made of initials only: every word is an initial or a capital word such as "JP". */
export function isOnlyInitials(text: string): boolean {
  const words = nameWords(text);
  return words.length > 0 && words.every((w) => w.capitals || isInitial(w.word));
}

/** Step 1: every "et al" and "et coll" (any case, optional dot, optional comma before) removed. */
const ET_AL = /(?<![\p{L}\p{N}])et\s+(?:al|coll)(?![\p{L}\p{N}])\.?/giu;

/** Whether step 1 removes an "et al" or "et coll" from the text: the list it names is incomplete. */
export function mentionsEtAl(text: string): boolean {
  // `search` ignores the pattern's `lastIndex`, so the shared global pattern is safe here.
  return text.search(ET_AL) >= 0;
}

/**
 * The white space and the one comma before each "et al" are found by stepping back from the
 * match, not with a leading `,?\s*` in the pattern: that form rescans a long run of spaces from
 * each of its positions (quadratic; scripts/checks/regex-safety.test.ts).
 */
function withoutEtAl(text: string): string {
  let result = '';
  let kept = 0;
  for (const match of text.matchAll(ET_AL)) {
    let start = match.index;
    while (start > kept && /\s/.test(text.charAt(start - 1))) start -= 1;
    if (start > kept && text.charAt(start - 1) === ',') start -= 1;
    result += text.slice(kept, start);
    kept = match.index + match[0].length;
  }
  return result + text.slice(kept);
}

/** Step 2: `;`, `&`, line breaks, and the whole words "and" and "et" (any case). */
const SEPARATORS = /;|&|\r\n|\r|\n|(?<![\p{L}\p{N}'’-])(?:and|et)(?![\p{L}\p{N}'’-])/iu;

function whiteSpaceWords(segment: string): number {
  return segment.split(/\s+/).filter((word) => word !== '').length;
}

/** Step 3: whether segment T joins the segment S before it into one piece "S, T". */
function joins(s: string, t: string): boolean {
  const sWords = whiteSpaceWords(s);
  if (sWords === 1) return whiteSpaceWords(t) === 1 || isOnlyInitials(t);
  return (sWords === 2 || sWords === 3) && isOnlyInitials(t);
}

function splitOnCommas(part: string): string[] {
  const segments = part
    .split(',')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '');
  const pieces: string[] = [];
  for (let i = 0; i < segments.length; i += 1) {
    const s = segments[i] as string;
    const t = segments[i + 1];
    if (t !== undefined && joins(s, t)) {
      pieces.push(`${s}, ${t}`);
      i += 1;
    } else {
      pieces.push(s);
    }
  }
  return pieces;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Steps 1–3 of §3.14.2, with the white space of each piece collapsed (the start of step 4):
 * the pieces' texts, empty ones dropped, in the order of the text.
 */
export function splitAuthorText(text: string): string[] {
  const cleaned = withoutEtAl(text);
  const parts = cleaned.split(SEPARATORS);
  const commasSplit = !cleaned.includes(';');
  return parts
    .flatMap((part) => (commasSplit ? splitOnCommas(part) : [part]))
    .map(collapse)
    .filter((piece) => piece !== '');
}

const LEADING_TITLE = /^(?:dre?|prof|pr)(?:\.\s*|\s+|$)/iu;
// One character at a time from the end: an unanchored `[…]+$` would rescan a long run of marks
// from each of its positions.
const TRAILING_MARK = /^[\s\p{N}*†,]$/u;

function withoutTrailingMarks(name: string): string {
  const chars = Array.from(name);
  let end = chars.length;
  while (end > 0 && TRAILING_MARK.test(chars[end - 1] ?? '')) end -= 1;
  return chars.slice(0, end).join('');
}

/** Step 4 for matching: a leading title (Dr, Dre, Prof, Pr) and trailing affiliation marks removed. */
export function withoutTitleAndMarks(piece: string): string {
  let name = collapse(piece);
  while (LEADING_TITLE.test(name)) name = name.replace(LEADING_TITLE, '').trim();
  return withoutTrailingMarks(name).trim();
}

/** The words a piece is compared by, with a comma kept as its own mark. */
function pieceKey(name: string): string {
  // `(?<!\s)`: a match starts where a run of spaces starts, not inside it (linear time).
  return normalizeName(name.replace(/(?<!\s)\s*,\s*/g, ' , '));
}

/** A name left without any word once normalised (only dots, commas, hyphens …). */
function isEmptyName(name: string): boolean {
  return pieceKey(name).replace(/[\s,]/g, '') === '';
}

/**
 * The author names of a text for the authors list (spec 3-api §3.4.4): the pieces of steps 1–3,
 * titles and affiliation marks removed, white space collapsed, empty ones dropped.
 */
export function authorNames(text: string): string[] {
  return splitAuthorText(text)
    .map(withoutTitleAndMarks)
    .filter((name) => !isEmptyName(name));
}

/**
 * The pieces of a text as author matching reads them (§3.14.2 steps 1–4): pieces empty once
 * title and marks are removed are ignored, and so is a piece whose normalised words equal those
 * of an earlier piece.
 */
export function authorPieces(text: string): AuthorPiece[] {
  const seen = new Set<string>();
  const pieces: AuthorPiece[] = [];
  for (const piece of splitAuthorText(text)) {
    const name = withoutTitleAndMarks(piece);
    const key = pieceKey(name);
    // The key computed once serves both tests (isEmptyName would compute it again).
    if (key.replace(/[\s,]/g, '') === '' || seen.has(key)) continue;
    seen.add(key);
    pieces.push({ text: piece, name });
  }
  return pieces;
}
