import { loadRecord } from '../domain/load';
import { productPrivateDetail } from '../domain/products';
import { requireMemberOrAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** GET /api/product/{id}/private: administrators and any member (spec 3-api §3.8.1). */
export const productPrivate = defineRoute({
  name: 'product-private',
  method: 'GET',
  route: 'product/{id}/private',
  access: 'authenticated',
  authorize(caller) {
    requireMemberOrAdmin(caller);
  },
  async handle({ params, services }) {
    const store = services.repositories.records;
    const { record } = await loadRecord(store, 'product', params.id);
    return { body: await productPrivateDetail(store, record), version: record.etag };
  },
});
