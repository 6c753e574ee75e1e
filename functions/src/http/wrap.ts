import { createHash, randomUUID } from 'node:crypto';
import type { HttpHandler, HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import type { RequestCode } from '@portal/common/errors/catalog';
import { resolveCaller } from '../domain/caller';
import { getServices, type Services } from '../services';
import { ApiError } from './api-error';
import { parseIfMatch } from './if-match';
import { parseJsonBody } from './json-body';
import { problemFor } from './problem';
import type { RouteDefinition, RouteResult } from './route-definition';
import { API_SECURITY_HEADERS } from './security-headers';

const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=30';

/**
 * The one wrapper every route goes through: method, authentication, error mapping, headers
 * (spec 3-api §3.1.4, §3.1.5, §3.2). Handlers stay thin and only call the domain.
 */
export function wrapRoute(route: RouteDefinition, services: () => Services = getServices): HttpHandler {
  return async (request: HttpRequest, context: InvocationContext): Promise<HttpResponseInit> => {
    const correlationId = randomUUID();
    const started = Date.now();
    const path = new URL(request.url).pathname;
    let callerLabel = 'anonymous';
    let response: HttpResponseInit;
    try {
      if (route.method !== '*' && request.method !== route.method) {
        throw new ApiError('method_not_allowed', { headers: { Allow: route.method } });
      }
      const deps = services();
      const params = { ...request.params };
      const ifMatch = parseIfMatch(request.headers.get('if-match'));
      let result: RouteResult;
      if (route.access === 'authenticated') {
        const identity = await deps.tokens.authenticate(
          (name) => request.headers.get(name),
          (reason) => context.warn(`token refused: ${reason} [${correlationId}]`),
        );
        callerLabel = `unregistered tid=${identity.tid}`;
        const caller = await resolveCaller(identity, deps.repositories.accounts, {
          bootstrapAdminEmail: deps.config.bootstrapAdminEmail,
          now: deps.now,
        });
        callerLabel = caller.account.id;
        route.authorize?.(caller, params);
        const body = route.body
          ? parseJsonBody(
              new Uint8Array(await request.arrayBuffer()),
              request.headers.get('content-type'),
              request.headers.get('content-length'),
              route.body,
            )
          : {};
        result = await route.handle({ params, services: deps, log: context, caller, body, ifMatch });
      } else {
        result = await route.handle({ params, services: deps, log: context, body: {}, ifMatch });
      }
      response = success(route, result, request);
    } catch (error) {
      response = failure(error, path, correlationId, context);
    }
    response.headers = { ...API_SECURITY_HEADERS, ...(response.headers as Record<string, string>), 'X-Correlation-Id': correlationId };
    context.log(
      `${route.method} ${path} ${response.status ?? 200} ${Date.now() - started}ms caller=${callerLabel} correlation=${correlationId}`,
    );
    return response;
  };
}

function success(route: RouteDefinition, result: RouteResult, request: HttpRequest): HttpResponseInit {
  const status = result.status ?? 200;
  const headers: Record<string, string> = {};
  if (route.access === 'authenticated' || route.method !== 'GET') headers['Cache-Control'] = 'no-store';
  if (result.location) headers.Location = result.location;
  if (status === 204) return { status, headers };

  const body = JSON.stringify(result.body);
  headers['Content-Type'] = 'application/json; charset=utf-8';
  if (result.version) headers.ETag = `"${result.version}"`;
  if (route.access === 'public') {
    const tag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    headers.ETag = tag;
    headers['Cache-Control'] = PUBLIC_CACHE;
    headers.Vary = 'Accept-Encoding';
    if (request.headers.get('if-none-match') === tag) return { status: 304, headers };
  }
  return { status, headers, body };
}

function failure(error: unknown, path: string, correlationId: string, context: InvocationContext): HttpResponseInit {
  let code: RequestCode = 'internal_error';
  let extraHeaders: Record<string, string> = {};
  let errors: ApiError['options']['errors'];
  if (error instanceof ApiError) {
    code = error.code;
    extraHeaders = error.options.headers ?? {};
    errors = error.options.errors;
  } else {
    context.error(`unexpected failure [${correlationId}]`, error);
  }
  const { status, body } = problemFor(code, path, { errors, correlationId });
  return {
    status,
    headers: { ...extraHeaders, 'Content-Type': 'application/problem+json; charset=utf-8', 'Cache-Control': 'no-store' },
    body: JSON.stringify(body),
  };
}
