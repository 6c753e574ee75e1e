import { gunzipSync } from 'node:zlib';
import functions from '@azure/functions';
import { describe, expect, it } from 'vitest';
import type { Services } from '../services';
import { ApiError } from '../domain/errors';
import { defineRoute, type RouteDefinition } from './route-definition';
import { wrapRoute } from './wrap';

function fakeServices(overrides: Partial<Services['config']> = {}): () => Services {
  const services = {
    config: { allowedOrigins: [], bootstrapAdminEmail: null, ...overrides },
    tokens: {
      authenticate: async () => {
        throw new ApiError('authentication_required');
      },
    },
    repositories: {},
    now: () => new Date('2026-11-23T10:00:00Z'),
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
});
