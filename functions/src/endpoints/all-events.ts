import { listEvents } from '../domain/events';
import { defineRoute } from '../http/route-definition';

/** GET /api/all-events (spec 3-api §3.5). */
export const allEvents = defineRoute({
  name: 'all-events',
  method: 'GET',
  route: 'all-events',
  changesWith: ['event'],
  access: 'public',
  async handle({ services }) {
    return { body: await listEvents(services.repositories.records) };
  },
});
