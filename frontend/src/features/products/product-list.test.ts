import type { ProductListItem } from '@portal/common/api/product';
import { describe, expect, it } from 'vitest';
import { defaultView } from '../../lib/lists/list-view';
import { authorKeys, filterProducts, PRODUCT_LIST_VIEW, productsByTitle, sortProducts } from './product-list';
import { demoProductItems } from '../../test/demo-lists';

const item = (id: string, title: string, date: string | null, type: string | null, authors: string[] = []): ProductListItem => ({
  id,
  title_en: title,
  title_fr: null,
  publish_date: date,
  all_author: '',
  doi: null,
  product_type_id: type,
  member_authors: authors.map((a) => ({ id: a, first_name: a, last_name: a, is_active: true })),
  partner_ids: [],
  target_ids: [],
});

const items = [item('p1', 'Beta', '2021-05-01', 't1', ['m1']), item('p2', 'alpha', null, null), item('p3', 'Gamma', '2019-01-01', 't2', ['m2'])];

describe('filterProducts', () => {
  it('answers the list itself while no filter has a value (nothing computed per product)', () => {
    expect(filterProducts(items, defaultView(PRODUCT_LIST_VIEW))).toBe(items);
  });
  it('combines filters with AND and values with OR, with Empty as none', () => {
    const view = defaultView(PRODUCT_LIST_VIEW);
    expect(filterProducts(items, { ...view, filters: { ...view.filters, productTypes: ['t1', 'none'] } }).map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(filterProducts(items, { ...view, filters: { ...view.filters, years: ['2019'] } }).map((p) => p.id)).toEqual(['p3']);
    expect(filterProducts(items, { ...view, filters: { ...view.filters, memberAuthors: ['none'] } }).map((p) => p.id)).toEqual(['p2']);
    expect(filterProducts(items, { ...view, filters: { ...view.filters, productIds: ['p3'], years: ['2021'] } })).toEqual([]);
  });
});

describe('author filter (5-pages §5.6.1)', () => {
  const withText = (id: string, all_author: string): ProductListItem => ({ ...item(id, id, null, null), all_author });
  const texts = [
    withText('a', 'García López, María José; Diallo M.; J.-P. Lévesque'),
    withText('b', 'Lévesque, É.; Smith J.'),
    withText('c', 'E. Levesque, W. Zhang'),
  ];
  const byAuthors = (authors: string[]) => {
    const view = defaultView(PRODUCT_LIST_VIEW);
    return filterProducts(texts, { ...view, filters: { ...view.filters, authors } }).map((p) => p.id);
  };

  it('splits a text into the author keys of /api/all-authors', () => {
    expect([...authorKeys('García López, María José; Dr. Diallo M.*; J.-P. Lévesque')]).toEqual(['garcia lopez, maria jose', 'diallo m.', 'j.-p. levesque']);
    expect([...authorKeys('E. Levesque, W. Zhang')]).toEqual(['e. levesque', 'w. zhang']);
  });

  it('keeps a product when one of its names has a chosen key (values combine with OR)', () => {
    expect(byAuthors(['garcia lopez, maria jose'])).toEqual(['a']);
    expect(byAuthors(['lévesque, é'])).toEqual([]);
    expect(byAuthors(['levesque, e.', 'w. zhang'])).toEqual(['b', 'c']);
    expect(byAuthors([])).toEqual(['a', 'b', 'c']);
  });
});

describe('sortProducts', () => {
  const typeName = (id: string | null) => (id === 't1' ? 'Report' : id === 't2' ? 'Article' : '');
  it('sorts by title by default, accent and case insensitive', () => {
    expect(sortProducts(productsByTitle(items, 'en'), null, 'en', typeName).map((p) => p.id)).toEqual(['p2', 'p1', 'p3']);
  });
  it('sorts dates chronologically with empty dates last in both directions', () => {
    expect(sortProducts(productsByTitle(items, 'en'), { key: 'date', dir: 'asc' }, 'en', typeName).map((p) => p.id)).toEqual(['p3', 'p1', 'p2']);
    expect(sortProducts(productsByTitle(items, 'en'), { key: 'date', dir: 'desc' }, 'en', typeName).map((p) => p.id)).toEqual(['p1', 'p3', 'p2']);
  });
  it('sorts by type name', () => {
    expect(sortProducts(productsByTitle(items, 'en'), { key: 'type', dir: 'asc' }, 'en', typeName).map((p) => p.id)).toEqual(['p3', 'p1', 'p2']);
  });
});

/** The view with these translation values chosen (spec 6-data-and-beyond §6.3.6), and other filters. */
const translationView = (translation: string[], others: Record<string, string[]> = {}) => {
  const view = defaultView(PRODUCT_LIST_VIEW);
  return { ...view, filters: { ...view.filters, ...others, translation } };
};

describe('the translation filter on the demo products (spec 6-data-and-beyond §6.3.6, acceptance 1)', () => {
  const items = demoProductItems();
  const ids = (values: string[], others?: Record<string, string[]>) => filterProducts(items, translationView(values, others)).map((p) => p.id);

  it('keeps 6 French missing (03 among them), 6 English missing (02 among them), 12 together', () => {
    expect(ids(['missing-fr'])).toHaveLength(6);
    expect(ids(['missing-fr'])).toContain(items[2]?.id);
    expect(ids(['missing-en'])).toHaveLength(6);
    expect(ids(['missing-en'])).toContain(items[1]?.id);
    expect(ids(['missing-en', 'missing-fr'])).toHaveLength(12);
    expect(ids(['complete'])).toHaveLength(items.length - 12);
  });

  it('combines with the other filters with AND', () => {
    const third = items[2]?.id ?? '';
    expect(ids(['missing-fr'], { productIds: [third] })).toEqual([third]);
    expect(ids(['missing-en'], { productIds: [third] })).toEqual([]);
  });
});
