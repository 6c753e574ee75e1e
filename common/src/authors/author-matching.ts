import { authorPieces, isInitial, nameWords, normalizeName, type NameWord } from './split-authors';
import { comparisonKey } from '../validation/normalize';

/**
 * Author matching (spec 3-api §3.14): which pieces of an author or investigator text may name an
 * active member, with the candidates and a confidence. Suggestions only: nothing is linked from
 * them. Pure: the members come from the caller (the active members, as `/api/all-members` lists
 * them), indexed once by normalised last name so that a piece is compared only with the members
 * whose last name occurs in it (never pieces × members).
 */

export interface MatchableMember {
  id: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
}

export type Confidence = 'exact' | 'probable' | 'ambiguous';

export interface AuthorSuggestion {
  /** The piece as cleaned in step 4 of §3.14.2 (title and affiliation marks still shown). */
  text: string;
  /** Member references, ordered by last name, first name (comparison keys), then id. */
  candidates: MatchableMember[];
  confidence: Confidence;
}

interface IndexedMember {
  member: MatchableMember;
  /** The words F of the first name. */
  first: string[];
  lastKey: string;
  firstKey: string;
}

/** Members by the words of their last name, joined by one space. */
export interface MemberIndex {
  byLastName: ReadonlyMap<string, readonly IndexedMember[]>;
}

/** Kinds of result, best last (§3.14.4): last name alone, initials, full. */
const LAST_NAME = 1;
const INITIALS = 2;
const FULL = 3;

interface Result {
  rank: number;
  score: number;
}

/** At most this many capital words are read both ways in one name (2^4 readings). */
const MAX_CAPITAL_WORDS = 4;

export function indexMembers(members: readonly MatchableMember[]): MemberIndex {
  const byLastName = new Map<string, IndexedMember[]>();
  for (const member of members) {
    const key = normalizeName(member.last_name);
    if (key === '') continue;
    const entry: IndexedMember = {
      member,
      first: wordsOf(member.first_name),
      lastKey: comparisonKey(member.last_name),
      firstKey: comparisonKey(member.first_name),
    };
    const list = byLastName.get(key);
    if (list) list.push(entry);
    else byLastName.set(key, [entry]);
  }
  return { byLastName };
}

function wordsOf(name: string): string[] {
  return normalizeName(name).split(' ').filter((word) => word !== '');
}

function firstLetter(word: string): string {
  return [...word][0] ?? '';
}

/**
 * Every reading of a name's words (§3.14.3): each capital word ("JP", "ANH") either as a word or
 * as that many initials.
 */
export function readings(words: readonly NameWord[]): string[][] {
  let results: string[][] = [[]];
  let capitals = 0;
  for (const { word, capitals: isCapitalWord } of words) {
    const bothWays = isCapitalWord && word.length > 1 && capitals < MAX_CAPITAL_WORDS;
    if (bothWays) capitals += 1;
    const forms = bothWays ? [[word], [...word]] : [[word]];
    results = results.flatMap((prefix) => forms.map((form) => [...prefix, ...form]));
  }
  return results;
}

/** The given part G against the first name F (§3.14.4), or null when it does not fit. */
export function compareGiven(given: readonly string[], first: readonly string[]): Result | null {
  const [g0] = given;
  const [f0] = first;
  if (g0 === undefined || f0 === undefined) return null;
  const length = Math.min(given.length, first.length);
  if (isInitial(g0)) {
    for (let i = 0; i < length; i += 1) {
      if (firstLetter(given[i] as string) !== firstLetter(first[i] as string)) return null;
    }
    return { rank: INITIALS, score: length };
  }
  if (g0 !== f0) return null;
  let score = 0;
  for (let i = 0; i < length; i += 1) {
    const g = given[i] as string;
    const f = first[i] as string;
    if (g === f || (isInitial(g) && g === firstLetter(f))) score += 1;
    else break;
  }
  return { rank: FULL, score };
}

function better(a: Result, b: Result | undefined): boolean {
  return b === undefined || a.rank > b.rank || (a.rank === b.rank && a.score > b.score);
}

/** Each member's best result for one name (a cleaned piece), found through the index. */
function resultsFor(name: string, index: MemberIndex): Map<IndexedMember, Result> {
  const results = new Map<IndexedMember, Result>();
  const consider = (entries: readonly IndexedMember[] | undefined, given: readonly string[]) => {
    for (const entry of entries ?? []) {
      const result = given.length === 0 ? { rank: LAST_NAME, score: 0 } : compareGiven(given, entry.first);
      if (result && better(result, results.get(entry))) results.set(entry, result);
    }
  };
  const comma = name.indexOf(',');
  if (comma >= 0) {
    // A joined "L, G" piece: the words before the comma must be the whole last name.
    const lastReadings = readings(nameWords(name.slice(0, comma)));
    const givenReadings = readings(nameWords(name.slice(comma + 1).replace(/,/g, ' ')));
    for (const last of lastReadings) {
      if (last.length === 0) continue;
      const entries = index.byLastName.get(last.join(' '));
      if (entries) for (const given of givenReadings) consider(entries, given);
    }
    return results;
  }
  for (const words of readings(nameWords(name))) {
    const n = words.length;
    for (let k = 1; k <= n; k += 1) {
      // L then G (or L alone when k = n), and G then L.
      consider(index.byLastName.get(words.slice(0, k).join(' ')), words.slice(k));
      if (k < n) consider(index.byLastName.get(words.slice(n - k).join(' ')), words.slice(0, n - k));
    }
  }
  return results;
}

function byName(a: IndexedMember, b: IndexedMember): number {
  return compare(a.lastKey, b.lastKey) || compare(a.firstKey, b.firstKey) || compare(a.member.id, b.member.id);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The suggestion for one cleaned piece, or null when no member fits it. */
export function matchPiece(text: string, name: string, index: MemberIndex): AuthorSuggestion | null {
  const results = resultsFor(name, index);
  let best: Result | undefined;
  for (const result of results.values()) if (better(result, best)) best = result;
  if (!best) return null;
  const top = best;
  const candidates = [...results.entries()]
    .filter(([, result]) => result.rank === top.rank && result.score === top.score)
    .map(([entry]) => entry)
    .sort(byName);
  let confidence: Confidence = 'ambiguous';
  if (candidates.length === 1 && top.rank === FULL) confidence = 'exact';
  else if (candidates.length === 1 && top.rank === INITIALS) confidence = 'probable';
  return {
    text,
    candidates: candidates.map(({ member }) => ({
      id: member.id,
      first_name: member.first_name,
      last_name: member.last_name,
      is_active: member.is_active,
    })),
    confidence,
  };
}

/** `author_suggestions` (§3.14.5): one item per piece with a candidate, in the text's order. */
export function suggestAuthors(text: string, index: MemberIndex): AuthorSuggestion[] {
  return authorPieces(text).flatMap((piece) => {
    const suggestion = matchPiece(piece.text, piece.name, index);
    return suggestion ? [suggestion] : [];
  });
}
