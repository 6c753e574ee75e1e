import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PATHS, type ApiRouteName } from '@portal/common/api/paths';
import { isPublicApiPath } from '@portal/common/api/routes';
import { ROUTES } from './routes';

function examplePath(route: string): string {
  return `/api/${route.replace(/\{[^}]+\}/g, 'example-id')}`;
}

describe('route table', () => {
  it('has one endpoint file per route, named after the route', () => {
    for (const route of ROUTES) {
      expect(existsSync(resolve(import.meta.dirname, 'endpoints', `${route.name}.ts`)), route.name).toBe(true);
    }
  });

  it('has unique names and unique route templates', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.route)).size).toBe(ROUTES.length);
  });

  it('declares the same public routes as the SPA calls without a token', () => {
    for (const route of ROUTES) {
      expect(isPublicApiPath(examplePath(route.route)), route.name).toBe(route.access === 'public');
    }
  });

  it('uses the seed method convention (spec 3-api §3.1.1)', () => {
    for (const route of ROUTES) {
      const expected = route.route.startsWith('register-')
        ? 'POST'
        : route.route.startsWith('update-')
          ? 'PATCH'
          : route.route.startsWith('delete-')
            ? 'DELETE'
            : 'GET';
      expect(route.method, route.name).toBe(expected);
    }
  });

  it('has a path builder in common/src/api/paths.ts for every route, and none for a missing route', () => {
    const routed = ROUTES.filter((route) => route.name !== 'not-found');
    for (const route of routed) {
      const build = API_PATHS[route.name as ApiRouteName] as ((...ids: string[]) => string) | undefined;
      expect(build, route.name).toBeTypeOf('function');
      const ids = route.route.match(/\{[^}]+\}/g) ?? [];
      expect(build?.length, route.name).toBe(ids.length);
      expect(build?.(...ids.map(() => 'example-id')), route.name).toBe(examplePath(route.route));
    }
    expect(Object.keys(API_PATHS).sort()).toEqual(routed.map((route) => route.name).sort());
  });

  it('encodes ids in built paths', () => {
    expect(API_PATHS['member-public']('a/b c')).toBe('/api/member/a%2Fb%20c/public');
  });
});
