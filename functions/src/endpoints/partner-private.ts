import { loadRecord } from '../domain/load';
import { organizationPrivateDetail } from '../domain/organizations';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** GET /api/partner/{id}/private: administrators (spec 3-api §3.9.1). */
export const partnerPrivate = defineRoute({
  name: 'partner-private',
  method: 'GET',
  route: 'partner/{id}/private',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  async handle({ params, services }) {
    const store = services.repositories.records;
    const { record } = await loadRecord(store, 'organization', params.id);
    return { body: await organizationPrivateDetail(store, record), version: record.etag };
  },
});
