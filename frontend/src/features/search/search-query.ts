/**
 * A query over the search texts (spec 6-data-and-beyond §6.3.3, "Matching" and "Ranking"): every
 * query word must start a word of some searched field; an exact DOI or ORCID iD also matches.
 * Within a kind, results are ranked by score, then by display name with the active language's
 * collator (spec 4-shell §4.4.3). The display order is computed once per list version and
 * language, so a keystroke scans the records in that order and only buckets them by score.
 */
import { checkDoi, doiComparisonKey } from '@portal/common/validation/doi';
import { checkOrcid } from '@portal/common/validation/orcid';
import { bilingualText } from '../../lib/i18n/bilingual';
import { sortByTexts } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';
import { queryWords } from '../../lib/text/match';
import { orderInBackground } from './display-order';
import type { IndexEntry, KindIndex, SearchItemMap, SearchKind } from './search-index';

/** The scores of §6.3.3, highest first. */
export const SCORE = { exact: 100, equal: 90, startsWith: 80, oneField: 60, primary: 40, secondary: 20 } as const;

/** Fewer characters than this (letters and digits, after normalisation) give no results. */
export const MIN_QUERY_CHARACTERS = 2;

export interface QueryPlan {
  words: string[];
  /** Each word with a space before it: what a word start looks like in the search texts. */
  needles: string[];
  /** The phrase with a space before it. */
  spacedPhrase: string;
  /** The words joined by single spaces (compared with whole primary fields). */
  phrase: string;
  /** The DOI (comparison key) and the ORCID iD the query is, if it is one. */
  exact: string[];
}

/** The plan of a typed query, or null when it is too short to search. */
export function planQuery(query: string): QueryPlan | null {
  const words = queryWords(query);
  const phrase = words.join(' ');
  if (phrase.replace(/ /g, '').length < MIN_QUERY_CHARACTERS) return null;
  const exact: string[] = [];
  const doi = checkDoi(query);
  if (doi.ok && doi.value !== null) exact.push(doiComparisonKey(doi.value));
  const orcid = checkOrcid(query);
  if (orcid.ok && orcid.value !== null) exact.push(orcid.value);
  return { words, needles: words.map((word) => ` ${word}`), phrase, spacedPhrase: ` ${phrase}`, exact };
}

/** True when every query word starts a word of the record's searched fields. */
export function matchesAll(entry: Pick<IndexEntry<unknown>, 'all'>, needles: readonly string[]): boolean {
  for (let i = 0; i < needles.length; i += 1) if (!entry.all.includes(needles[i] as string)) return false;
  return true;
}

function inField(field: string, needles: readonly string[]): boolean {
  for (let i = 0; i < needles.length; i += 1) if (!field.includes(needles[i] as string)) return false;
  return true;
}

/** The score of a record already known to match the query's words (exact matches are scored apart). */
function scoreMatched(primary: readonly string[], plan: QueryPlan): number {
  const { needles, spacedPhrase } = plan;
  // Most matches of a short query come from the secondary fields alone (an author's name): a
  // word missing from every primary field settles it at once (the tests below would all fail).
  for (const needle of needles) if (!inAny(primary, needle)) return SCORE.secondary;
  let best = 0;
  for (const field of primary) {
    if (field === spacedPhrase) return SCORE.equal;
    if (field.startsWith(spacedPhrase)) best = SCORE.startsWith;
    else if (best < SCORE.oneField && inField(field, needles)) best = SCORE.oneField;
  }
  return best > 0 ? best : SCORE.primary;
}

function inAny(fields: readonly string[], needle: string): boolean {
  for (let i = 0; i < fields.length; i += 1) if ((fields[i] as string).includes(needle)) return true;
  return false;
}

/** The score of a record for the query's words (0: no match). Exact matches are scored apart. */
export function scoreWords(entry: Pick<IndexEntry<unknown>, 'primary' | 'all'>, plan: QueryPlan): number {
  return matchesAll(entry, plan.needles) ? scoreMatched(entry.primary, plan) : 0;
}

