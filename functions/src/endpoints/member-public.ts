import { loadRecord } from '../domain/load';
import { memberPublicDetail } from '../domain/members';
import { defineRoute } from '../http/route-definition';

/** GET /api/member/{id}/public (spec 3-api §3.7.1). */
export const memberPublic = defineRoute({
  name: 'member-public',
  method: 'GET',
  route: 'member/{id}/public',
  access: 'public',
  async handle({ params, services }) {
    const store = services.repositories.records;
    const { record } = await loadRecord(store, 'member', params.id);
    return { body: await memberPublicDetail(store, record) };
  },
});
