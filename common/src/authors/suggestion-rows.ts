import type { AuthorSuggestion, MatchableMember } from './author-matching';

/**
 * The rows of the author-matching suggestion panel (spec 4-shell §4.11.5) from the matching
 * result (3-api §3.14): what the panel shows for each piece, given the members already in the
 * target selector and the pieces the user ignored. Pure, so that the SPA's panel logic is tested
 * without a browser.
 */
export type SuggestionRow =
  /** One candidate to confirm; `label` says when the match rests on initials or the last name alone. */
  | { kind: 'single'; text: string; candidate: MatchableMember; label: 'initials' | 'lastName' | null }
  /** Several candidates, none preselected. */
  | { kind: 'several'; text: string; candidates: MatchableMember[] }
  /** A candidate of the piece is already in the selector: nothing to confirm. */
  | { kind: 'linked'; text: string; member: MatchableMember };

export function suggestionRows(
  suggestions: readonly AuthorSuggestion[],
  linkedIds: ReadonlySet<string>,
  ignoredTexts: ReadonlySet<string>,
): SuggestionRow[] {
  const rows: SuggestionRow[] = [];
  for (const suggestion of suggestions) {
    const linked = suggestion.candidates.find((candidate) => linkedIds.has(candidate.id));
    if (linked) {
      rows.push({ kind: 'linked', text: suggestion.text, member: linked });
      continue;
    }
    if (ignoredTexts.has(suggestion.text)) continue;
    const [first, ...others] = suggestion.candidates;
    if (!first) continue;
    if (others.length > 0) {
      rows.push({ kind: 'several', text: suggestion.text, candidates: [...suggestion.candidates] });
      continue;
    }
    const label = suggestion.confidence === 'probable' ? 'initials' : suggestion.confidence === 'ambiguous' ? 'lastName' : null;
    rows.push({ kind: 'single', text: suggestion.text, candidate: first, label });
  }
  return rows;
}

/** The number of open suggestions: rows still waiting for the user's decision. */
export function openSuggestionCount(rows: readonly SuggestionRow[]): number {
  return rows.filter((row) => row.kind !== 'linked').length;
}

/** The ignored pieces still present in the text (a piece whose text changed is offered again). */
export function keepIgnored(ignoredTexts: ReadonlySet<string>, suggestions: readonly AuthorSuggestion[]): Set<string> {
  const present = new Set(suggestions.map((suggestion) => suggestion.text));
  return new Set([...ignoredTexts].filter((text) => present.has(text)));
}
