import { requireMemberOrAdmin } from '../domain/permissions';
import { updateProduct } from '../domain/product-writes';
import { productPrivateDetail } from '../domain/products';
import { defineRoute } from '../http/route-definition';

/** PATCH /api/update-product/{id}/private: administrators and the product's member authors (spec 3-api §3.8.4). */
export const updateProductPrivate = defineRoute({
  name: 'update-product-private',
  method: 'PATCH',
  route: 'update-product/{id}/private',
  access: 'authenticated',
  authorize(caller) {
    requireMemberOrAdmin(caller);
  },
  body: 'required',
  async handle({ params, body, ifMatch, caller, services }) {
    const store = services.repositories.records;
    const product = await updateProduct({ store, caller, now: services.now() }, 'private', params.id, body, ifMatch);
    return { body: await productPrivateDetail(store, product), version: product.etag };
  },
});
