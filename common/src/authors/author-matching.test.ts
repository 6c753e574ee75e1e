import { describe, expect, it } from 'vitest';
import { authorPieces } from './split-authors';
import { buildDemoDataset } from '../demo/dataset';
import { compareGiven, indexMembers, readings, suggestAuthors, type MatchableMember } from './author-matching';

/** The member set of spec 3-api §3.14.6 (all active). */
const MEMBERS: Record<string, MatchableMember> = {
  M1: { id: 'mbr-marie-tremblay', first_name: 'Marie', last_name: 'Tremblay', is_active: true },
  M2: { id: 'mbr-marc-tremblay', first_name: 'Marc', last_name: 'Tremblay', is_active: true },
  M3: { id: 'mbr-jp-levesque', first_name: 'Jean-Pierre', last_name: 'Lévesque', is_active: true },
  M4: { id: 'mbr-jean-levesque', first_name: 'Jean', last_name: 'Lévesque', is_active: true },
  M5: { id: 'mbr-anh-nguyen', first_name: 'Anh', last_name: 'Nguyen', is_active: true },
  M6: { id: 'mbr-sophie-bouchard-roy', first_name: 'Sophie', last_name: 'Bouchard-Roy', is_active: true },
  M7: { id: 'mbr-elise-oconnor', first_name: 'Élise', last_name: "O'Connor", is_active: true },
  M8: { id: 'mbr-john-smith', first_name: 'John', last_name: 'Smith', is_active: true },
  M9: { id: 'mbr-amelie-cote', first_name: 'Amélie', last_name: 'Côté', is_active: true },
};
const INDEX = indexMembers(Object.values(MEMBERS));
const REF_OF = new Map(Object.entries(MEMBERS).map(([ref, member]) => [member.id, ref]));

/** "exact: M1", "ambiguous: M2, M1": the notation of the table. */
function summary(text: string): string[] {
  return suggestAuthors(text, INDEX).map((s) => `${s.confidence}: ${s.candidates.map((c) => REF_OF.get(c.id)).join(', ')}`);
}

/** Every row of spec 3-api §3.14.6: text, number of pieces, suggestions in answer order. */
const EXAMPLES: [number, string, number, string[]][] = [
  [1, 'Marie Tremblay', 1, ['exact: M1']],
  [2, 'Tremblay, Marie', 1, ['exact: M1']],
  [3, 'Tremblay Marie', 1, ['exact: M1']],
  [4, 'M. Tremblay', 1, ['ambiguous: M2, M1']],
  [5, 'Tremblay, M.', 1, ['ambiguous: M2, M1']],
  [6, 'Tremblay', 1, ['ambiguous: M2, M1']],
  [7, 'Nguyen A', 1, ['probable: M5']],
  [8, 'Nguyen', 1, ['ambiguous: M5']],
  [9, 'Jean-Pierre Lévesque', 1, ['exact: M3']],
  [10, 'jean pierre levesque', 1, ['exact: M3']],
  [11, 'Jean P. Lévesque', 1, ['exact: M3']],
  [12, 'Jean Lévesque', 1, ['ambiguous: M4, M3']],
  [13, 'Jean-Marc Lévesque', 1, ['ambiguous: M4, M3']],
  [14, 'J.-P. Lévesque', 1, ['probable: M3']],
  [15, 'Levesque JP', 1, ['probable: M3']],
  [16, 'J. Lévesque', 1, ['ambiguous: M4, M3']],
  [17, 'Sophie Bouchard-Roy', 1, ['exact: M6']],
  [18, 'Bouchard Roy, S.', 1, ['probable: M6']],
  [19, 'Bouchard, S.', 1, []],
  [20, "Dr. Élise O'Connor", 1, ['exact: M7']],
  [21, "E O'Connor", 1, ['probable: M7']],
  [22, 'Amelie Cote', 1, ['exact: M9']],
  [23, 'AMÉLIE CÔTÉ', 1, ['exact: M9']],
  [24, 'ANH NGUYEN', 1, ['exact: M5']],
  [25, 'John Michael Smith', 1, ['exact: M8']],
  [26, 'Prof. John M. Smith', 1, ['exact: M8']],
  [27, 'Smith, J. M.', 1, ['probable: M8']],
  [28, 'Marc et Marie Tremblay', 2, ['exact: M1']],
  [29, 'Tremblay, M., Nguyen, A.', 2, ['ambiguous: M2, M1', 'probable: M5']],
  [30, 'Tremblay, Marie; Smith, John', 2, ['exact: M1', 'exact: M8']],
  [31, 'Marie Tremblay, John Smith & Anh Nguyen', 3, ['exact: M1', 'exact: M8', 'exact: M5']],
  [32, 'Marie Tremblay\nJ. Smith', 2, ['exact: M1', 'probable: M8']],
  [33, 'A. Nguyen1*', 1, ['probable: M5']],
  [34, 'K. Tremblay', 1, []],
  [35, 'Tremblay, Marie and Smith J, et al.', 2, ['exact: M1', 'probable: M8']],
  [36, 'Smith, John Michael', 2, ['ambiguous: M8']],
  [37, 'M. T. Tremblay', 1, ['ambiguous: M2, M1']],
];

