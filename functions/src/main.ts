import { app } from '@azure/functions';
import { notFound } from './endpoints/not-found';
import { wrapRoute } from './http/wrap';
import { ROUTES } from './routes';

/** Every method reaches the wrapper, which answers 405 for the wrong one (spec 3-api §3.1.1). */
const ALL_METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'] as const;

for (const route of [...ROUTES, notFound]) {
  app.http(route.name, { methods: [...ALL_METHODS], route: route.route, authLevel: 'anonymous', handler: wrapRoute(route) });
}
