import { loadRecord } from '../domain/load';
import { eventPublicDetail } from '../domain/events';
import { defineRoute } from '../http/route-definition';

/** GET /api/event/{id}/public (spec 3-api §3.11.1). */
export const eventPublic = defineRoute({
  name: 'event-public',
  method: 'GET',
  route: 'event/{id}/public',
  access: 'public',
  async handle({ params, services }) {
    const store = services.repositories.records;
    const { record } = await loadRecord(store, 'event', params.id);
    return { body: await eventPublicDetail(store, record) };
  },
});
