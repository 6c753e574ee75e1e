import { requireMemberOrAdmin } from '../domain/permissions';
import { deleteProduct as remove } from '../domain/product-writes';
import { defineRoute } from '../http/route-definition';

/**
 * DELETE /api/delete-product/{id}: administrators and the product's member authors; the product
 * leaves every event's resulting products (spec 3-api §3.8.6).
 */
export const deleteProduct = defineRoute({
  name: 'delete-product',
  method: 'DELETE',
  route: 'delete-product/{id}',
  access: 'authenticated',
  authorize(caller) {
    requireMemberOrAdmin(caller);
  },
  async handle({ params, ifMatch, caller, services }) {
    await remove({ store: services.repositories.records, caller, now: services.now() }, params.id, ifMatch);
    return { status: 204 };
  },
});
