import { deleteGrant as remove } from '../domain/grant-writes';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** DELETE /api/delete-grant/{id}: administrators; the grant leaves every event's resulting grants (spec 3-api §3.10.5). */
export const deleteGrant = defineRoute({
  name: 'delete-grant',
  method: 'DELETE',
  route: 'delete-grant/{id}',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  async handle({ params, ifMatch, caller, services }) {
    await remove({ store: services.repositories.records, caller, now: services.now() }, params.id, ifMatch);
    return { status: 204 };
  },
});
