import { ApiError } from '../domain/errors';
import type { PublicRoute } from '../http/route-definition';

/**
 * Any other path under /api answers 404 not_found as a problem document (spec 3-api §3.1.1),
 * whatever the method. Registered last; it is not a route of the permission matrix.
 */
export const notFound: PublicRoute = {
  name: 'not-found',
  method: '*',
  route: '{*path}',
  access: 'public',
  async handle() {
    throw new ApiError('not_found');
  },
};
