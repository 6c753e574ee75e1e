import { dashboardFigures } from '../domain/dashboard';
import { defineRoute } from '../http/route-definition';

/**
 * GET /api/stats/dashboard: the home dashboard's buckets (spec 3-api §3.16.3), for registered
 * accounts; the wrapper answers 401 without a token and 403 `account_not_registered` without an
 * account, and no other refusal applies. No input: a query string is never read. Kept like a
 * list under the markers of the kinds it counts, and the same body for every caller it admits
 * (docs/adr/0036-dashboard-figures.md).
 */
export const statsDashboard = defineRoute({
  name: 'stats-dashboard',
  method: 'GET',
  route: 'stats/dashboard',
  changesWith: ['product', 'grant', 'event'],
  access: 'authenticated',
  async handle({ services }) {
    const facts = await services.repositories.stats.dashboardFacts();
    return { body: dashboardFigures(facts, services.now()) };
  },
});
