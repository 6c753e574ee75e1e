import { requireAdmin } from '../domain/permissions';
import { deleteReference as remove } from '../domain/reference-deletes';
import { defineRoute } from '../http/route-definition';

/** DELETE /api/delete-reference/{list}/{id}: administrators; only an entry no record uses (spec 3-api §3.16.1). */
export const deleteReference = defineRoute({
  name: 'delete-reference',
  method: 'DELETE',
  route: 'delete-reference/{list}/{id}',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  async handle({ params, ifMatch, caller, services }) {
    await remove({ store: services.repositories.records, caller, now: services.now() }, params.list, params.id, ifMatch);
    return { status: 204 };
  },
});
