/**
 * Translation completeness (spec 6-data-and-beyond §6.3.6, 2-data-model §2.1.5): a bilingual pair
 * is incomplete when exactly one side is filled; a record is missing English when one of its
 * pairs has only the French side, missing French when one has only the English side (both at
 * once is possible). The one rule of the server's `missing_languages` and of the SPA's markers,
 * hints and list filter, so that they never disagree on what "filled" means.
 */

export type TextLanguage = 'en' | 'fr';

/** One bilingual pair, as the projections carry it. */
export interface BilingualPair {
  en: string | null | undefined;
  fr: string | null | undefined;
}

/**
 * `empty`: neither side (never incomplete); `complete`: both; `missing-en` / `missing-fr`: only
 * the other side is filled. Blank text (spaces only) counts as empty, as the fallback of spec
 * 4-shell §4.4.5 treats it.
 */
export type PairState = 'empty' | 'complete' | 'missing-en' | 'missing-fr';

const filled = (value: string | null | undefined): boolean => value != null && value.trim() !== '';

export function pairState(en: string | null | undefined, fr: string | null | undefined): PairState {
  const hasEn = filled(en);
  const hasFr = filled(fr);
  if (hasEn && hasFr) return 'complete';
  if (hasEn) return 'missing-fr';
  if (hasFr) return 'missing-en';
  return 'empty';
}

/** The language a pair lacks, or null when the pair is complete or empty. */
export function missingSide(pair: BilingualPair): TextLanguage | null {
  const state = pairState(pair.en, pair.fr);
  return state === 'missing-en' ? 'en' : state === 'missing-fr' ? 'fr' : null;
}

/** The languages the pairs lack, in the order en, fr (`[]` when every pair is complete or empty). */
export function missingLanguages(pairs: Iterable<BilingualPair>): TextLanguage[] {
  let en = false;
  let fr = false;
  for (const pair of pairs) {
    const side = missingSide(pair);
    if (side === 'en') en = true;
    else if (side === 'fr') fr = true;
    if (en && fr) break;
  }
  return [...(en ? (['en'] as const) : []), ...(fr ? (['fr'] as const) : [])];
}

/** How many of the pairs are in one language only (the editors' count, §6.3.6 "Markers"). */
export function incompleteCount(pairs: Iterable<BilingualPair>): number {
  let count = 0;
  for (const pair of pairs) if (missingSide(pair) !== null) count += 1;
  return count;
}

// The pairs of each kind (the table of §6.3.6). Reference-list entries need both names and are
// never incomplete; grants and supervisions have no pair.

/** Keyword, organization (partner) and event: their name. */
export const namePairs = (record: { name_en: string | null; name_fr: string | null }): BilingualPair[] => [{ en: record.name_en, fr: record.name_fr }];

/** Product: its title. */
export const titlePairs = (record: { title_en: string | null; title_fr: string | null }): BilingualPair[] => [{ en: record.title_en, fr: record.title_fr }];

/** A member's public pairs (about me, then each problem entry): those of `missing_languages`. */
export function memberPublicPairs(member: {
  about_me_en: string | null;
  about_me_fr: string | null;
  problems: ReadonlyArray<{ name_en: string | null; name_fr: string | null }>;
}): BilingualPair[] {
  return [{ en: member.about_me_en, fr: member.about_me_fr }, ...member.problems.map((problem) => ({ en: problem.name_en, fr: problem.name_fr }))];
}

/**
 * All of a member's pairs, for the editors' markers: the public ones, then each partnership
 * description (private: only the member and administrators see them, so they never reach the
 * list filter).
 */
export function memberPairs(member: Parameters<typeof memberPublicPairs>[0] & { partnerships?: ReadonlyArray<{ description_en: string | null; description_fr: string | null }> | undefined }): BilingualPair[] {
  return [...memberPublicPairs(member), ...(member.partnerships ?? []).map((p) => ({ en: p.description_en, fr: p.description_fr }))];
}
