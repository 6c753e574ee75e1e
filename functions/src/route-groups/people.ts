import type { RouteDefinition } from '../http/route-definition';

/** Write routes of this group; functions/src/routes.ts adds them to the route table. */
export const ROUTES: readonly RouteDefinition[] = [];
