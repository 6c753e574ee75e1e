/** Filtering and sorting of the partners list (spec 5-pages §5.7.1), in the browser. */
import type { OrganizationListItem } from '@portal/common/api/organization';
import { bilingualText } from '../../lib/i18n/bilingual';
import { compareText } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';
import { EMPTY_VALUE, type ListView, type ListViewDefinition } from '../../lib/lists/list-view';
import { translationMatcher, nameTranslation, TRANSLATION_FILTER } from '../../lib/lists/translation-filter';

export const PARTNER_LIST_VIEW: ListViewDefinition = {
  filters: ['partnerIds', 'partnerTypes', 'partnerScopes', TRANSLATION_FILTER],
  columns: { type: true, scope: true },
  sortable: ['name', 'type', 'scope'],
};

/** The name shown for a partner: the active language's, else the other one. */
export const partnerName = (partner: { name_en: string | null; name_fr: string | null }, language: Language) =>
  bilingualText(partner.name_en, partner.name_fr, language);

/** The default order's key (seed §9): `name_en`, then `name_fr` when `name_en` is empty. */
const sortName = (partner: OrganizationListItem): string | null => (partner.name_en?.trim() ? partner.name_en : partner.name_fr);

function matches(values: readonly string[] | undefined, value: string | null): boolean {
  if (!values || values.length === 0) return true;
  return values.includes(value ?? EMPTY_VALUE);
}

/** Filters combine with AND; the values of one filter with OR; "Empty" (`none`) matches no type. */
export function filterPartners(items: readonly OrganizationListItem[], view: ListView): OrganizationListItem[] {
  const f = view.filters;
  const translated = translationMatcher(f.translation, nameTranslation);
  return items.filter(
    (partner) =>
      ((f.partnerIds ?? []).length === 0 || (f.partnerIds ?? []).includes(partner.id)) &&
      matches(f.partnerTypes, partner.type_id) &&
      ((f.partnerScopes ?? []).length === 0 || (partner.scope_id !== null && (f.partnerScopes ?? []).includes(partner.scope_id))) &&
      translated(partner),
  );
}

/**
 * Default order: `name_en` (then `name_fr`), ties by id. `name` sorts the same key; `type` and
 * `scope` by the reference name in the active language; empty values last in both directions.
 */
export function sortPartners(
  items: readonly OrganizationListItem[],
  sort: ListView['sort'],
  language: Language,
  refName: (id: string | null) => string,
): OrganizationListItem[] {
  const byName = [...items].sort((a, b) => compareText(sortName(a), sortName(b), language) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (!sort) return byName;
  const position = new Map(byName.map((partner, index) => [partner.id, index]));
  const value = (partner: OrganizationListItem): string | null => {
    if (sort.key === 'type') return refName(partner.type_id) || null;
    if (sort.key === 'scope') return refName(partner.scope_id) || null;
    return sortName(partner)?.trim() || null;
  };
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...byName].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const tie = (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0);
    if (x === null || y === null) return x === y ? tie : x === null ? 1 : -1;
    const c = compareText(x, y, language);
    return c !== 0 ? sign * c : tie;
  });
}
