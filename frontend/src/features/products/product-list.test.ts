import { describe, expect, it } from 'vitest';
import { defaultView } from '../../lib/lists/list-view';
import { filterProducts, PRODUCT_LIST_VIEW, sortProducts } from './product-list';
import type { ProductListItem } from './product-types';

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
  it('combines filters with AND and values with OR, with Empty as none', () => {
    const view = defaultView(PRODUCT_LIST_VIEW);
    expect(filterProducts(items, { ...view, filters: { ...view.filters, productTypes: ['t1', 'none'] } }).map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(filterProducts(items, { ...view, filters: { ...view.filters, years: ['2019'] } }).map((p) => p.id)).toEqual(['p3']);
    expect(filterProducts(items, { ...view, filters: { ...view.filters, memberAuthors: ['none'] } }).map((p) => p.id)).toEqual(['p2']);
    expect(filterProducts(items, { ...view, filters: { ...view.filters, productIds: ['p3'], years: ['2021'] } })).toEqual([]);
  });
});

describe('sortProducts', () => {
  const typeName = (id: string | null) => (id === 't1' ? 'Report' : id === 't2' ? 'Article' : '');
  it('sorts by title by default, accent and case insensitive', () => {
    expect(sortProducts(items, null, 'en', typeName).map((p) => p.id)).toEqual(['p2', 'p1', 'p3']);
  });
  it('sorts dates chronologically with empty dates last in both directions', () => {
    expect(sortProducts(items, { key: 'date', dir: 'asc' }, 'en', typeName).map((p) => p.id)).toEqual(['p3', 'p1', 'p2']);
    expect(sortProducts(items, { key: 'date', dir: 'desc' }, 'en', typeName).map((p) => p.id)).toEqual(['p1', 'p3', 'p2']);
  });
  it('sorts by type name', () => {
    expect(sortProducts(items, { key: 'type', dir: 'asc' }, 'en', typeName).map((p) => p.id)).toEqual(['p3', 'p1', 'p2']);
  });
});
