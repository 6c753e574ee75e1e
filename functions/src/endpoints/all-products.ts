import { listProducts } from '../domain/products';
import { defineRoute } from '../http/route-definition';

/** GET /api/all-products (spec 3-api §3.5). */
export const allProducts = defineRoute({
  name: 'all-products',
  method: 'GET',
  route: 'all-products',
  changesWith: ['product'],
  access: 'public',
  async handle({ services }) {
    return { body: await listProducts(services.repositories.records) };
  },
});
