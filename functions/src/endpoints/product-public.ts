import { loadRecord } from '../domain/load';
import { productPublicDetail } from '../domain/products';
import { defineRoute } from '../http/route-definition';

/** GET /api/product/{id}/public (spec 3-api §3.8.1). */
export const productPublic = defineRoute({
  name: 'product-public',
  method: 'GET',
  route: 'product/{id}/public',
  access: 'public',
  async handle({ params, services }) {
    const store = services.repositories.records;
    const { record } = await loadRecord(store, 'product', params.id);
    return { body: await productPublicDetail(store, record) };
  },
});
