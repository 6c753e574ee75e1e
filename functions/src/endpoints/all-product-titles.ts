import { listProductTitles } from '../domain/products';
import { defineRoute } from '../http/route-definition';

/** GET /api/all-product-titles (spec 3-api §3.4.3). */
export const allProductTitles = defineRoute({
  name: 'all-product-titles',
  method: 'GET',
  route: 'all-product-titles',
  changesWith: ['product'],
  access: 'public',
  async handle({ services }) {
    return { body: await listProductTitles(services.repositories.records) };
  },
});
