import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
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
});
