// A product's free-text author list as a list of names, the same way for every output: citations,
// BibTeX, RIS, the CV (spec 7-reports §7.1.4). The pieces and the member comparison are those of
// author matching (common/src/authors, spec 3-api §3.14.2–§3.14.4); only the split of each piece
// into family and given names is decided here.
import { compareGiven, indexMembers, matchPiece, type MatchableMember, type MemberIndex } from '@portal/common/authors/author-matching';
import { authorPieces, isOnlyInitials, mentionsEtAl, normalizeName } from '@portal/common/authors/split-authors';

export interface PersonName {
  kind: 'person';
  family: string;
  /** As written; empty when the piece was a single word. */
  given: string;
  /** The product's member author this piece names (one candidate at rank full or initials). */
  memberId?: string;
}

export interface OrganizationName {
  kind: 'organization';
  name: string;
  memberId?: string;
}

export type AuthorName = PersonName | OrganizationName;

export interface AuthorList {
  names: AuthorName[];
  /** "et al." or "et coll." was removed from the text: more authors exist than are listed. */
  incomplete: boolean;
}

const ORGANIZATION_WORDS = new Set([
  'group', 'groupe', 'consortium', 'network', 'réseau', 'collaboration', 'committee', 'comité',
  'association', 'organization', 'organisation', 'institute', 'institut', 'university', 'université',
  'agency', 'agence', 'foundation', 'fondation', 'council', 'conseil', 'centre', 'center',
  'cooperative', 'coopérative', 'society', 'société', 'team', 'équipe', 'ministry', 'ministère',
  'inc', 'ltd',
]);

const PARTICLES = new Set([
  'da', 'das', 'de', 'del', 'della', 'der', 'di', 'do', 'dos', 'du', 'la', 'le', 'van', 'von', 'den',
  'ten', 'ter', 'bin', 'ibn', 'al',
]);

function spaceWords(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}

function isOrganization(words: readonly string[]): boolean {
  if (words.length >= 5) return true;
  return words.some((word) =>
    word
      .normalize('NFC')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .some((part) => ORGANIZATION_WORDS.has(part)),
  );
}

/**
 * Results by written piece, for the work that does not depend on the product: a 50,000-product
 * export meets the same names again and again (spec 7-reports §7.4.6, under 3 s). Bounded: the
 * cache starts over when full.
 */
class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get(key: string, compute: (key: string) => V): V {
    const found = this.entries.get(key);
    if (found !== undefined) return found;
    const value = compute(key);
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }
}

const CACHE_LIMIT = 20_000;
/** A piece's name by rules 1 and 3–6 (no member involved). */
const plainNames = new BoundedCache<AuthorName>(CACHE_LIMIT);

/**
 * The normalised words of a piece (§3.14.3), commas as spaces. Most names are plain ASCII: they
 * skip the Unicode decomposition, with the same result.
 */
