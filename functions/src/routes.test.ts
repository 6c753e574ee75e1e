import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PATHS, type ApiRouteName } from '@portal/common/api/paths';
import { isPublicApiPath } from '@portal/common/api/routes';
import { FALLBACK_ROUTE, ROUTES } from './routes';

function examplePath(route: string): string {
  return `/api/${route.replace(/\{[^}]+\}/g, 'example-id')}`;
}

describe('route table', () => {
  it('has one endpoint file per route, named after the route', () => {
    for (const route of ROUTES) {
      expect(existsSync(resolve(import.meta.dirname, 'endpoints', `${route.name}.ts`)), route.name).toBe(true);
    }
  });

  it('lists every endpoint file and names no missing one', () => {
    // Both directions at once: a new endpoint file left out of the table, and a table entry (or a
    // renamed route) whose file is gone, each show up as a difference here.
    const files = readdirSync(resolve(import.meta.dirname, 'endpoints'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.slice(0, -'.ts'.length))
      .sort();
    const listed = [...ROUTES, FALLBACK_ROUTE].map((route) => route.name).sort();
    expect(listed).toEqual(files);
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
