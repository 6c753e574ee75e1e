import { checkReportPeriod, networkReport } from '../domain/network-report';
import { requireAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/**
 * GET /api/report/network/{from}/{to}: the records of a period, the new members and partners, and
 * five yearly trend figures (spec 7-reports §7.3.2), for administrators. The caller is checked
 * first (step 3 of spec 3-api §3.1.5), so a non-administrator is refused whatever the dates; the
 * dates are checked at step 5.
 */
export const reportNetwork = defineRoute({
  name: 'report-network',
  method: 'GET',
  route: 'report/network/{from}/{to}',
  access: 'authenticated',
  authorize(caller) {
    requireAdmin(caller);
  },
  async handle({ params, services }) {
    const period = checkReportPeriod(params.from, params.to);
    return { body: await networkReport(services.repositories.reports, period, { timeZone: services.config.timeZone, now: services.now() }) };
  },
});
