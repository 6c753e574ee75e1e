/**
 * The lists the search runs over (spec 6-data-and-beyond §6.3.3, "Who and what"): only the kinds
 * whose list page the viewer may open are fetched, through the shared cache (spec 4-shell §4.7),
 * with the reference lists the result lines name. Each list's search texts are built in slices
 * once per list version, then put in display order for the language; results keep the last
 * built version while a list revalidates, so typing never waits for the network.
 */
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import type { KeywordProjection } from '@portal/common/api/keyword';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useEntityList, useReferenceList, type EntityList } from '../../lib/api/lists';
import type { Language } from '../../lib/i18n/dictionary';
import { ADMIN_KINDS, buildKindIndex, SEARCH_KINDS, type IndexEntry, type KindIndex, type SearchItemMap, type SearchKind } from './search-index';
import { displayPositions, entriesInOrder } from './search-query';
import type { Named, ReferenceName } from './search-lines';

const LIST_PATHS: Record<SearchKind, string> = {
  members: API_PATHS['all-members'](),
  keywords: API_PATHS['all-keywords'](),
  products: API_PATHS['all-products'](),
  partners: API_PATHS['all-partners'](),
  grants: API_PATHS['all-grants'](),
  events: API_PATHS['all-events'](),
  supervisions: API_PATHS['all-supervisions'](),
  accounts: API_PATHS['all-accounts'](),
};

/** The User Timing mark of the moment the searched lists are all in (read by scripts/bench/search-page.ts). */
export const LISTS_LOADED_MARK = 'search:lists-loaded';

const NO_KEYWORDS: readonly KeywordProjection[] = [];
const NO_MEMBERS: readonly SearchItemMap['members'][] = [];

/** The kinds a viewer searches: administrators all, other registered accounts the first four. */
export function kindsFor(isAdmin: boolean): SearchKind[] {
  return SEARCH_KINDS.filter((kind) => isAdmin || !ADMIN_KINDS.has(kind));
}

/** The reference lists the result lines of the searched kinds name. */
const REFERENCES: Record<ReferenceName, { path: string; admin: boolean }> = {
  faculties: { path: REFERENCE_LIST_PATHS.faculties, admin: false },
  memberTypes: { path: REFERENCE_LIST_PATHS.memberTypes, admin: false },
  productTypes: { path: REFERENCE_LIST_PATHS.productTypes, admin: false },
  orgScopes: { path: REFERENCE_LIST_PATHS.orgScopes, admin: false },
  orgTypes: { path: REFERENCE_LIST_PATHS.orgTypes, admin: false },
  statuses: { path: REFERENCE_LIST_PATHS.statuses, admin: true },
  sources: { path: REFERENCE_LIST_PATHS.sources, admin: true },
  eventTypes: { path: REFERENCE_LIST_PATHS.eventTypes, admin: true },
  levels: { path: REFERENCE_LIST_PATHS.levels, admin: true },
};

export interface BuiltKind<K extends SearchKind> {
  index: KindIndex<SearchItemMap[K]>;
  /** The entries in display-name order for `language`. */
  order: IndexEntry<SearchItemMap[K]>[];
  language: Language;
}

export type BuiltKinds = { [K in SearchKind]?: BuiltKind<K> };

export interface SearchData {
  kinds: SearchKind[];
  built: BuiltKinds;
  /** Kinds whose list or search texts are not ready yet. */
  pending: SearchKind[];
  /** Kinds whose list failed to load (their group is left out). */
  failed: SearchKind[];
  retry: () => void;
  references: Partial<Record<ReferenceName, readonly Named[]>>;
  members: readonly SearchItemMap['members'][];
}

