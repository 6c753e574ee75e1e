import { listGrants } from '../domain/grants';
import { defineRoute } from '../http/route-definition';

/** GET /api/all-grants (spec 3-api §3.5). */
export const allGrants = defineRoute({
  name: 'all-grants',
  method: 'GET',
  route: 'all-grants',
  changesWith: ['grant'],
  access: 'public',
  async handle({ services }) {
    return { body: await listGrants(services.repositories.records) };
  },
});
