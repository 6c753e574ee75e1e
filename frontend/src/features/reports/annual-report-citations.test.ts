import { describe, expect, it, vi } from 'vitest';
import { formatCitation } from '../../lib/citations/citation';
import { demoReportProducts, demoReferenceList } from '../../test/demo-report';
import { citeInSlices } from './annual-report-citations';

const products = demoReportProducts().slice(0, 7);
const productTypes = demoReferenceList('product-types');

describe('report citations in slices (spec 7-reports §7.3.5)', () => {
  it('gives each product the formatter’s citation, yielding to the browser between slices', async () => {
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const citations = await citeInSlices({ products, productTypes, lang: 'fr', style: 'apa' }, () => false, 3);
    // 7 products in slices of 3: two pauses.
    expect(timeout.mock.calls.filter(([, delay]) => delay === 0)).toHaveLength(2);
    timeout.mockRestore();
    const typeName = (id: string) => productTypes.find((entry) => entry.id === id)?.name_fr ?? null;
    expect([...(citations?.keys() ?? [])]).toEqual(products.map((p) => p.id));
    for (const product of products) expect(citations?.get(product.id)).toEqual(formatCitation(product, { style: 'apa', lang: 'fr', typeName }));
  });

  it('stops when cancelled: a newer period or option replaced the work', async () => {
    let calls = 0;
    expect(await citeInSlices({ products, productTypes, lang: 'en', style: 'vancouver' }, () => ++calls > 1, 3)).toBeNull();
  });
});
