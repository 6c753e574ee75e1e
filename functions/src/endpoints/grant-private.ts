import { loadRecord } from '../domain/load';
import { grantPrivateDetail } from '../domain/grants';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** GET /api/grant/{id}/private: administrators (spec 3-api §3.10.1). */
export const grantPrivate = defineRoute({
  name: 'grant-private',
  method: 'GET',
  route: 'grant/{id}/private',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  async handle({ params, services }) {
    const store = services.repositories.records;
    const { record } = await loadRecord(store, 'grant', params.id);
    return { body: await grantPrivateDetail(store, record), version: record.etag };
  },
});
