import { deleteOrganization as remove } from '../domain/organization-writes';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** DELETE /api/delete-partner/{id}: administrators; every link to it goes too (spec 3-api §3.9.6). */
export const deletePartner = defineRoute({
  name: 'delete-partner',
  method: 'DELETE',
  route: 'delete-partner/{id}',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  async handle({ params, ifMatch, caller, services }) {
    await remove({ store: services.repositories.records, caller, now: services.now() }, params.id, ifMatch);
    return { status: 204 };
  },
});
