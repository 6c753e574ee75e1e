import { loadRecord } from '../domain/load';
import { organizationPublicDetail } from '../domain/organizations';
import { defineRoute } from '../http/route-definition';

/** GET /api/partner/{id}/public (spec 3-api §3.9.1). */
export const partnerPublic = defineRoute({
  name: 'partner-public',
  method: 'GET',
  route: 'partner/{id}/public',
  access: 'public',
  async handle({ params, services }) {
    const store = services.repositories.records;
    const { record } = await loadRecord(store, 'organization', params.id);
    return { body: await organizationPublicDetail(store, record) };
  },
});
