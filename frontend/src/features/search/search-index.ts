/**
 * The search texts of the global search (spec 6-data-and-beyond §6.3.3, "Matching"): for each
 * record of a list, its primary fields and all its searched fields as word keys (lib/text/match),
 * both languages of each pair, plus the DOI or ORCID iD it is found by exactly.
 *
 * They are built once per list version: the builders are memoised on the list arrays the shared
 * cache hands out (a new array is a new version), so a keystroke only reads them.
 */
import type { AccountListItem } from '@portal/common/api/account';
import type { EventListItem } from '@portal/common/api/event';
import type { GrantListItem } from '@portal/common/api/grant';
import type { KeywordProjection } from '@portal/common/api/keyword';
import type { MemberListItem } from '@portal/common/api/member';
import type { OrganizationListItem } from '@portal/common/api/organization';
import type { ProductListItem } from '@portal/common/api/product';
import type { MemberReference } from '@portal/common/api/refs';
import type { SupervisionListItem } from '@portal/common/api/supervision';
import { doiComparisonKey } from '@portal/common/validation/doi';
import { WordKeyWriter } from '../../lib/text/match';
import { WordStartTable } from './word-starts';

/** The kinds, in the order of the groups on the page (the table of §6.3.3). */
export const SEARCH_KINDS = ['members', 'keywords', 'products', 'partners', 'grants', 'events', 'supervisions', 'accounts'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The kinds an administrator alone searches (their list pages are the administrators', spec 1-roles-and-identity §1.6.4). */
export const ADMIN_KINDS: ReadonlySet<SearchKind> = new Set(['grants', 'events', 'supervisions', 'accounts']);

export interface SearchItemMap {
  members: MemberListItem;
  keywords: KeywordProjection;
  products: ProductListItem;
  partners: OrganizationListItem;
  grants: GrantListItem;
  events: EventListItem;
  supervisions: SupervisionListItem;
  accounts: AccountListItem;
}

/** One record's search texts. */
export interface IndexEntry<T> {
  item: T;
  id: string;
  /** The record's position in its list (`KindIndex.entries`, the `WordStartTable`). */
  at: number;
  /** The word key of each non-empty primary field, with one space before it (see `startsAWord`). */
  primary: string[];
  /** " " + the word keys of every searched field, primary first, joined by spaces. */
  all: string;
  /** The DOI (comparison key) or ORCID iD found exactly (score 100), if any. */
  exact: string | null;
}

export interface KindIndex<T> {
  entries: IndexEntry<T>[];
  /** Records by exact key (DOI or ORCID iD). */
  byExact: Map<string, IndexEntry<T>[]>;
  /** The records by the first two characters of their words. */
  starts: WordStartTable;
}

const personName = (first: string, last: string) => `${first} ${last}`;
const referenceNames = (refs: readonly MemberReference[]) => refs.map((ref) => personName(ref.first_name, ref.last_name));

/** One writer for every entry: its buffer of codes is reused, so a build makes only the strings. */
const writer = new WordKeyWriter();

/**
 * A record's entry: all the searched fields' word keys in one string " p1 p2 s1 s2" (see
 * `WordKeyWriter`), and each non-empty primary field's key with the space before it, a slice of
 * that string (the engine shares the characters).
 */
function entry<T extends { id: string }>(
  item: T,
  primaryTexts: ReadonlyArray<string | null | undefined>,
  secondaryTexts: ReadonlyArray<string | null | undefined>,
  exact: string | null = null,
): IndexEntry<T> {
  writer.clear();
  const ends: number[] = [];
  const add = (text: string | null | undefined): boolean => {
    if (!text) return false;
    const start = writer.length;
    writer.push(32);
    writer.write(text);
    if (writer.length === start + 1) {
      writer.length = start;
      return false;
    }
    return true;
  };
  for (const text of primaryTexts) {
    const start = writer.length;
    if (add(text)) ends.push(start, writer.length);
  }
  for (const text of secondaryTexts) add(text);
  const all = writer.text();
  const primary: string[] = [];
  for (let i = 0; i < ends.length; i += 2) primary.push(all.slice(ends[i], ends[i + 1]));
  return { item, id: item.id, at: 0, primary, all, exact };
}

function finish<T>(entries: IndexEntry<T>[], starts: WordStartTable): KindIndex<T> {
  const byExact = new Map<string, IndexEntry<T>[]>();
  for (const e of entries) {
    if (e.exact === null) continue;
    const list = byExact.get(e.exact);
    if (list) list.push(e);
    else byExact.set(e.exact, [e]);
  }
  return { entries, byExact, starts };
}

/**
 * A kind's index, record by record: `each` makes a record's entry and files its word starts
 * while the writer still holds its codes, `finish` completes the index.
 */
function indexer<K extends SearchKind>(kind: K, keywords: readonly KeywordProjection[]) {
  const build = entryBuilder(kind, keywords);
  const starts = new WordStartTable();
  let position = 0;
  return {
    each(item: SearchItemMap[K]): IndexEntry<SearchItemMap[K]> {
      const made = build(item);
      made.at = position;
      starts.add(position, writer.codes, writer.length);
      position += 1;
      return made;
    },
    finish: (entries: IndexEntry<SearchItemMap[K]>[]) => finish(entries, starts),
  };
}

/** Members: the name; the keywords' names (EN and FR), the problems and the ORCID iD. */
export function memberEntries(keywords: readonly KeywordProjection[]): (m: MemberListItem) => IndexEntry<MemberListItem> {
  const keywordById = new Map(keywords.map((k) => [k.id, k]));
  return (m) =>
    entry(
      m,
      [personName(m.account.first_name, m.account.last_name)],
      [
        ...m.keyword_ids.flatMap((id) => {
          const k = keywordById.get(id);
          return k ? [k.name_en, k.name_fr] : [];
        }),
        ...m.problems.flatMap((p) => [p.name_en, p.name_fr]),
        m.orcid,
      ],
      m.orcid ? m.orcid.toUpperCase() : null,
    );
}

export const keywordEntry = (k: KeywordProjection) => entry(k, [k.name_en, k.name_fr], []);

/** Products: the titles; the authors' text, the member authors' names and the DOI. */
export const productEntry = (p: ProductListItem) =>
  entry(p, [p.title_en, p.title_fr], [p.all_author, ...referenceNames(p.member_authors), p.doi], p.doi ? doiComparisonKey(p.doi) : null);

export const partnerEntry = (o: OrganizationListItem) => entry(o, [o.name_en, o.name_fr], [o.description]);

export const grantEntry = (g: GrantListItem) =>
  entry(g, [g.title], [g.all_investigator, ...referenceNames(g.investigator_members), ...referenceNames(g.involved_members)]);

export const eventEntry = (e: EventListItem) => entry(e, [e.name_en, e.name_fr], [e.note]);

/** Supervisions: the trainee's name; the supervisors' and committee members' names. */
export const supervisionEntry = (s: SupervisionListItem) =>
  entry(
    s,
    [personName(s.first_name, s.last_name)],
    [...referenceNames(s.principal_supervisors), ...referenceNames(s.co_supervisors), ...referenceNames(s.committee_members)],
  );

export const accountEntry = (a: AccountListItem) => entry(a, [personName(a.first_name, a.last_name)], [a.login_email, a.member?.work_email]);

/** The entry builder of a kind (the members' needs the keywords list, whose names they are searched by). */
export function entryBuilder<K extends SearchKind>(kind: K, keywords: readonly KeywordProjection[]): (item: SearchItemMap[K]) => IndexEntry<SearchItemMap[K]> {
  const builders: { [P in SearchKind]: (item: SearchItemMap[P]) => IndexEntry<SearchItemMap[P]> } = {
    members: memberEntries(keywords),
    keywords: keywordEntry,
    products: productEntry,
    partners: partnerEntry,
    grants: grantEntry,
    events: eventEntry,
    supervisions: supervisionEntry,
    accounts: accountEntry,
  };
  return builders[kind] as unknown as (item: SearchItemMap[K]) => IndexEntry<SearchItemMap[K]>;
}

export function indexKind<K extends SearchKind>(kind: K, items: readonly SearchItemMap[K][], keywords: readonly KeywordProjection[] = []): KindIndex<SearchItemMap[K]> {
  const { each, finish: done } = indexer(kind, keywords);
  return done(items.map(each));
}

export const indexMembers = (members: readonly MemberListItem[], keywords: readonly KeywordProjection[]) => indexKind('members', members, keywords);
export const indexKeywords = (keywords: readonly KeywordProjection[]) => indexKind('keywords', keywords);
export const indexProducts = (products: readonly ProductListItem[]) => indexKind('products', products);
export const indexAccounts = (accounts: readonly AccountListItem[]) => indexKind('accounts', accounts);

/** Lets the browser paint and handle input between slices of a long build. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The main thread is given back after this long, so typing and painting go on during a build. */
export const SLICE_MS = 30;

/** `items.map(each)`, in slices of about `SLICE_MS` between which the browser runs. */
export async function mapInSlices<T, R>(items: readonly T[], each: (item: T) => R, sliceMs = SLICE_MS): Promise<R[]> {
  const out: R[] = [];
  let i = 0;
  while (i < items.length) {
    const until = performance.now() + sliceMs;
    do {
      out.push(each(items[i] as T));
      i += 1;
    } while (i < items.length && ((i & 127) !== 0 || performance.now() < until));
    if (i < items.length) await yieldToBrowser();
  }
  return out;
}

/*
 * One build per list version: the promise is kept on the list array the shared cache hands out
 * (a new array is a new version), and on the keywords array for the members, whose keywords'
 * names are searched.
 */
const builds = new WeakMap<object, WeakMap<object, Promise<KindIndex<unknown>>>>();
const NO_KEYWORDS: readonly KeywordProjection[] = [];

export function buildKindIndex<K extends SearchKind>(kind: K, items: readonly SearchItemMap[K][], keywords: readonly KeywordProjection[]): Promise<KindIndex<SearchItemMap[K]>> {
  const second = kind === 'members' ? keywords : NO_KEYWORDS;
  let bySecond = builds.get(items);
  if (!bySecond) {
    bySecond = new WeakMap();
    builds.set(items, bySecond);
  }
  let build = bySecond.get(second) as Promise<KindIndex<SearchItemMap[K]>> | undefined;
  if (!build) {
    const { each, finish: done } = indexer(kind, second);
    build = mapInSlices(items, each).then(done);
    bySecond.set(second, build as Promise<KindIndex<unknown>>);
  }
  return build;
}