function looseWords(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) return normalizeName(text.replace(/,/g, ' '));
  return text
    .toLowerCase()
    .replace(/[,'-]/g, ' ')
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Only initials (§3.14.3); two lower-case letters in a row rule it out at once. */
function onlyInitials(word: string): boolean {
  return !/\p{Ll}{2}/u.test(word) && isOnlyInitials(word);
}

/** A last name normalised, padded with spaces. */
const lastNameWords = new BoundedCache<string>(CACHE_LIMIT);

/** The product's member authors, indexed on the first piece that may name one of them. */
class ProductMembers {
  private indexed: MemberIndex | null = null;
  /** Each member's normalised last name, padded with spaces: a cheap test before matching. */
  readonly lastNames: string[];

  constructor(private readonly members: readonly MatchableMember[]) {
    this.lastNames = members.map((member) => lastNameWords.get(member.last_name, (last) => ` ${normalizeName(last)} `));
  }

  get index(): MemberIndex {
    this.indexed ??= indexMembers(this.members);
    return this.indexed;
  }
}

function productMembers(members: readonly MatchableMember[]): ProductMembers | null {
  return members.length === 0 ? null : new ProductMembers(members);
}

/** The member this piece names: exactly one candidate at rank full or initials. */
function namedMember(piece: { text: string; name: string }, members: ProductMembers): MatchableMember | null {
  const suggestion = matchPiece(piece.text, piece.name, members.index);
  if (!suggestion || (suggestion.confidence !== 'exact' && suggestion.confidence !== 'probable')) return null;
  return suggestion.candidates[0] ?? null;
}

function wordsOf(text: string): string[] {
  return normalizeName(text).split(' ').filter((word) => word !== '');
}

/**
 * Rule 2: the written words that matched the member's last name (at the start or the end of the
 * piece, as the forms "L then G" and "G then L" of §3.14.4), the rest as the given name.
 */
function splitByMember(words: readonly string[], member: MatchableMember): PersonName | null {
  const last = normalizeName(member.last_name);
  const first = wordsOf(member.first_name);
  const options: Array<{ family: string[]; given: string[] }> = [];
  for (let k = 1; k < words.length; k += 1) {
    if (normalizeName(words.slice(words.length - k).join(' ')) === last) {
      options.push({ family: words.slice(words.length - k), given: words.slice(0, words.length - k) });
    }
    if (normalizeName(words.slice(0, k).join(' ')) === last) {
      options.push({ family: words.slice(0, k), given: words.slice(k) });
    }
  }
  // When both forms fit ("Smith Smith"), the one whose given part fits the first name wins.
  const fitting = options.find((option) => compareGiven(wordsOf(option.given.join(' ')), first) !== null) ?? options[0];
  if (!fitting) return null;
  return { kind: 'person', family: fitting.family.join(' '), given: fitting.given.join(' '), memberId: member.id };
}

/** Rule 6: the last word with the lower-case particles right before it is the family name. */
function splitAtParticles(words: readonly string[]): PersonName {
  let start = words.length - 1;
  while (start > 0 && PARTICLES.has(words[start - 1] as string)) start -= 1;
  return { kind: 'person', family: words.slice(start).join(' '), given: words.slice(0, start).join(' ') };
}

/** Rules 1 and 3–6 (§7.1.4 step 2): the name of a piece that names no member author. */
function plainName(written: string): AuthorName {
  const comma = written.indexOf(',');
  if (comma >= 0) return { kind: 'person', family: written.slice(0, comma).trim(), given: written.slice(comma + 1).trim() };
  const words = spaceWords(written);
  if (isOrganization(words)) return { kind: 'organization', name: written };
  if (words.length >= 2 && onlyInitials(words[words.length - 1] as string)) {
    return { kind: 'person', family: words.slice(0, -1).join(' '), given: words[words.length - 1] as string };
  }
  let lead = 0;
  while (lead < words.length - 1 && onlyInitials(words[lead] as string)) lead += 1;
  if (lead > 0) return { kind: 'person', family: words.slice(lead).join(' '), given: words.slice(0, lead).join(' ') };
  return splitAtParticles(words);
}

function nameOfPiece(piece: { text: string; name: string }, members: ProductMembers | null, memberIds: boolean): AuthorName {
  const plain = plainNames.get(piece.name, plainName);
  if (!members) return plain;
  // Matching needs a member's whole last name among the piece's words: most pieces have none.
  const words = ` ${looseWords(piece.name)} `;
  const present = members.lastNames.filter((last) => words.includes(last));
  if (present.length === 0) return plain;
  if (!memberIds) {
    // Without member ids to report, matching cannot change a comma piece (rule 1 comes first), nor
    // a piece whose plain family name already is the last name of every member it may name.
    if (piece.name.includes(',')) return plain;
    if (plain.kind === 'person' && present.every((last) => last === ` ${looseWords(plain.family)} `)) return plain;
  }
  const member = namedMember(piece, members);
  if (!member) return plain;
  // Rule 2 (member author) comes after the comma rule only.
  const written = piece.name.includes(',') ? [] : spaceWords(piece.name);
  const { memberId: _id, ...name } = (written.length > 1 ? splitByMember(written, member) : null) ?? { ...plain, memberId: member.id };
  return memberIds ? { ...name, memberId: member.id } : name;
}

/**
 * The names of an author text (§7.1.4). `members` are the product's own member authors, active
 * or not: a piece naming exactly one of them is split at that member's last name. With
 * `memberIds: false` (exports: nothing shows which member a name is) the names are the same but
 * carry no `memberId`, and matching runs only where it may change a name.
 */
export function authorNameList(text: string | null, members: readonly MatchableMember[] = [], options: { memberIds?: boolean } = {}): AuthorList {
  const source = text ?? '';
  const indexed = productMembers(members);
  const memberIds = options.memberIds ?? true;
  return {
    names: authorPieces(source).map((piece) => nameOfPiece(piece, indexed, memberIds)),
    incomplete: mentionsEtAl(source),
  };
}

/** The initial of each word and hyphenated part of a given name, in order ("Jean-Pierre" → J, -, P). */
function initialParts(given: string): Array<{ letter: string; hyphenBefore: boolean }> {
  const parts: Array<{ letter: string; hyphenBefore: boolean }> = [];
  for (const word of spaceWords(given)) {
    word.split(/[-\u2010\u2011]/).forEach((part, index) => {
      const bare = part.replace(/\./g, '');
      // "TH", "J.P.": initials written together, one per capital letter.
      const letters = /^\p{Lu}{2,3}$/u.test(bare) ? Array.from(bare) : [Array.from(bare).find((c) => /\p{L}/u.test(c)) ?? ''];
      letters.forEach((letter, i) => {
        if (letter !== '') parts.push({ letter, hyphenBefore: index > 0 && i === 0 });
      });
    });
  }
  return parts;
}

/** APA initials: "Jean-Pierre" → "J.-P.", "María José" → "M. J.". */
export function apaInitials(given: string): string {
  return initialParts(given)
    .map((part, index) => (index === 0 ? '' : part.hyphenBefore ? '-' : ' ') + `${part.letter}.`)
    .join('');
}

/** Vancouver initials: "Jean-Pierre" → "JP", "María José" → "MJ". */
export function vancouverInitials(given: string): string {
  return initialParts(given)
    .map((part) => part.letter)
    .join('');
}
