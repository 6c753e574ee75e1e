import { requireAdmin } from '../domain/permissions';
import { listUsage } from '../domain/reference-usage';
import { defineRoute } from '../http/route-definition';

/** GET /api/reference-usage/{list}: administrators; records using each entry of a list (spec 3-api §3.16.1). */
export const referenceUsage = defineRoute({
  name: 'reference-usage',
  method: 'GET',
  route: 'reference-usage/{list}',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  async handle({ params, services }) {
    return { body: await listUsage(services.repositories.records, params.list) };
  },
});
