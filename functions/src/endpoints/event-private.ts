import { loadRecord } from '../domain/load';
import { eventPrivateDetail } from '../domain/events';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** GET /api/event/{id}/private: administrators (spec 3-api §3.11.1). */
export const eventPrivate = defineRoute({
  name: 'event-private',
  method: 'GET',
  route: 'event/{id}/private',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  async handle({ params, services }) {
    const store = services.repositories.records;
    const { record } = await loadRecord(store, 'event', params.id);
    return { body: await eventPrivateDetail(store, record), version: record.etag };
  },
});
