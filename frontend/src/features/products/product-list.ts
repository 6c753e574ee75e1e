/** Filtering and sorting of the products list (spec 5-pages §5.6.1), in the browser. */
import type { ProductListItem } from '@portal/common/api/product';
import { authorNames } from '@portal/common/authors/split-authors';
import { comparisonKey } from '@portal/common/validation/normalize';
import { bilingualText } from '../../lib/i18n/bilingual';
import { compareText, sortByTexts } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';
import { EMPTY_VALUE, type ListView, type ListViewDefinition } from '../../lib/lists/list-view';
import { translationMatcher, titleTranslation, TRANSLATION_FILTER } from '../../lib/lists/translation-filter';

export const PRODUCT_LIST_VIEW: ListViewDefinition = {
  filters: ['productIds', 'productTypes', 'authors', 'memberAuthors', 'years', TRANSLATION_FILTER],
  columns: { date: true, doi: true, type: true, memberAuthors: true, authors: false },
  sortable: ['title', 'date', 'type'],
};

export const yearOf = (date: string | null): string | null => (date && /^\d{4}/.test(date) ? date.slice(0, 4) : null);

function matchesOne(values: readonly string[], value: string | null): boolean {
  if (values.length === 0) return true;
  return values.includes(value ?? EMPTY_VALUE);
}

function matchesAny(values: readonly string[], present: readonly string[]): boolean {
  if (values.length === 0) return true;
  if (present.length === 0) return values.includes(EMPTY_VALUE);
  return present.some((value) => values.includes(value));
}

const authorKeysCache = new Map<string, ReadonlySet<string>>();

/**
 * The author keys of an "all authors" text: the names split from it as the `all-authors` route splits
 * them (3-api §3.4.4), by comparison key.
 */
export function authorKeys(text: string): ReadonlySet<string> {
  let keys = authorKeysCache.get(text);
  if (!keys) {
    keys = new Set(authorNames(text).map(comparisonKey));
    if (authorKeysCache.size > 10_000) authorKeysCache.clear();
    authorKeysCache.set(text, keys);
  }
  return keys;
}

function matchesAuthor(keys: readonly string[], text: string): boolean {
  if (keys.length === 0) return true;
  const present = authorKeys(text);
  return keys.some((key) => present.has(key));
}

/**
 * Filters combine with AND; the values of one filter with OR. A filter without values costs
 * nothing per item (at 50,000 products, the member ids and years of every product, built for
 * filters nobody had set, took a fifth of a second before the first rows, issue 13).
 */
export function filterProducts(items: readonly ProductListItem[], view: ListView): readonly ProductListItem[] {
  const f = view.filters;
  const [ids, types, authors, members, years] = [f.productIds ?? [], f.productTypes ?? [], f.authors ?? [], f.memberAuthors ?? [], f.years ?? []];
  if (ids.length + types.length + authors.length + members.length + years.length + (f.translation ?? []).length === 0) return items;
  const chosen = new Set(ids);
  const translated = translationMatcher(f.translation, titleTranslation);
  return items.filter(
    (item) =>
      (ids.length === 0 || chosen.has(item.id)) &&
      matchesOne(types, item.product_type_id) &&
      matchesAuthor(authors, item.all_author) &&
      (members.length === 0 || matchesAny(members, item.member_authors.map((member) => member.id))) &&
      (years.length === 0 || matchesOne(years, yearOf(item.publish_date))) &&
      translated(item),
  );
}

/** The products in title order (active language, fallback), the list's default order. */
export const productsByTitle = (items: readonly ProductListItem[], language: Language): ProductListItem[] =>
  sortByTexts(items, [(item) => bilingualText(item.title_en, item.title_fr, language)], language);

/**
 * The products in the list's sort order: by default the title order of `byTitle` (`productsByTitle`,
 * computed once by the page, whose title filter offers its options in the same order); `date`
 * chronologically, `type` by type name, empty values last in both directions, ties in title order.
 */
export function sortProducts(
  byTitle: readonly ProductListItem[],
  sort: ListView['sort'],
  language: Language,
  typeName: (id: string | null) => string,
): readonly ProductListItem[] {
  if (!sort) return byTitle;
  const sign = sort.dir === 'asc' ? 1 : -1;
  const position = new Map(byTitle.map((item, index) => [item.id, index]));
  const value = (item: ProductListItem): string | null =>
    sort.key === 'date' ? item.publish_date : sort.key === 'type' ? typeName(item.product_type_id) || null : bilingualText(item.title_en, item.title_fr, language) || null;
  return [...byTitle].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (!x || !y) {
      if (!x && !y) return (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0);
      return x ? -1 : 1;
    }
    const c = sort.key === 'date' ? (x < y ? -1 : x > y ? 1 : 0) : compareText(x, y, language);
    return c !== 0 ? sign * c : (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0);
  });
}
