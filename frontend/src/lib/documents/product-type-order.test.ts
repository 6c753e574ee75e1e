import { describe, expect, it } from 'vitest';
import { orderProductTypes } from './product-type-order';

describe('product types in the documents’ order (spec 7-reports §7.2.4 item 4)', () => {
  it('puts the listed types in their order, then the others by name', () => {
    const byName = (a: string, b: string) => a.localeCompare(b);
    expect(
      orderProductTypes(['product-type-poster', 'product-type-zine', 'product-type-dataset', 'product-type-atlas', 'product-type-journal-article'], byName),
    ).toEqual(['product-type-journal-article', 'product-type-dataset', 'product-type-poster', 'product-type-atlas', 'product-type-zine']);
  });
});
