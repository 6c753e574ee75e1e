import { referenceListRoute } from '../http/reference-list-route';

/** GET /api/all-product-types (spec 3-api §3.4.1). */
export const allProductTypes = referenceListRoute('all-product-types', 'product-types');
