import type { InvocationContext } from '@azure/functions';
import type { Caller } from '../domain/caller';
import type { Services } from '../services';
import type { IfMatch } from '../domain/conditional-writes';
import type { RecordKind } from '../domain/records';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Public routes never read a token (spec 3-api §3.1.3); authenticated routes always do. */
export type Access = 'public' | 'authenticated';

export interface RequestContext {
  params: Record<string, string>;
  services: Services;
  log: InvocationContext;
  /** The parsed JSON object of a route that takes a body (`{}` for the others). */
  body: Record<string, unknown>;
  ifMatch: IfMatch;
}

export interface AuthenticatedContext extends RequestContext {
  caller: Caller;
}

export interface RouteResult {
  status?: 200 | 201 | 204;
  body?: unknown;
  /** A record version: sent as a strong ETag (spec 3-api §3.1.4). */
  version?: string;
  location?: string;
}

interface RouteBase {
  /** Function name in Azure and in logs; equals the endpoint's file name. */
  name: string;
  /** `*` only for the catch-all not-found route. */
  method: HttpMethod | '*';
  /** Route template below the `api` prefix, in Azure Functions syntax: `member/{id}/public`. */
  route: string;
  /**
   * A list answer (a GET without path parameters): the kinds of record it is built from. Their
   * change markers validate the instance's kept answer and the answer's ETag, so an unchanged
   * list costs one point read per marker and, revalidated, no body (docs/adr/0033).
   */
  changesWith?: readonly RecordKind[];
}

export interface PublicRoute extends RouteBase {
  access: 'public';
  handle(ctx: RequestContext): Promise<RouteResult>;
}

export interface AuthenticatedRoute extends RouteBase {
  access: 'authenticated';
  /**
   * Step 3 of spec 3-api §3.1.5: refusals that depend only on the caller and the path (role, own
   * member record, "not on self"), before the body is read. Throws ApiError.
   */
  authorize?(caller: Caller, params: Record<string, string>): void;
  /** Step 4: the route reads a JSON object body; `optional` accepts an empty body. */
  body?: 'required' | 'optional';
  handle(ctx: AuthenticatedContext): Promise<RouteResult>;
}

export type RouteDefinition = PublicRoute | AuthenticatedRoute;

export function defineRoute<T extends RouteDefinition>(definition: T): T {
  return definition;
}