/** The name a record is listed under (before the fallback marker, spec 4-shell §4.4.5). */
export function displayName<K extends SearchKind>(kind: K, item: SearchItemMap[K], language: Language): string {
  const record = item as SearchItemMap[SearchKind];
  switch (kind) {
    case 'members': {
      const m = record as SearchItemMap['members'];
      return `${m.account.first_name} ${m.account.last_name}`;
    }
    case 'supervisions':
    case 'accounts': {
      const p = record as SearchItemMap['accounts'];
      return `${p.first_name} ${p.last_name}`;
    }
    case 'products': {
      const p = record as SearchItemMap['products'];
      return bilingualText(p.title_en, p.title_fr, language);
    }
    case 'grants':
      return (record as SearchItemMap['grants']).title;
    default: {
      const n = record as SearchItemMap['keywords'];
      return bilingualText(n.name_en, n.name_fr, language);
    }
  }
}

const orders = new WeakMap<object, Partial<Record<Language, IndexEntry<unknown>[]>>>();

/** The entries in display-name order for the language, computed once per index and language. */
export function displayOrder<K extends SearchKind>(kind: K, index: KindIndex<SearchItemMap[K]>, language: Language): IndexEntry<SearchItemMap[K]>[] {
  let byLanguage = orders.get(index);
  if (!byLanguage) {
    byLanguage = {};
    orders.set(index, byLanguage);
  }
  let order = byLanguage[language] as IndexEntry<SearchItemMap[K]>[] | undefined;
  if (!order) {
    order = sortByTexts(index.entries, [(e) => displayName(kind, e.item, language)], language);
    byLanguage[language] = order as IndexEntry<unknown>[];
  }
  return order;
}

const pendingOrders = new WeakMap<object, Partial<Record<Language, Promise<Int32Array>>>>();

/**
 * The display order of a list's records for the language, as positions in the list, computed in
 * the search's worker (`display-order.ts`) once per list version and language. It needs only the
 * list, so it runs while the search texts are built.
 */
export function displayPositions<K extends SearchKind>(kind: K, items: readonly SearchItemMap[K][], language: Language): Promise<Int32Array> {
  let byLanguage = pendingOrders.get(items);
  if (!byLanguage) {
    byLanguage = {};
    pendingOrders.set(items, byLanguage);
  }
  let order = byLanguage[language];
  if (!order) {
    order = orderInBackground(
      items.map((item) => displayName(kind, item, language)),
      items.map((item) => item.id),
      language,
    );
    byLanguage[language] = order;
  }
  return order;
}

/**
 * The entries in display order from the list's positions (`displayPositions`), kept per index
 * and language like `displayOrder`'s (the same order: the entries are the list's, position by position).
 */
export function entriesInOrder<T>(index: KindIndex<T>, positions: Int32Array, language: Language): IndexEntry<T>[] {
  let byLanguage = orders.get(index);
  if (!byLanguage) {
    byLanguage = {};
    orders.set(index, byLanguage);
  }
  let order = byLanguage[language] as IndexEntry<T>[] | undefined;
  if (!order) {
    const { entries } = index;
    order = Array.from(positions, (at) => entries[at] as IndexEntry<T>);
    byLanguage[language] = order as IndexEntry<unknown>[];
  }
  return order;
}

/** A result: the record's entry (its `item` is the record), results coming in rank order. */
export type Ranked<T> = IndexEntry<T>;

/** The entries among `candidates` (in display order) that match the query's words, in that order. */
export function matchKind<T>(candidates: readonly IndexEntry<T>[], plan: QueryPlan): IndexEntry<T>[] {
  return candidates.filter((e) => matchesAll(e, plan.needles));
}

/**
 * The entries of `ordered` that match the query's words, reading only the records filed under the
 * rarest first two characters of a query word (`WordStartTable`); a query of one two-character
 * word is answered by the table alone. A query of one-character words scans every record.
 */
