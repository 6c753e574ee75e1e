import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { describe, expect, it } from 'vitest';
import { exportRecords, TEST_ORIGIN } from '../../test/csv-export';
import { demo, demoProductItems } from '../../test/demo-lists';
import { PRODUCT_CSV } from './product-csv';

const LISTS = {
  [REFERENCE_LIST_PATHS.productTypes]: demo.referenceLists['product-types'],
  [API_PATHS['all-organizations']()]: demo.organizations.map(({ id, name_en, name_fr }) => ({ id, name_en, name_fr })),
  [REFERENCE_LIST_PATHS.targets]: demo.referenceLists.targets,
};
const product = (id: string) => demoProductItems().filter((p) => p.id === id);

describe('products CSV export on the demo data (spec 6-data-and-beyond §6.3.1)', () => {
  it('heads every column of the spec, in its order, in both languages', async () => {
    const [en] = await exportRecords(PRODUCT_CSV, [], 'en', LISTS);
    expect(en).toEqual(['Title (English)', 'Title (French)', 'Publication date', 'Product type', 'All authors', 'Member authors', 'DOI', 'Partners', 'Targets', 'Link']);
    const [fr] = await exportRecords(PRODUCT_CSV, [], 'fr', LISTS);
    expect(fr).toEqual(['Titre (anglais)', 'Titre (français)', 'Date de publication', 'Type de produit', 'Tous les auteurs', 'Auteurs membres', 'DOI', 'Partenaires', 'Cibles', 'Lien']);
  });

  it('criterion 3: product 02 has an empty English title and its French title (no fallback)', async () => {
    const [, row] = await exportRecords(PRODUCT_CSV, product('product-02'), 'en', LISTS);
    const source = demo.products.find((p) => p.id === 'product-02');
    expect(source?.title_en).toBeNull();
    expect(row?.[0]).toBe('');
    expect(row?.[1]).toBe(source?.title_fr);
    expect(row?.[9]).toBe(`${TEST_ORIGIN}/products/product-02`);
  });

  it('criterion 3: product 01’s author text survives an RFC 4180 round trip in both separators', async () => {
    for (const language of ['en', 'fr'] as const) {
      const [, row] = await exportRecords(PRODUCT_CSV, product('product-01'), language, LISTS);
      expect(row?.[4]).toBe('Lévesque, É.; Dubois-Martin, C.; Okafor, N.; Smith J.');
      expect(row?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('names the partners and the targets in the active language, in their order, joined with "; "', async () => {
    const source = demo.products.find((p) => p.id === 'product-19');
    expect(source?.partner_ids.length).toBeGreaterThan(1);
    expect(source?.target_ids.length).toBeGreaterThan(1);
    const name = (entry: { name_en: string | null; name_fr: string | null } | undefined, language: 'en' | 'fr') =>
      language === 'en' ? (entry?.name_en ?? entry?.name_fr) : (entry?.name_fr ?? entry?.name_en);
    for (const language of ['en', 'fr'] as const) {
      const [, row] = await exportRecords(PRODUCT_CSV, product('product-19'), language, LISTS);
      const partners = source?.partner_ids.map((id) => name(demo.organizations.find((o) => o.id === id), language)).join('; ');
      const targets = source?.target_ids.map((id) => name(demo.referenceLists.targets.find((t) => t.id === id), language)).join('; ');
      expect(row?.[7]).toBe(partners);
      expect(row?.[8]).toBe(targets);
    }
  });
});
