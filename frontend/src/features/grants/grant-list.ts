/** Filtering and sorting of the grants list (spec 5-pages §5.8.1), in the browser. */
import type { GrantListItem } from '@portal/common/api/grant';
import { compareText, sortByTexts } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';
import { EMPTY_VALUE, type ListView, type ListViewDefinition } from '../../lib/lists/list-view';

export const GRANT_LIST_VIEW: ListViewDefinition = {
  filters: ['grantIds', 'grantStatuses', 'grantSources', 'grantTopics', 'members', 'throughNetwork'],
  columns: {
    source: true,
    status: true,
    amount: true,
    throughNetwork: false,
    topic: false,
    submissionDate: false,
    obtainedDate: false,
    completedDate: false,
    investigators: false,
    involved: false,
  },
  sortable: ['title', 'source', 'status', 'amount', 'throughNetwork', 'topic', 'submissionDate', 'obtainedDate', 'completedDate'],
};

const inFilter = (values: readonly string[] | undefined, value: string | null) =>
  !values || values.length === 0 || values.includes(value ?? EMPTY_VALUE);

export function filterGrants(items: readonly GrantListItem[], view: ListView): GrantListItem[] {
  const f = view.filters;
  return items.filter((grant) => {
    const members = [...grant.investigator_members, ...grant.involved_members].map((m) => m.id);
    return (
      inFilter(f.grantIds, grant.id) &&
      inFilter(f.grantStatuses, grant.status_id) &&
      inFilter(f.grantSources, grant.source_id) &&
      inFilter(f.grantTopics, grant.topic_id) &&
      ((f.members ?? []).length === 0 || members.some((id) => (f.members ?? []).includes(id))) &&
      inFilter(f.throughNetwork, grant.through_network ? 'yes' : 'no')
    );
  });
}

type SortValue = string | number | null;

/** Default order: title. Dates chronologically, amounts numerically, Yes first ascending; empty last. */
export function sortGrants(items: readonly GrantListItem[], sort: ListView['sort'], language: Language, refName: (id: string | null) => string): GrantListItem[] {
  const byTitle = sortByTexts(items, [(grant) => grant.title], language);
  if (!sort) return byTitle;
  const position = new Map(byTitle.map((grant, index) => [grant.id, index]));
  const value = (grant: GrantListItem): SortValue => {
    switch (sort.key) {
      case 'source':
        return refName(grant.source_id) || null;
      case 'status':
        return refName(grant.status_id) || null;
      case 'topic':
        return refName(grant.topic_id) || null;
      case 'amount':
        return grant.amount;
      case 'throughNetwork':
        return grant.through_network ? 0 : 1;
      case 'submissionDate':
        return grant.submission_date;
      case 'obtainedDate':
        return grant.obtained_date;
      case 'completedDate':
        return grant.completed_date;
      default:
        return grant.title;
    }
  };
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...byTitle].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const tie = (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0);
    if (x === null || y === null) return x === y ? tie : x === null ? 1 : -1;
    let c: number;
    if (typeof x === 'number' && typeof y === 'number') c = x - y;
    else if (/Date$/.test(sort.key)) c = String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
    else c = compareText(String(x), String(y), language);
    return c !== 0 ? sign * c : tie;
  });
}