export function useSearchData(isAdmin: boolean, language: Language): SearchData {
  const kinds = useMemo(() => kindsFor(isAdmin), [isAdmin]);
  const path = (kind: SearchKind) => (kinds.includes(kind) ? LIST_PATHS[kind] : null);
  const lists: { [K in SearchKind]: EntityList<SearchItemMap[K]> } = {
    members: useEntityList(path('members')),
    keywords: useEntityList(path('keywords')),
    products: useEntityList(path('products')),
    partners: useEntityList(path('partners')),
    grants: useEntityList(path('grants')),
    events: useEntityList(path('events')),
    supervisions: useEntityList(path('supervisions')),
    accounts: useEntityList(path('accounts')),
  };
  const reference = (name: ReferenceName) => (REFERENCES[name].admin && !isAdmin ? null : REFERENCES[name].path);
  const faculties = useReferenceList<Named>(reference('faculties')).items;
  const memberTypes = useReferenceList<Named>(reference('memberTypes')).items;
  const productTypes = useReferenceList<Named>(reference('productTypes')).items;
  const orgScopes = useReferenceList<Named>(reference('orgScopes')).items;
  const orgTypes = useReferenceList<Named>(reference('orgTypes')).items;
  const statuses = useReferenceList<Named>(reference('statuses')).items;
  const sources = useReferenceList<Named>(reference('sources')).items;
  const eventTypes = useReferenceList<Named>(reference('eventTypes')).items;
  const levels = useReferenceList<Named>(reference('levels')).items;
  const references = useMemo(
    () => ({ faculties, memberTypes, productTypes, orgScopes, orgTypes, statuses, sources, eventTypes, levels }),
    [faculties, memberTypes, productTypes, orgScopes, orgTypes, statuses, sources, eventTypes, levels],
  );

  const [built, setBuilt] = useState<BuiltKinds>({});
  const keywords = lists.keywords;
  // The members' search texts hold their keywords' names: they wait for the keywords list's answer.
  const keywordItems: readonly KeywordProjection[] | undefined = keywords.status === 'loading' ? undefined : keywords.items;
  const { members, products, partners, grants, events, supervisions, accounts } = lists;
  const versions = useMemo(
    () => ({
      members: members.items,
      keywords: keywords.items,
      products: products.items,
      partners: partners.items,
      grants: grants.items,
      events: events.items,
      supervisions: supervisions.items,
      accounts: accounts.items,
    }),
    [members.items, keywords.items, products.items, partners.items, grants.items, events.items, supervisions.items, accounts.items],
  );

  // The moment every list is parsed and handed over, as a User Timing mark: `npm run bench` times
  // the build of the search texts from it (spec 6-data-and-beyond §6.3.3, "after its lists are loaded").
  const listsMarked = useRef(false);
  const listsIn = keywords.status !== 'loading' && kinds.every((kind) => lists[kind].status !== 'loading');
  useEffect(() => {
    if (!listsIn || listsMarked.current) return;
    listsMarked.current = true;
    performance.mark(LISTS_LOADED_MARK);
  }, [listsIn]);

  useEffect(() => {
    let cancelled = false;
    for (const kind of kinds) {
      const items = versions[kind] as readonly SearchItemMap[SearchKind][] | undefined;
      if (!items || (kind === 'members' && keywords.status === 'loading')) continue;
      // The display order is sorted in the worker while the search texts are built here.
      void Promise.all([buildKindIndex(kind, items, keywordItems ?? NO_KEYWORDS), displayPositions(kind, items, language)]).then(([index, positions]) => {
        if (cancelled) return;
        const order = entriesInOrder(index, positions, language);
        setBuilt((previous) => {
          const current = previous[kind];
          if (current && current.index === index && current.language === language) return previous;
          return { ...previous, [kind]: { index, order, language } };
        });
      });
    }
    return () => {
      cancelled = true;
    };
  }, [kinds, language, keywordItems, versions, keywords.status]);

  const failed = kinds.filter((kind) => lists[kind].status === 'error');
  // A kind with results keeps showing them while its list revalidates or its order is redone.
  const pending = kinds.filter((kind) => !failed.includes(kind) && !built[kind]);
  const retry = () => {
    for (const kind of failed) lists[kind].retry();
  };
  return { kinds, built, pending, failed, retry, references, members: members.items ?? NO_MEMBERS };
}
