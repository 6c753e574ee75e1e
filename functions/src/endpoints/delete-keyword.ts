import { requireAdmin } from '../domain/permissions';
import { deleteKeyword as remove } from '../domain/reference-deletes';
import { defineRoute } from '../http/route-definition';

/** DELETE /api/delete-keyword/{id}: administrators; only a keyword no member uses (spec 3-api §3.16.1). */
export const deleteKeyword = defineRoute({
  name: 'delete-keyword',
  method: 'DELETE',
  route: 'delete-keyword/{id}',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  async handle({ params, ifMatch, caller, services }) {
    await remove({ store: services.repositories.records, caller, now: services.now() }, params.id, ifMatch);
    return { status: 204 };
  },
});
