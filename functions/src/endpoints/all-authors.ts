import { listAuthors } from '../domain/authors';
import { defineRoute } from '../http/route-definition';

/** GET /api/all-authors: distinct author names of the products' texts (spec 3-api §3.4.4). */
export const allAuthors = defineRoute({
  name: 'all-authors',
  method: 'GET',
  route: 'all-authors',
  changesWith: ['product'],
  access: 'public',
  async handle({ services }) {
    return { body: await listAuthors(services.repositories.records) };
  },
});
