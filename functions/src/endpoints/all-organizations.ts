import { listOrganizations } from '../domain/organizations';
import { defineRoute } from '../http/route-definition';

/** GET /api/all-organizations (spec 3-api §3.5: the same items as all-partners). */
export const allOrganizations = defineRoute({
  name: 'all-organizations',
  method: 'GET',
  route: 'all-organizations',
  changesWith: ['organization'],
  access: 'public',
  async handle({ services }) {
    return { body: await listOrganizations(services.repositories.records) };
  },
});
