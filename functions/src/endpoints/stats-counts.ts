import { defineRoute } from '../http/route-definition';

/** GET /api/stats/counts: the home page's figures, public (spec 3-api §3.16.3). */
export const statsCounts = defineRoute({
  name: 'stats-counts',
  method: 'GET',
  route: 'stats/counts',
  changesWith: ['member', 'product', 'grant', 'event', 'organization', 'supervision'],
  access: 'public',
  async handle({ services }) {
    return { body: await services.repositories.stats.counts() };
  },
});
