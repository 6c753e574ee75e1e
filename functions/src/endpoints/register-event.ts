import { registerEvent as register } from '../domain/event-writes';
import { eventPrivateDetail } from '../domain/events';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** POST /api/register-event: administrators (spec 3-api §3.11.2). */
export const registerEvent = defineRoute({
  name: 'register-event',
  method: 'POST',
  route: 'register-event',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  body: 'required',
  async handle({ body, caller, services }) {
    const store = services.repositories.records;
    const event = await register({ store, caller, now: services.now() }, body);
    return { status: 201, body: await eventPrivateDetail(store, event), version: event.etag, location: `/api/event/${event.id}/private` };
  },
});
