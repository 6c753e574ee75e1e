import { requireAdmin } from '../domain/permissions';
import { updateProduct } from '../domain/product-writes';
import { productPrivateDetail } from '../domain/products';
import { defineRoute } from '../http/route-definition';

/** PATCH /api/update-product/{id}/admin: administrators only, member authors included in the refusal (spec 3-api §3.8.5). */
export const updateProductAdmin = defineRoute({
  name: 'update-product-admin',
  method: 'PATCH',
  route: 'update-product/{id}/admin',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ params, body, ifMatch, caller, services }) {
    const store = services.repositories.records;
    const product = await updateProduct({ store, caller, now: services.now() }, 'admin', params.id, body, ifMatch);
    return { body: await productPrivateDetail(store, product), version: product.etag };
  },
});
