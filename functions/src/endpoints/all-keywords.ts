import { listKeywords } from '../domain/lookups';
import { defineRoute } from '../http/route-definition';

/** GET /api/all-keywords (spec 3-api §3.4.2). */
export const allKeywords = defineRoute({
  name: 'all-keywords',
  method: 'GET',
  route: 'all-keywords',
  changesWith: ['keyword'],
  access: 'public',
  async handle({ services }) {
    return { body: await listKeywords(services.repositories.records) };
  },
});
