import type { ProductRegistered } from '@portal/common/api/product';
import { authorSuggestionsFor } from '../domain/author-suggestions';
import { requireMemberOrAdmin } from '../domain/permissions';
import { registerProduct as register } from '../domain/product-writes';
import { productPrivateDetail } from '../domain/products';
import { defineRoute } from '../http/route-definition';

/**
 * POST /api/register-product: members and administrators (spec 3-api §3.8.2). Answers the private
 * detail plus `author_suggestions` from the saved author text.
 */
export const registerProduct = defineRoute({
  name: 'register-product',
  method: 'POST',
  route: 'register-product',
  access: 'authenticated',
  authorize(caller) {
    requireMemberOrAdmin(caller);
  },
  body: 'required',
  async handle({ body, caller, services }) {
    const store = services.repositories.records;
    const product = await register({ store, caller, now: services.now() }, body);
    const [detail, author_suggestions] = await Promise.all([
      productPrivateDetail(store, product),
      authorSuggestionsFor(store, product.all_author),
    ]);
    const answer: ProductRegistered = { ...detail, author_suggestions };
    return { status: 201, body: answer, version: product.etag, location: `/api/product/${product.id}/private` };
  },
});
