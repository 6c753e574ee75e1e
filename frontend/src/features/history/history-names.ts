/**
 * The names the history page gives to ids (spec 6-data-and-beyond §6.3.5): from the lists
 * administrators already load, through the one SWR cache, each list loaded only when an entry
 * needs it. Members are named through the accounts list, which names inactive members too (the
 * members list holds active members only); the accounts list also names the authors of entries.
 */
import type { AccountListItem } from '@portal/common/api/account';
import type { ReferenceListName } from '@portal/common/demo/types';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { useMemo } from 'react';
import { useReferenceList, type ReferenceList } from '../../lib/api/lists';
import { bilingualText } from '../../lib/i18n/bilingual';
import type { Language } from '../../lib/i18n/dictionary';
import type { LinkList } from './history-fields';
import type { NameMaps } from './history-values';

interface Named {
  id: string;
  name_en?: string | null;
  name_fr?: string | null;
  title_en?: string | null;
  title_fr?: string | null;
  title?: string | null;
}

const REFERENCE_PATHS: Record<ReferenceListName, string> = {
  faculties: REFERENCE_LIST_PATHS.faculties,
  'member-types': REFERENCE_LIST_PATHS.memberTypes,
  'org-scopes': REFERENCE_LIST_PATHS.orgScopes,
  'org-types': REFERENCE_LIST_PATHS.orgTypes,
  'product-types': REFERENCE_LIST_PATHS.productTypes,
  'event-types': REFERENCE_LIST_PATHS.eventTypes,
  sources: REFERENCE_LIST_PATHS.sources,
  statuses: REFERENCE_LIST_PATHS.statuses,
  levels: REFERENCE_LIST_PATHS.levels,
  targets: REFERENCE_LIST_PATHS.targets,
  topics: REFERENCE_LIST_PATHS.topics,
};

/** The path of each list but the members' (named through the accounts). */
const LIST_PATHS: Record<Exclude<LinkList, 'members'>, string> = {
  accounts: API_PATHS['all-accounts'](),
  keywords: API_PATHS['all-keywords'](),
  organizations: API_PATHS['all-organizations'](),
  productTitles: API_PATHS['all-product-titles'](),
  grants: API_PATHS['all-grants'](),
  events: API_PATHS['all-events'](),
  ...REFERENCE_PATHS,
};

const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;

/** The displayed name of a list item, in the active language with fallback (spec 4-shell §4.4.5). */
export function itemName(item: Named, language: Language): string {
  if (item.title != null) return item.title;
  if (item.title_en !== undefined || item.title_fr !== undefined) return bilingualText(item.title_en, item.title_fr, language);
  return bilingualText(item.name_en, item.name_fr, language);
}

/**
 * The name maps built from one list's items, per language. A list's items stay the same array
 * while the list is unchanged (useReferenceList), so each map is built once, not on every render.
 */
const built = new WeakMap<readonly unknown[], Map<string, NameMaps>>();

function mapsOfList(list: Exclude<LinkList, 'members'>, items: readonly unknown[], language: Language): NameMaps {
  let byKey = built.get(items);
  if (!byKey) {
    byKey = new Map();
    built.set(items, byKey);
  }
  const key = `${list}|${language}`;
  let maps = byKey.get(key);
  if (!maps) {
    if (list === 'accounts') {
      const accounts = items as readonly AccountListItem[];
      maps = {
        accounts: new Map(accounts.map((account) => [account.id, fullName(account)])),
        members: new Map(accounts.flatMap((account) => (account.member ? [[account.member.id, fullName(account)] as const] : []))),
      };
    } else {
      maps = { [list]: new Map((items as readonly Named[]).map((item) => [item.id, itemName(item, language)])) };
    }
    byKey.set(key, maps);
  }
  return maps;
}

/** Names by id of the loaded lists; members by their member id, through the accounts. */
export function buildNameMaps(lists: Partial<Record<Exclude<LinkList, 'members'>, readonly unknown[]>>, language: Language): NameMaps {
  const maps: NameMaps = {};
  for (const [list, items] of Object.entries(lists) as [Exclude<LinkList, 'members'>, readonly unknown[]][]) {
    Object.assign(maps, mapsOfList(list, items, language));
  }
  return maps;
}

export interface HistoryNames {
  names: NameMaps;
  /** Account ids that still exist (an author's name links to the account). */
  accountIds: ReadonlySet<string>;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** Loads the accounts list and the lists in `needed`; the members' names come with the accounts. */
export function useHistoryNames(needed: ReadonlySet<LinkList>, enabled: boolean, language: Language): HistoryNames {
  const want = (list: Exclude<LinkList, 'members'>) => (enabled && needed.has(list) ? LIST_PATHS[list] : null);
  // One hook per list, always called in the same order (the rules of hooks); a list that no entry
  // needs has a null path and loads nothing.
  const loaded: Record<Exclude<LinkList, 'members'>, ReferenceList<unknown>> = {
    accounts: useReferenceList(enabled ? LIST_PATHS.accounts : null),
    keywords: useReferenceList(want('keywords')),
    organizations: useReferenceList(want('organizations')),
    productTitles: useReferenceList(want('productTitles')),
    grants: useReferenceList(want('grants')),
    events: useReferenceList(want('events')),
    faculties: useReferenceList(want('faculties')),
    'member-types': useReferenceList(want('member-types')),
    'org-scopes': useReferenceList(want('org-scopes')),
    'org-types': useReferenceList(want('org-types')),
    'product-types': useReferenceList(want('product-types')),
    'event-types': useReferenceList(want('event-types')),
    sources: useReferenceList(want('sources')),
    statuses: useReferenceList(want('statuses')),
    levels: useReferenceList(want('levels')),
    targets: useReferenceList(want('targets')),
    topics: useReferenceList(want('topics')),
  };
  const all = Object.entries(loaded) as [Exclude<LinkList, 'members'>, ReferenceList<unknown>][];
  const active = all.filter(([list]) => list === 'accounts' || needed.has(list));
  const loading = enabled && active.some(([, list]) => list.loading);
  const failed = active.some(([, list]) => list.failed);
  const names = buildNameMaps(Object.fromEntries(active.map(([name, list]) => [name, list.items])), language);
  const accountIds = useMemo(() => new Set(names.accounts?.keys() ?? []), [names.accounts]);
  const retry = () => active.filter(([, list]) => list.failed).forEach(([, list]) => list.retry());
  return { names, accountIds, loading, failed, retry };
}
