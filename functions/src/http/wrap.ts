import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { HttpHandler, HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import type { RequestCode } from '@portal/common/errors/catalog';
import { resolveCaller, type Caller } from '../domain/caller';
import { actorOf, AuditedStore, AuditTrail, type AuditFailure } from '../domain/audit-trail';
import type { RecordKind } from '../domain/records';
import { getServices, type Services } from '../services';
import { ApiError } from '../domain/errors';
import { contentTag, isKeptList, markerTag, type KeptAnswer } from './answer-cache';
import { answerBytes } from './list-json';
import { ifNoneMatchMatches } from './if-none-match';
import { parseIfMatch } from './if-match';
import { parseJsonBody } from './json-body';
import { readBody } from './read-body';
import { problemFor } from './problem';
import type { AuthenticatedRoute, RouteDefinition, RouteResult } from './route-definition';
import { API_SECURITY_HEADERS } from './security-headers';

const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=30';
/**
 * Authenticated lists: kept by the caller's browser only, and revalidated on every use (a 304
 * costs the caller's resolution and the marker reads); docs/adr/0033.
 */
const PRIVATE_LIST_CACHE = 'private, no-cache';
const COMPRESS_ABOVE_BYTES = 1024;
/**
 * Compression runs on libuv's thread pool, not on the event loop: a list of 50,000 products takes
 * most of a second to compress, and the instance keeps answering other requests meanwhile.
 */
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const CORS_REQUEST_HEADERS = 'Authorization, X-Authorization, Content-Type, If-Match';

/**
 * The one wrapper every route goes through: method, authentication, body, error mapping,
 * headers and compression (spec 3-api §3.1). Handlers stay thin and only call the domain.
 */
export function wrapRoute(route: RouteDefinition, services: () => Services = getServices): HttpHandler {
  return async (request: HttpRequest, context: InvocationContext): Promise<HttpResponseInit> => {
    const correlationId = randomUUID();
    const started = Date.now();
    const path = new URL(request.url).pathname;
    const origin = request.headers.get('origin');
    let corsOrigin: string | null = null;
    let callerLabel = 'anonymous';
    let response: HttpResponseInit;
    try {
      const deps = services();
      corsOrigin = origin !== null && deps.config.allowedOrigins.includes(origin) ? origin : null;
      if (request.method === 'OPTIONS' && corsOrigin && route.method !== '*') {
        response = { status: 204, headers: preflightHeaders(route.method) };
      } else {
        if (route.method !== '*' && request.method !== route.method) {
          throw new ApiError('method_not_allowed', { headers: { Allow: route.method } });
        }
        response = isKeptList(route)
          ? await keptList(route, request, context, deps, correlationId, (label) => (callerLabel = label))
          : await success(route, await run(route, request, context, deps, correlationId, (label) => (callerLabel = label)), request);
      }
    } catch (error) {
      response = failure(error, path, correlationId, context);
    }
    response.headers = {
      ...API_SECURITY_HEADERS,
      ...(response.headers as Record<string, string>),
      ...(corsOrigin ? corsHeaders(corsOrigin, response.headers as Record<string, string>) : {}),
      'X-Correlation-Id': correlationId,
    };
    context.log(
      `${request.method} ${path} ${response.status ?? 200} ${Date.now() - started}ms caller=${callerLabel} correlation=${correlationId}`,
    );
    return response;
  };
}

/** Steps 2 to 9 of spec 3-api §3.1.5; the route's handler does steps 5 to 9. */
async function run(
  route: RouteDefinition,
  request: HttpRequest,
  context: InvocationContext,
  deps: Services,
  correlationId: string,
  setCaller: (label: string) => void,
): Promise<RouteResult> {
  const params = { ...request.params };
  const ifMatch = parseIfMatch(request.headers.get('if-match'));
  if (route.access === 'public') return route.handle({ params, services: deps, log: context, body: {}, ifMatch });

  const caller = await authorizedCaller(route, request, context, deps, correlationId, setCaller);
  const body = route.body
    ? parseJsonBody(
        await readBody(request),
        request.headers.get('content-type'),
        request.headers.get('content-length'),
        route.body,
      )
    : {};
  if (route.method === 'GET') return route.handle({ params, services: deps, log: context, caller, body, ifMatch });
  // Every write moves the change markers of what it writes, in the same store transaction, so the
  // next list request on any instance reflects it (docs/adr/0033-lists-cost-what-changed.md).
  // And every write goes through a store that records its audit entries (docs/adr/0044): a route
  // cannot write without them. They are written when the handler ends, failed or not, so that
  // what a failure left changed is recorded too; a refused write has changed nothing.
  const trail = new AuditTrail(deps.repositories.audit, actorOf(caller), deps.now, auditFailureLog(context, correlationId));
  const audited: Services = { ...deps, repositories: { ...deps.repositories, records: new AuditedStore(deps.repositories.records, trail) } };
  try {
    return await route.handle({ params, services: audited, log: context, caller, body, ifMatch });
  } finally {
    await trail.flush();
  }
}

/** An audit entry that could not be written: the operator learns which record, never its values (§6.3.5). */
function auditFailureLog(context: InvocationContext, correlationId: string): AuditFailure {
  return (recordKind, recordId, error) =>
    context.error(`audit entry not written: ${recordKind} ${recordId} (${error instanceof Error ? error.name : 'error'}) [${correlationId}]`);
}

/** Steps 2 and 3 of spec 3-api §3.1.5: the token, the caller's account, the route's refusals. */
async function authorizedCaller(
  route: AuthenticatedRoute,
  request: HttpRequest,
  context: InvocationContext,
  deps: Services,
  correlationId: string,
  setCaller: (label: string) => void,
): Promise<Caller> {
  const identity = await deps.tokens.authenticate(
    (name) => request.headers.get(name),
    (reason) => context.warn(`token refused: ${reason} [${correlationId}]`),
  );
  setCaller(`unregistered tid=${identity.tid}`);
  const caller = await resolveCaller(identity, deps.repositories.accounts, {
    bootstrapAdminEmail: deps.config.bootstrapAdminEmail,
    now: deps.now,
    audit: { log: deps.repositories.audit, onFailure: auditFailureLog(context, correlationId) },
  });
  setCaller(caller.account.id);
  route.authorize?.(caller, { ...request.params });
  return caller;
}

/**
 * A list (docs/adr/0033-lists-cost-what-changed.md): the markers of the kinds it is built from are
 * read first (one point read each). A matching `If-None-Match` then costs nothing more (304); an
 * unchanged marker answers the instance's kept body; a moved one reads the store once for every
 * caller. Authenticated lists resolve and authorize the caller first, every time: the kept body
 * is the same for every caller the route admits, and is never served to one it refuses.
 */
async function keptList(
  route: RouteDefinition & { changesWith: readonly RecordKind[] },
  request: HttpRequest,
  context: InvocationContext,
  deps: Services,
  correlationId: string,
  setCaller: (label: string) => void,
): Promise<HttpResponseInit> {
  const listRequest = { params: {}, services: deps, log: context, body: {}, ifMatch: { kind: 'missing' } as const };
  let read: () => Promise<RouteResult>;
  const headers: Record<string, string> = {};
  if (route.access === 'public') {
    read = () => route.handle(listRequest);
    headers['Cache-Control'] = PUBLIC_CACHE;
    headers.Vary = 'Accept-Encoding';
  } else {
    const caller = await authorizedCaller(route, request, context, deps, correlationId, setCaller);
    read = () => route.handle({ ...listRequest, caller });
    headers['Cache-Control'] = PRIVATE_LIST_CACHE;
    headers.Vary = 'Accept-Encoding, Authorization';
  }
  const marker = await deps.repositories.markers.read(route.changesWith);
  if (marker !== null) {
    const tag = markerTag(route.name, marker);
    if (ifNoneMatchMatches(request.headers.get('if-none-match'), tag)) return { status: 304, headers: { ...headers, ETag: tag } };
  }
  const answer = await deps.answers.answer(route.name, marker, async () => answerBytes((await read()).body));
  return conditionalAnswer(answer, request, headers);
}

async function success(route: RouteDefinition, result: RouteResult, request: HttpRequest): Promise<HttpResponseInit> {
  const status = result.status ?? 200;
  const headers: Record<string, string> = {};
  if (route.access === 'authenticated' || route.method !== 'GET') headers['Cache-Control'] = 'no-store';
  if (result.location) headers.Location = result.location;
  if (status === 204) return { status, headers };

  const json = JSON.stringify(result.body);
  if (route.access === 'public') {
    headers['Cache-Control'] = PUBLIC_CACHE;
    headers.Vary = 'Accept-Encoding';
    return conditionalAnswer({ body: json, tag: contentTag(json), encoded: new Map() }, request, headers, status);
  }
  headers['Content-Type'] = 'application/json; charset=utf-8';
  if (result.version) headers.ETag = `"${result.version}"`;
  return { status, headers, body: await compress(json, request.headers.get('accept-encoding'), headers, new Map()) };
}

/** An answer with its tag: 304 without a body on a matching If-None-Match (spec 3-api §3.1.4). */
async function conditionalAnswer(answer: KeptAnswer, request: HttpRequest, headers: Record<string, string>, status = 200): Promise<HttpResponseInit> {
  headers.ETag = answer.tag;
  if (ifNoneMatchMatches(request.headers.get('if-none-match'), answer.tag)) return { status: 304, headers };
  headers['Content-Type'] = 'application/json; charset=utf-8';
  return { status, headers, body: await compress(answer.body, request.headers.get('accept-encoding'), headers, answer.encoded) };
}

/**
 * Bodies over 1 KB are compressed when the client allows it (spec 3-api §3.1.2); `encoded` keeps
 * each coding of a kept answer, so that it is compressed once per refresh, not per call.
 */
async function compress(
  json: string | Uint8Array,
  acceptEncoding: string | null,
  headers: Record<string, string>,
  encoded: Map<string, Promise<Uint8Array>>,
): Promise<string | Uint8Array> {
  // A text's UTF-8 length is at least its length: measured only for short answers (on a list of
  // 50,000 products, measuring it took a quarter of a second).
  if (!acceptEncoding || (json.length <= COMPRESS_ABOVE_BYTES && Buffer.byteLength(json) <= COMPRESS_ABOVE_BYTES)) return json;
  const accepted = acceptEncoding.toLowerCase();
  if (!headers.Vary?.includes('Accept-Encoding')) headers.Vary = headers.Vary ? `Accept-Encoding, ${headers.Vary}` : 'Accept-Encoding';
  const coding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!coding) return json;
  headers['Content-Encoding'] = coding;
  let body = encoded.get(coding);
  if (!body) {
    // Callers that arrive while it runs share it; a failure is not kept.
    const started = coding === 'br' ? compressBrotli(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : compressGzip(json);
    body = started;
    encoded.set(coding, started);
    started.catch(() => {
      if (encoded.get(coding) === started) encoded.delete(coding);
    });
  }
  return body;
}

function failure(error: unknown, path: string, correlationId: string, context: InvocationContext): HttpResponseInit {
  let code: RequestCode = 'internal_error';
  let extraHeaders: Record<string, string> = {};
  let errors: ApiError['options']['errors'];
  let usage: ApiError['options']['usage'];
  let detail: string | undefined;
  if (error instanceof ApiError) {
    code = error.code;
    extraHeaders = error.options.headers ?? {};
    errors = error.options.errors;
    usage = error.options.usage;
    detail = error.options.detail;
  } else {
    context.error(`unexpected failure [${correlationId}]`, error);
  }
  const { status, body } = problemFor(code, path, { errors, correlationId, usage, detail });
  return {
    status,
    headers: { ...extraHeaders, 'Content-Type': 'application/problem+json; charset=utf-8', 'Cache-Control': 'no-store' },
    body: JSON.stringify(body),
  };
}

function preflightHeaders(method: string): Record<string, string> {
  return {
    Allow: method,
    'Access-Control-Allow-Methods': method,
    'Access-Control-Allow-Headers': CORS_REQUEST_HEADERS,
    'Access-Control-Max-Age': '600',
  };
}

/** CORS only for the configured origins, never `*` (spec 1-roles-and-identity §1.2.4). */
function corsHeaders(origin: string, headers: Record<string, string>): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'ETag, X-Correlation-Id',
    Vary: headers.Vary ? `${headers.Vary}, Origin` : 'Origin',
  };
}
