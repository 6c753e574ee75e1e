import { deleteEvent as remove } from '../domain/event-writes';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** DELETE /api/delete-event/{id}: administrators; it leaves every event's previous events (spec 3-api §3.11.4). */
export const deleteEvent = defineRoute({
  name: 'delete-event',
  method: 'DELETE',
  route: 'delete-event/{id}',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  async handle({ params, ifMatch, caller, services }) {
    await remove({ store: services.repositories.records, caller, now: services.now() }, params.id, ifMatch);
    return { status: 204 };
  },
});
