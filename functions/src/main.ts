import { app } from '@azure/functions';
import { wrapRoute } from './http/wrap';
import { FALLBACK_ROUTE, ROUTES } from './routes';
import { getServices } from './services';

/** Every method reaches the wrapper, which answers 405 for the wrong one (spec 3-api §3.1.1). */
const ALL_METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'] as const;

for (const route of [...ROUTES, FALLBACK_ROUTE]) {
  app.http(route.name, { methods: [...ALL_METHODS], route: route.route, authLevel: 'anonymous', handler: wrapRoute(route) });
}

// Checked once at start-up so that a bad setting shows in the logs at once; until it is fixed
// every request answers 500 (spec 1-roles-and-identity §1.2).
try {
  getServices();
} catch (error) {
  console.error(error instanceof Error ? error.message : 'Invalid API configuration');
}
