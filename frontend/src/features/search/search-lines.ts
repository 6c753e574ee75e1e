/**
 * The second line of each result (spec 6-data-and-beyond §6.3.3): member — faculty and member
 * type; keyword — its number of members; product — year, type and the first 120 characters of the
 * authors' text; partner — scope and type; grant — status, source and amount; event — dates and
 * type; supervision — level, faculty and principal supervisors; account — login e-mail and badges.
 */
import { bilingualText } from '../../lib/i18n/bilingual';
import type { Language } from '../../lib/i18n/dictionary';
import { formatAmount, formatDateRange, plural } from '../../lib/i18n/format';
import { formatCount } from '../../lib/i18n/format-count';
import type { SearchItemMap, SearchKind } from './search-index';
import type { SearchTranslate } from './search-text';

export interface Named {
  id: string;
  name_en: string | null;
  name_fr: string | null;
}

/** The reference entries by id, per list, and the keywords' member counts. */
export interface LineContext {
  language: Language;
  tx: SearchTranslate;
  names: (list: ReferenceName, id: string | null) => string;
  keywordMembers: ReadonlyMap<string, number>;
}

export type ReferenceName = 'faculties' | 'memberTypes' | 'productTypes' | 'orgScopes' | 'orgTypes' | 'statuses' | 'sources' | 'eventTypes' | 'levels';

/** The display name of an entry of a loaded list ('' when absent or not loaded). */
export function referenceNamer(lists: Partial<Record<ReferenceName, readonly Named[]>>, language: Language) {
  const maps = new Map<ReferenceName, Map<string, Named>>();
  return (list: ReferenceName, id: string | null): string => {
    if (!id) return '';
    let map = maps.get(list);
    if (!map) {
      map = new Map((lists[list] ?? []).map((entry) => [entry.id, entry]));
      maps.set(list, map);
    }
    const entry = map.get(id);
    return entry ? bilingualText(entry.name_en, entry.name_fr, language) : '';
  };
}

export const AUTHORS_SHOWN = 120;

const join = (parts: ReadonlyArray<string | null | undefined>) => parts.filter((part) => part && part.trim() !== '').join(' · ');

function clip(text: string | null, length: number): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

export function secondLine<K extends SearchKind>(kind: K, item: SearchItemMap[K], c: LineContext): string {
  const record = item as SearchItemMap[SearchKind];
  switch (kind) {
    case 'members': {
      const m = record as SearchItemMap['members'];
      return join([c.names('faculties', m.faculty_id), c.names('memberTypes', m.member_type_id)]);
    }
    case 'keywords': {
      const count = c.keywordMembers.get(record.id) ?? 0;
      return c.tx(plural(count, c.language, 'keywordMembersOne', 'keywordMembersOther'), { count: formatCount(count, c.language) });
    }
    case 'products': {
      const p = record as SearchItemMap['products'];
      return join([p.publish_date?.slice(0, 4), c.names('productTypes', p.product_type_id), clip(p.all_author, AUTHORS_SHOWN)]);
    }
    case 'partners': {
      const o = record as SearchItemMap['partners'];
      return join([c.names('orgScopes', o.scope_id), c.names('orgTypes', o.type_id)]);
    }
    case 'grants': {
      const g = record as SearchItemMap['grants'];
      return join([c.names('statuses', g.status_id), c.names('sources', g.source_id), formatAmount(g.amount, c.language)]);
    }
    case 'events': {
      const e = record as SearchItemMap['events'];
      return join([formatDateRange(e.start_date, e.end_date, c.language), c.names('eventTypes', e.event_type_id)]);
    }
    case 'supervisions': {
      const s = record as SearchItemMap['supervisions'];
      const supervisors = s.principal_supervisors.map((p) => `${p.first_name} ${p.last_name}`).join(', ');
      return join([c.names('levels', s.level_id), c.names('faculties', s.faculty_id), supervisors]);
    }
    default: {
      const a = record as SearchItemMap['accounts'];
      return a.login_email;
    }
  }
}

/** The account's badges ("Administrator", "Member"). */
export function accountBadges(account: SearchItemMap['accounts'], tx: SearchTranslate): string[] {
  return [account.is_admin ? tx('administrator') : null, account.member ? tx('member') : null].filter((badge): badge is string => badge !== null);
}

/** The href of a result: the record's redirect route; a keyword, the members list filtered by it. */
export function resultHref(kind: SearchKind, id: string): string {
  const segment = encodeURIComponent(id);
  return kind === 'keywords' ? `/members?keywords=${segment}` : `/${kind}/${segment}`;
}

/** How many active members use each keyword (from `/api/all-members`). */
export function keywordMemberCounts(members: readonly SearchItemMap['members'][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of members) for (const id of m.keyword_ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
