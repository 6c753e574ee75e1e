import { listSupervisions } from '../domain/supervisions';
import { defineRoute } from '../http/route-definition';

/** GET /api/all-supervisions (spec 3-api §3.5). */
export const allSupervisions = defineRoute({
  name: 'all-supervisions',
  method: 'GET',
  route: 'all-supervisions',
  changesWith: ['supervision'],
  access: 'public',
  async handle({ services }) {
    return { body: await listSupervisions(services.repositories.records) };
  },
});