describe('author matching: the examples of spec 3-api §3.14.6', () => {
  it.each(EXAMPLES)('#%i %j: %i piece(s), %j', (_n, text, pieces, expected) => {
    expect(authorPieces(text)).toHaveLength(pieces);
    expect(summary(text)).toEqual(expected);
  });

  it('names the pieces of #28 and #36 as the table does', () => {
    expect(authorPieces('Marc et Marie Tremblay').map((p) => p.text)).toEqual(['Marc', 'Marie Tremblay']);
    expect(authorPieces('Smith, John Michael').map((p) => p.text)).toEqual(['Smith', 'John Michael']);
  });

  it('answers the shape of §3.14.5: the cleaned text with title and marks, member references', () => {
    expect(suggestAuthors('  Dr.   Élise  O’Connor ; A. Nguyen1*', INDEX)).toEqual([
      { text: 'Dr. Élise O’Connor', candidates: [{ id: 'mbr-elise-oconnor', first_name: 'Élise', last_name: "O'Connor", is_active: true }], confidence: 'exact' },
      { text: 'A. Nguyen1*', candidates: [{ id: 'mbr-anh-nguyen', first_name: 'Anh', last_name: 'Nguyen', is_active: true }], confidence: 'probable' },
    ]);
    expect(suggestAuthors('', INDEX)).toEqual([]);
    expect(suggestAuthors('Paul Durand; et al.', INDEX)).toEqual([]);
  });
});

