import { requireMemberOrAdmin } from '../domain/permissions';
import { deleteSupervision as remove } from '../domain/supervision-writes';
import { defineRoute } from '../http/route-definition';

/** DELETE /api/delete-supervision/{id}: administrators and its principal supervisors (spec 3-api §3.12.5). */
export const deleteSupervision = defineRoute({
  name: 'delete-supervision',
  method: 'DELETE',
  route: 'delete-supervision/{id}',
  access: 'authenticated',
  authorize(caller) {
    requireMemberOrAdmin(caller);
  },
  async handle({ params, ifMatch, caller, services }) {
    await remove({ store: services.repositories.records, caller, now: services.now() }, params.id, ifMatch);
    return { status: 204 };
  },
});
