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
import { wordKey } from '../../lib/text/match';

/** The kinds, in the order of the groups on the page (the table of §6.3.3). */
export const SEARCH_KINDS = ['members', 'keywords', 'products', 'partners', 'grants', 'events', 'supervisions', 'accounts'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The kinds an administrator alone searches (their list pages are the administrators', spec 1-roles §1.6.4). */
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
}

const personName = (first: string, last: string) => `${first} ${last}`;
const referenceNames = (refs: readonly MemberReference[]) => refs.map((ref) => personName(ref.first_name, ref.last_name));

function entry<T extends { id: string }>(item: T, primaryTexts: ReadonlyArray<string | null | undefined>, secondaryKeys: readonly string[], exact: string | null = null): IndexEntry<T> {
  const primary: string[] = [];
  for (const text of primaryTexts) {
    if (!text) continue;
    const key = wordKey(text);
    if (key) primary.push(` ${key}`);
  }
  const secondary = secondaryKeys.filter(Boolean).join(' ');
  return { item, id: item.id, primary, all: secondary ? `${primary.join('')} ${secondary}` : primary.join(''), exact };
}

/** The word key of several texts at once (one normalisation per record, not one per field). */
const keys = (texts: ReadonlyArray<string | null | undefined>) => [wordKey(texts.filter(Boolean).join(' '))];

function finish<T>(entries: IndexEntry<T>[]): KindIndex<T> {
  const byExact = new Map<string, IndexEntry<T>[]>();
  for (const e of entries) {
    if (e.exact === null) continue;
    const list = byExact.get(e.exact);
    if (list) list.push(e);
    else byExact.set(e.exact, [e]);
  }
  return { entries, byExact };
}

/** Members: the name; the keywords' names (EN and FR), the problems and the ORCID iD. */
export function indexMembers(members: readonly MemberListItem[], keywords: readonly KeywordProjection[]): KindIndex<MemberListItem> {
  const keywordKeys = new Map(keywords.map((k) => [k.id, keys([k.name_en, k.name_fr])[0] as string]));
  return finish(
    members.map((m) =>
      entry(
        m,
        [personName(m.account.first_name, m.account.last_name)],
        [
          ...m.keyword_ids.map((id) => keywordKeys.get(id) ?? ''),
          ...keys([...m.problems.flatMap((p) => [p.name_en, p.name_fr]), m.orcid]),
        ],
        m.orcid ? m.orcid.toUpperCase() : null,
      ),
    ),
  );
}

export function indexKeywords(keywords: readonly KeywordProjection[]): KindIndex<KeywordProjection> {
  return finish(keywords.map((k) => entry(k, [k.name_en, k.name_fr], [])));
}

/** Products: the titles; the authors' text, the member authors' names and the DOI. */
export function indexProducts(products: readonly ProductListItem[]): KindIndex<ProductListItem> {
  return finish(
    products.map((p) =>
      entry(p, [p.title_en, p.title_fr], keys([p.all_author, ...referenceNames(p.member_authors), p.doi]), p.doi ? doiComparisonKey(p.doi) : null),
    ),
  );
}

export function indexPartners(partners: readonly OrganizationListItem[]): KindIndex<OrganizationListItem> {
  return finish(partners.map((o) => entry(o, [o.name_en, o.name_fr], keys([o.description]))));
}

export function indexGrants(grants: readonly GrantListItem[]): KindIndex<GrantListItem> {
  return finish(
    grants.map((g) =>
      entry(g, [g.title], keys([g.all_investigator, ...referenceNames(g.investigator_members), ...referenceNames(g.involved_members)])),
    ),
  );
}

export function indexEvents(events: readonly EventListItem[]): KindIndex<EventListItem> {
  return finish(events.map((e) => entry(e, [e.name_en, e.name_fr], keys([e.note]))));
}

/** Supervisions: the trainee's name; the supervisors' and committee members' names. */
export function indexSupervisions(supervisions: readonly SupervisionListItem[]): KindIndex<SupervisionListItem> {
  return finish(
    supervisions.map((s) =>
      entry(
        s,
        [personName(s.first_name, s.last_name)],
        keys([...referenceNames(s.principal_supervisors), ...referenceNames(s.co_supervisors), ...referenceNames(s.committee_members)]),
      ),
    ),
  );
}

export function indexAccounts(accounts: readonly AccountListItem[]): KindIndex<AccountListItem> {
  return finish(accounts.map((a) => entry(a, [personName(a.first_name, a.last_name)], keys([a.login_email, a.member?.work_email]))));
}

/*
 * Memoised on the list arrays: one build per list version. The members' index also depends on
 * the keywords list (their names are searched), so it is keyed on both.
 */
const built = new WeakMap<object, unknown>();
const builtWithKeywords = new WeakMap<object, WeakMap<object, KindIndex<MemberListItem>>>();

export function memoised<T extends object, R>(list: T, build: (list: T) => R): R {
  if (built.has(list)) return built.get(list) as R;
  const result = build(list);
  built.set(list, result);
  return result;
}

export function memoisedMembers(members: readonly MemberListItem[], keywords: readonly KeywordProjection[]): KindIndex<MemberListItem> {
  let byKeywords = builtWithKeywords.get(members);
  if (!byKeywords) {
    byKeywords = new WeakMap();
    builtWithKeywords.set(members, byKeywords);
  }
  let index = byKeywords.get(keywords);
  if (!index) {
    index = indexMembers(members, keywords);
    byKeywords.set(keywords, index);
  }
  return index;
}