describe('author matching: rules', () => {
  it('scores the given part as §3.14.4 says', () => {
    expect(compareGiven(['jean', 'pierre'], ['jean', 'pierre'])).toEqual({ rank: 3, score: 2 });
    expect(compareGiven(['jean'], ['jean', 'pierre'])).toEqual({ rank: 3, score: 1 });
    expect(compareGiven(['jean', 'p'], ['jean', 'pierre'])).toEqual({ rank: 3, score: 2 });
    expect(compareGiven(['j', 'p'], ['jean', 'pierre'])).toEqual({ rank: 2, score: 2 });
    expect(compareGiven(['j', 'p'], ['jean'])).toEqual({ rank: 2, score: 1 });
    expect(compareGiven(['j', 'm'], ['jean', 'pierre'])).toBeNull();
    expect(compareGiven(['paul'], ['john'])).toBeNull();
    expect(compareGiven([], ['john'])).toBeNull();
  });

  it('reads capital words both ways', () => {
    expect(readings([{ word: 'smith', capitals: false }, { word: 'jp', capitals: true }])).toEqual([
      ['smith', 'jp'],
      ['smith', 'j', 'p'],
    ]);
  });

  it('keeps a member’s best form and leaves out members whose last name is not in the piece', () => {
    const index = indexMembers([
      { id: 'a', first_name: 'Lee', last_name: 'Wong', is_active: true },
      { id: 'b', first_name: 'Anna', last_name: 'Lee', is_active: true },
    ]);
    // "LEE" as a word is the last name of b and the first name of a.
    expect(suggestAuthors('LEE Wong', index)).toEqual([
      { text: 'LEE Wong', candidates: [{ id: 'a', first_name: 'Lee', last_name: 'Wong', is_active: true }], confidence: 'exact' },
    ]);
    expect(suggestAuthors('Lee', index).map((s) => [s.confidence, s.candidates.map((c) => c.id)])).toEqual([['ambiguous', ['b']]]);
  });

  it('orders candidates by last name, first name, then id, and ignores a repeated piece', () => {
    const index = indexMembers([
      { id: 'z', first_name: 'Émile', last_name: 'Roy', is_active: true },
      { id: 'y', first_name: 'Emile', last_name: 'Roy', is_active: true },
      { id: 'x', first_name: 'Albert', last_name: 'Roy', is_active: true },
    ]);
    const [suggestion, ...rest] = suggestAuthors('Roy; Roy; E. Roy', index);
    expect(suggestion?.candidates.map((c) => c.id)).toEqual(['x', 'y', 'z']);
    expect(rest.map((s) => [s.text, s.candidates.map((c) => c.id), s.confidence])).toEqual([['E. Roy', ['y', 'z'], 'ambiguous']]);
  });

  it('compares each piece only with the members whose last name occurs in it', () => {
    let reads = 0;
    // Affiliation digits would be removed from a piece: the last names are made of letters.
    const letters = (i: number) => i.toString(26).replace(/./g, (c) => String.fromCharCode(97 + parseInt(c, 26)));
    const members = Array.from({ length: 5000 }, (_, i) => ({ id: `m${i}`, first_name: 'Ann', last_name: `Name${letters(i)}`, is_active: true }));
    const index = indexMembers(members);
    const spy = new Proxy(index.byLastName, {
      get(target, property) {
        if (property === 'get') return (key: string) => {
          reads += 1;
          return target.get(key);
        };
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const text = Array.from({ length: 50 }, (_, i) => `Ann Name${letters(i)}`).join('; ');
    expect(suggestAuthors(text, { byLastName: spy })).toHaveLength(50);
    // Two words per piece: at most three lookups each, whatever the number of members.
    expect(reads).toBeLessThanOrEqual(150);
  });
});

describe('author matching on the demo data (spec 6-data-and-beyond §6.1.12 item 5)', () => {
  const dataset = buildDemoDataset();
  const accounts = new Map(dataset.accounts.map((a) => [a.id, a]));
  const active = dataset.members
    .filter((m) => m.is_active)
    .map((m) => ({ id: m.id, first_name: accounts.get(m.account_id)?.first_name ?? '', last_name: accounts.get(m.account_id)?.last_name ?? '', is_active: true }));
  const index = indexMembers(active);
  const textOf = (id: string) => dataset.products.find((p) => p.id === id)?.all_author ?? '';
  const brief = (id: string) => suggestAuthors(textOf(id), index).map((s) => `${s.text} → ${s.confidence}: ${s.candidates.map((c) => c.id).join(', ')}`);

  it('product 04: "Lévesque" and "Nguyen" are ambiguous between two members each', () => {
    expect(brief('product-04')).toEqual([
      'Lévesque → ambiguous: member-eric-levesque, member-jean-pierre-levesque',
      'Nguyen → ambiguous: member-minh-anh-nguyen, member-thu-ha-nguyen',
      'Al-Mansouri, A. → probable: member-aisha-al-mansouri',
      'Cohen D → probable: member-daniel-cohen',
    ]);
  });

  it('product 01: "Smith J." offers John and Jennifer Smith', () => {
    expect(brief('product-01')).toEqual([
      'Lévesque, É. → probable: member-eric-levesque',
      'Dubois-Martin, C. → probable: member-claire-dubois-martin',
      'Smith J. → ambiguous: member-jennifer-smith, member-john-smith',
    ]);
  });

  it('product 08: Thu Ha Nguyen is suggested, nobody for Paul Smith, Kevin Nguyen or Anne Tremblay', () => {
    expect(brief('product-08')).toEqual([
      'Jennifer Smith → exact: member-jennifer-smith',
      'Thu Ha Nguyen → exact: member-thu-ha-nguyen',
      'Claire Dubois-Martin → exact: member-claire-dubois-martin',
    ]);
  });
});
