import { recordHistory } from '../domain/history';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/** GET /api/history/{kind}/{id}: administrators; the audit entries of one record, newest first (spec 3-api §3.16.2). */
export const history = defineRoute({
  name: 'history',
  method: 'GET',
  route: 'history/{kind}/{id}',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  async handle({ params, services }) {
    return { body: await recordHistory(services.repositories.audit, params.kind ?? '', params.id ?? '', services.now(), services.config.auditRetentionDays) };
  },
});
