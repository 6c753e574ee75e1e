import { listOrganizations } from '../domain/organizations';
import { defineRoute } from '../http/route-definition';

/** GET /api/all-partners (spec 3-api §3.5). */
export const allPartners = defineRoute({
  name: 'all-partners',
  method: 'GET',
  route: 'all-partners',
  changesWith: ['organization'],
  access: 'public',
  async handle({ services }) {
    return { body: await listOrganizations(services.repositories.records) };
  },
});
