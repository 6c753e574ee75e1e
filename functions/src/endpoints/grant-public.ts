import { loadRecord } from '../domain/load';
import { grantPublicDetail } from '../domain/grants';
import { defineRoute } from '../http/route-definition';

/** GET /api/grant/{id}/public (spec 3-api §3.10.1). */
export const grantPublic = defineRoute({
  name: 'grant-public',
  method: 'GET',
  route: 'grant/{id}/public',
  access: 'public',
  async handle({ params, services }) {
    const store = services.repositories.records;
    const { record } = await loadRecord(store, 'grant', params.id);
    return { body: await grantPublicDetail(store, record) };
  },
});
