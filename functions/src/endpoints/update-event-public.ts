import { updateEvent } from '../domain/event-writes';
import { eventPrivateDetail } from '../domain/events';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** PATCH /api/update-event/{id}/public: administrators, every field and link (spec 3-api §3.11.3). */
export const updateEventPublic = defineRoute({
  name: 'update-event-public',
  method: 'PATCH',
  route: 'update-event/{id}/public',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ params, body, ifMatch, caller, services }) {
    const store = services.repositories.records;
    const event = await updateEvent({ store, caller, now: services.now() }, params.id, body, ifMatch);
    return { body: await eventPrivateDetail(store, event), version: event.etag };
  },
});