export function matchFromStarts<T>(ordered: readonly IndexEntry<T>[], index: KindIndex<T>, plan: QueryPlan): IndexEntry<T>[] {
  let rarest: Int32Array | null = null;
  for (const word of plan.words) {
    const records = index.starts.recordsStarting(word);
    if (records && (rarest === null || records.length < rarest.length)) rarest = records;
  }
  if (rarest === null) return matchKind(ordered, plan);
  if (rarest.length === 0) return [];
  const filed = new Uint8Array(index.entries.length);
  for (let i = 0; i < rarest.length; i += 1) filed[rarest[i] as number] = 1;
  const exact = plan.words.length === 1 && (plan.words[0] as string).length === 2;
  const out: IndexEntry<T>[] = [];
  for (let i = 0; i < ordered.length; i += 1) {
    const e = ordered[i] as IndexEntry<T>;
    if (filed[e.at] === 1 && (exact || matchesAll(e, plan.needles))) out.push(e);
  }
  return out;
}

/**
 * May the matches of `previous` stand as the candidates of `next`? Yes when `next` extends it
 * (more letters, more words): each word of `next` then starts with the word of `previous` at the
 * same place, so whatever matches `next` matched `previous`. Typing forward rescans only the
 * previous matches, not the 50,000 products.
 */
export function narrows(previous: QueryPlan, next: QueryPlan): boolean {
  return next.phrase.startsWith(previous.phrase);
}

/** The scores below the exact match, highest first: the buckets of `rankKind`. */
const WORD_SCORES = [SCORE.equal, SCORE.startsWith, SCORE.oneField, SCORE.primary, SCORE.secondary] as const;
/** The bucket of a score: its place in WORD_SCORES, without a search per record. */
const bucketOf = (score: number) => (score === SCORE.equal ? 0 : score === SCORE.startsWith ? 1 : score === SCORE.oneField ? 2 : score === SCORE.primary ? 3 : 4);

function exactMatches<T>(index: KindIndex<T>, plan: QueryPlan): Set<IndexEntry<T>> {
  const exact = new Set<IndexEntry<T>>();
  for (const key of plan.exact) for (const e of index.byExact.get(key) ?? []) exact.add(e);
  return exact;
}

/**
 * The ranked results of one kind: the exact DOI or ORCID iD matches (score 100), then the word
 * matches by score, ties in display order (`matches` come in display order). The entries are
 * bucketed as they are, without an object per result: "tr" matches most of 50,000 products.
 */
export function rankKind<T>(matches: readonly IndexEntry<T>[], index: KindIndex<T>, plan: QueryPlan): Ranked<T>[] {
  const exact = exactMatches(index, plan);
  const checkExact = exact.size > 0;
  const buckets: IndexEntry<T>[][] = WORD_SCORES.map(() => []);
  for (let i = 0; i < matches.length; i += 1) {
    const e = matches[i] as IndexEntry<T>;
    if (checkExact && exact.has(e)) continue;
    (buckets[bucketOf(scoreMatched(e.primary, plan))] as IndexEntry<T>[]).push(e);
  }
  return [...exact].concat(...buckets);
}

/** The score a result was ranked by (for tests and tools; the page needs only the order). */
export function scoreOf<T>(entry: IndexEntry<T>, index: KindIndex<T>, plan: QueryPlan): number {
  return exactMatches(index, plan).has(entry) ? SCORE.exact : scoreWords(entry, plan);
}

const lastMatches = new WeakMap<object, { plan: QueryPlan; matches: IndexEntry<unknown>[] }>();

/**
 * The ranked results of one kind for a query, rescanning only the previous query's matches when
 * the query extends it (`narrows`); the matches are kept per display order (per list version).
 */
export function searchOrdered<T>(ordered: readonly IndexEntry<T>[], index: KindIndex<T>, plan: QueryPlan): Ranked<T>[] {
  const last = lastMatches.get(ordered) as { plan: QueryPlan; matches: IndexEntry<T>[] } | undefined;
  const matches = last && narrows(last.plan, plan) ? matchKind(last.matches, plan) : matchFromStarts(ordered, index, plan);
  lastMatches.set(ordered, { plan, matches: matches as IndexEntry<unknown>[] });
  return rankKind(matches, index, plan);
}
