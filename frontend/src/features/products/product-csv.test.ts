import { REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { describe, expect, it } from 'vitest';
import { exportRecords, TEST_ORIGIN } from '../../test/csv-export';
import { demo, demoProductItems } from '../../test/demo-lists';
import { PRODUCT_CSV } from './product-csv';

const LISTS = { [REFERENCE_LIST_PATHS.productTypes]: demo.referenceLists['product-types'] };
const product = (id: string) => demoProductItems().filter((p) => p.id === id);

describe('products CSV export on the demo data (spec 6-data-and-beyond §6.3.1)', () => {
  it('heads the columns the product list items can fill, in the spec order, in both languages', async () => {
    const [en] = await exportRecords(PRODUCT_CSV, [], 'en', LISTS);
    expect(en).toEqual(['Title (English)', 'Title (French)', 'Publication date', 'Product type', 'All authors', 'Member authors', 'DOI', 'Link']);
    const [fr] = await exportRecords(PRODUCT_CSV, [], 'fr', LISTS);
    expect(fr).toEqual(['Titre (anglais)', 'Titre (français)', 'Date de publication', 'Type de produit', 'Tous les auteurs', 'Auteurs membres', 'DOI', 'Lien']);
  });

  it('criterion 3: product 02 has an empty English title and its French title (no fallback)', async () => {
    const [, row] = await exportRecords(PRODUCT_CSV, product('product-02'), 'en', LISTS);
    const source = demo.products.find((p) => p.id === 'product-02');
    expect(source?.title_en).toBeNull();
    expect(row?.[0]).toBe('');
    expect(row?.[1]).toBe(source?.title_fr);
    expect(row?.[7]).toBe(`${TEST_ORIGIN}/products/product-02`);
  });

  it('criterion 3: product 01’s author text survives an RFC 4180 round trip in both separators', async () => {
    for (const language of ['en', 'fr'] as const) {
      const [, row] = await exportRecords(PRODUCT_CSV, product('product-01'), language, LISTS);
      expect(row?.[4]).toBe('Lévesque, É.; Dubois-Martin, C.; Okafor, N.; Smith J.');
      expect(row?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
