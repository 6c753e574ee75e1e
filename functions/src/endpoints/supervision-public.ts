import { loadRecord } from '../domain/load';
import { supervisionPublicDetail } from '../domain/supervisions';
import { defineRoute } from '../http/route-definition';

/** GET /api/supervision/{id}/public (spec 3-api §3.12.1). */
export const supervisionPublic = defineRoute({
  name: 'supervision-public',
  method: 'GET',
  route: 'supervision/{id}/public',
  access: 'public',
  async handle({ params, services }) {
    const store = services.repositories.records;
    const { record } = await loadRecord(store, 'supervision', params.id);
    return { body: await supervisionPublicDetail(store, record) };
  },
});
