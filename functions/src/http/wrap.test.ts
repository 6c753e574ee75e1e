import { gunzipSync } from 'node:zlib';
import functions from '@azure/functions';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Services } from '../services';
import { ApiError } from '../domain/errors';
import { defineRoute, type RouteDefinition } from './route-definition';
import { wrapRoute } from './wrap';
import { AnswerCache } from './answer-cache';

const ACCOUNT = { id: 'account-1', identity: { tid: 't', oid: 'o' }, is_admin: true, last_login: null };

/** The change marker the fake store answers for every kind; null: never written. */
const marker: { value: string | null } = { value: 'marker-1' };

/** Services with a fresh answer cache; `signedIn` makes every token resolve to ACCOUNT. */
function fakeServices(overrides: Partial<Services['config']> = {}, signedIn = false): () => Services {
  const services = {
    config: { allowedOrigins: [], bootstrapAdminEmail: null, ...overrides },
    tokens: {
      authenticate: async () => {
        if (signedIn) return { tid: 't', oid: 'o', email: null, name: null };
        throw new ApiError('authentication_required');
      },
    },
    repositories: { accounts: { findByIdentity: async () => ACCOUNT }, markers: { read: async () => marker.value } },
    now: () => new Date('2026-11-23T10:00:00Z'),
    answers: new AnswerCache(),
  } as unknown as Services;
  return () => services;
}

async function call(route: RouteDefinition, init: { method?: string; headers?: Record<string, string> } = {}, services = fakeServices()) {
  const request = new functions.HttpRequest({
    method: init.method ?? 'GET',
    url: 'http://localhost/api/example',
    headers: init.headers ?? {},
  });
  const context = new functions.InvocationContext({ invocationId: 'test', functionName: route.name, logHandler: () => undefined });
  return new functions.HttpResponse(await wrapRoute(route, services)(request, context));
}

const publicRoute = (body: unknown) =>
  defineRoute({ name: 'example', method: 'GET', route: 'example', access: 'public', handle: async () => ({ body }) });

