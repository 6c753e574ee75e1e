import { listOrganizationReferences } from '../domain/organizations';
import { defineRoute } from '../http/route-definition';

/** GET /api/all-organizations: organization references, the selectors' options (spec 3-api §3.5). */
export const allOrganizations = defineRoute({
  name: 'all-organizations',
  method: 'GET',
  route: 'all-organizations',
  changesWith: ['organization'],
  access: 'public',
  async handle({ services }) {
    return { body: await listOrganizationReferences(services.repositories.records) };
  },
});
