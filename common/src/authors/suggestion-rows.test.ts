import { describe, expect, it } from 'vitest';
import { indexMembers, suggestAuthors, type MatchableMember } from './author-matching';
import { keepIgnored, openSuggestionCount, suggestionRows } from './suggestion-rows';

const MARIE: MatchableMember = { id: 'mbr-marie-tremblay', first_name: 'Marie', last_name: 'Tremblay', is_active: true };
const MARC: MatchableMember = { id: 'mbr-marc-tremblay', first_name: 'Marc', last_name: 'Tremblay', is_active: true };
const ANH: MatchableMember = { id: 'mbr-anh-nguyen', first_name: 'Anh', last_name: 'Nguyen', is_active: true };
const ELISE: MatchableMember = { id: 'mbr-elise-oconnor', first_name: 'Élise', last_name: "O'Connor", is_active: true };
const INDEX = indexMembers([MARIE, MARC, ANH, ELISE]);

const rowsOf = (text: string, linked: string[] = [], ignored: string[] = []) =>
  suggestionRows(suggestAuthors(text, INDEX), new Set(linked), new Set(ignored));

describe('author-matching panel rows (4-shell §4.11.5)', () => {
  it('shows an exact match as one candidate without a label', () => {
    expect(rowsOf('Marie Tremblay')).toEqual([{ kind: 'single', text: 'Marie Tremblay', candidate: MARIE, label: null }]);
  });

  it('labels a match on initials "Initials only"', () => {
    expect(rowsOf('E O’Connor; Someone Else')).toEqual([{ kind: 'single', text: 'E O’Connor', candidate: ELISE, label: 'initials' }]);
  });

  it('never offers a bare last name as a plain single match: "Last name only"', () => {
    expect(rowsOf('Nguyen')).toEqual([{ kind: 'single', text: 'Nguyen', candidate: ANH, label: 'lastName' }]);
  });

  it('offers every candidate of an ambiguous piece, none preselected', () => {
    expect(rowsOf('Tremblay, M.')).toEqual([{ kind: 'several', text: 'Tremblay, M.', candidates: [MARC, MARIE] }]);
  });

  it('shows a piece whose candidate is already selected as linked, with no open suggestion', () => {
    const rows = rowsOf('Marie Tremblay; Tremblay, M.; Nguyen A', [MARIE.id]);
    expect(rows.map((row) => row.kind)).toEqual(['linked', 'linked', 'single']);
    expect(rows[1]).toEqual({ kind: 'linked', text: 'Tremblay, M.', member: MARIE });
    expect(openSuggestionCount(rows)).toBe(1);
  });

  it('suggests a member again once removed from the selector', () => {
    expect(openSuggestionCount(rowsOf('Marie Tremblay', [MARIE.id]))).toBe(0);
    expect(openSuggestionCount(rowsOf('Marie Tremblay', []))).toBe(1);
  });

  it('hides an ignored piece, and offers it again once its text changed', () => {
    expect(rowsOf('Marie Tremblay; Nguyen A', [], ['Marie Tremblay']).map((row) => row.text)).toEqual(['Nguyen A']);
    const changed = suggestAuthors('Marie Tremblay 1; Nguyen A', INDEX);
    const kept = keepIgnored(new Set(['Marie Tremblay']), changed);
    expect([...kept]).toEqual([]);
    expect(suggestionRows(changed, new Set(), kept).map((row) => row.text)).toEqual(['Marie Tremblay 1', 'Nguyen A']);
    expect([...keepIgnored(new Set(['Nguyen A']), changed)]).toEqual(['Nguyen A']);
  });

  it('has no row when no piece names a member', () => {
    expect(rowsOf('Alice Nobody; Bob Unknown')).toEqual([]);
  });
});