describe('wrapRoute', () => {
  it('refuses another method with 405, an Allow header and a problem document', async () => {
    const response = await call(publicRoute([]), { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(await response.json()).toMatchObject({ code: 'method_not_allowed', status: 405, instance: '/api/example' });
  });

  it('answers an unexpected failure with 500, a correlation id and no internals', async () => {
    const failing = defineRoute({
      name: 'example',
      method: 'GET',
      route: 'example',
      access: 'public',
      handle: async () => {
        throw new Error('connection string AccountKey=secret');
      },
    });
    const response = await call(failing);
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(500);
    expect(body.code).toBe('internal_error');
    expect(body.correlation_id).toBe(response.headers.get('x-correlation-id'));
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('compresses a body over 1 KB when the client accepts gzip', async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({ id: `item-${i}` }));
    const response = await call(publicRoute(items), { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'))).toEqual(items);
  });

  it('leaves small bodies and clients without Accept-Encoding uncompressed', async () => {
    const response = await call(publicRoute({ a: 1 }), { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ a: 1 });
  });

  it('authenticates before anything else on an authenticated route', async () => {
    const reached: string[] = [];
    const route = defineRoute({
      name: 'example',
      method: 'GET',
      route: 'example',
      access: 'authenticated',
      authorize: () => reached.push('authorize'),
      handle: async () => ({ body: {} }),
    });
    const response = await call(route);
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(reached).toEqual([]);
  });

  it('answers a CORS preflight only for a configured origin', async () => {
    const services = fakeServices({ allowedOrigins: ['https://portal.example.org'] });
    const allowed = await call(publicRoute([]), { method: 'OPTIONS', headers: { origin: 'https://portal.example.org' } }, services);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example.org');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('X-Authorization');
    const other = await call(publicRoute([]), { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }, services);
    expect(other.status).toBe(405);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends the security headers and a correlation id on every answer', async () => {
    const response = await call(publicRoute([]));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('list answers kept per instance while their change markers stand (docs/adr/0031, 0033)', () => {
    beforeEach(() => {
      marker.value = 'marker-1';
    });

    const countingList = (access: 'public' | 'authenticated' = 'public', refuse = false) => {
      let reads = 0;
      const handle = async () => ({ body: [{ read: ++reads }] });
      const route =
        access === 'public'
          ? defineRoute({ name: 'all-examples', method: 'GET', route: 'all-examples', access, changesWith: ['product'], handle })
          : defineRoute({
              name: 'all-secrets',
              method: 'GET',
              route: 'all-secrets',
              access,
              changesWith: ['account'],
              authorize: () => {
                if (refuse) throw new ApiError('forbidden');
              },
              handle,
            });
      return { route, reads: () => reads };
    };

    it('reads a public list once while its marker stands; a matching If-None-Match gets 304 and no body', async () => {
      const services = fakeServices();
      const list = countingList();
      const first = await call(list.route, {}, services);
      const second = await call(list.route, {}, services);
      expect(list.reads()).toBe(1);
      expect(await second.json()).toEqual(await first.json());
      const tag = first.headers.get('etag') ?? '';
      expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(second.headers.get('etag')).toBe(tag);
      expect(second.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30');
      const revalidated = await call(list.route, { headers: { 'if-none-match': tag } }, services);
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('etag')).toBe(tag);
      expect(list.reads()).toBe(1);
    });

    it('answers 304 from the marker alone on an instance that never built the answer', async () => {
      const list = countingList();
      const tag = (await call(list.route, {}, fakeServices())).headers.get('etag') ?? '';
      const revalidated = await call(list.route, { headers: { 'if-none-match': tag } }, fakeServices());
      expect(revalidated.status).toBe(304);
      expect(list.reads()).toBe(1);
    });

    it('reads again once the marker moved: the old tag gets 200 with the new body and a new tag', async () => {
      const services = fakeServices();
      const list = countingList();
      const first = await call(list.route, {}, services);
      marker.value = 'marker-2';
      const after = await call(list.route, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } }, services);
      expect(after.status).toBe(200);
      expect(await after.json()).toEqual([{ read: 2 }]);
      expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
    });

    it('reads every time when a kind has no marker yet, tagged by content', async () => {
      marker.value = null;
      const services = fakeServices();
      let reads = 0;
      const route = defineRoute({ name: 'all-same', method: 'GET', route: 'all-same', access: 'public', changesWith: ['product'], handle: async () => ({ body: [++reads > 0] }) });
      const first = await call(route, {}, services);
      const revalidated = await call(route, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } }, services);
      expect(reads).toBe(2);
      expect(revalidated.status).toBe(304);
    });

    it('keeps the compressed body too: the same bytes for every call', async () => {
      const services = fakeServices();
      const big = defineRoute({
        name: 'all-big',
        method: 'GET',
        route: 'all-big',
        access: 'public',
        changesWith: ['product'],
        handle: async () => ({ body: Array.from({ length: 200 }, (_, i) => ({ id: `item-${i}` })) }),
      });
      const first = await call(big, { headers: { 'accept-encoding': 'gzip' } }, services);
      const second = await call(big, { headers: { 'accept-encoding': 'gzip' } }, services);
      expect(second.headers.get('content-encoding')).toBe('gzip');
      expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    });

    it('an authenticated list: private, revalidated every time, varies on Authorization, 304 on a match', async () => {
      const services = fakeServices({}, true);
      const list = countingList('authenticated');
      const auth = { authorization: 'Bearer x' };
      const first = await call(list.route, { headers: auth }, services);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      expect(first.headers.get('vary')).toContain('Authorization');
      const tag = first.headers.get('etag') ?? '';
      const revalidated = await call(list.route, { headers: { ...auth, 'if-none-match': tag } }, services);
      expect(revalidated.status).toBe(304);
      expect(list.reads()).toBe(1);
    });

    it('refuses a caller the authenticated list does not admit, even with the current tag or a kept answer', async () => {
      const services = fakeServices({}, true);
      const admitted = countingList('authenticated');
      const tag = (await call(admitted.route, { headers: { authorization: 'Bearer x' } }, services)).headers.get('etag') ?? '';
      const refused = countingList('authenticated', true);
      const noToken = await call(refused.route, { headers: { 'if-none-match': tag } }, fakeServices());
      expect(noToken.status).toBe(401);
      const answer = await call(refused.route, { headers: { authorization: 'Bearer x', 'if-none-match': tag } }, services);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ code: 'forbidden' });
    });

    it('never keeps a public detail (a route with a parameter) nor an authenticated read without markers', async () => {
      const services = fakeServices({}, true);
      let reads = 0;
      const detail = defineRoute({ name: 'example-public', method: 'GET', route: 'example/{id}/public', access: 'public', handle: async () => ({ body: ++reads }) });
      const authenticated = defineRoute({ name: 'all-secrets', method: 'GET', route: 'all-secrets', access: 'authenticated', handle: async () => ({ body: ++reads }) });
      for (const route of [detail, detail, authenticated, authenticated]) await call(route, { headers: { authorization: 'Bearer x' } }, services);
      expect(reads).toBe(4);
    });
  });
});
