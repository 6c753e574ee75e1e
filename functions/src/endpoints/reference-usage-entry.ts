import { requireAdmin } from '../domain/permissions';
import { entryUsage } from '../domain/reference-usage';
import { defineRoute } from '../http/route-definition';

/** GET /api/reference-usage/{list}/{id}: administrators; records using one entry, before retiring or deleting it (spec 3-api §3.16.1). */
export const referenceUsageEntry = defineRoute({
  name: 'reference-usage-entry',
  method: 'GET',
  route: 'reference-usage/{list}/{id}',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  async handle({ params, services }) {
    return { body: await entryUsage(services.repositories.records, params.list, params.id) };
  },
});
