import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './app-routes';
import { APP_ROUTES, type AppRoute } from './lib/routes';
import { MEMBER_SUMMARY, renderWith, type TestRole } from './test/render';

/** The router puts each page behind the guard the route table gives it (spec 5-pages §5.1.1). */

const routes = APP_ROUTES.filter((route) => !route.localOnly);
const pathOf = (route: AppRoute, id = 'example-id') => route.path.replace(':id', id);

function renderAt(role: TestRole, path: string) {
  return renderWith(
    <Suspense fallback={null}>
      <AppRoutes />
    </Suspense>,
    { role, path },
  );
}

/** The account the table's guard refuses although it is signed in, and the text it then reads. */
function refusal(route: AppRoute): { role: TestRole; text: string } | null {
  const guard = route.guard;
  if (!guard) return null;
  if (guard.memberOrAdmin) return { role: 'registered', text: 'You are not authorized to view this page.' };
  switch (guard.role) {
    case 'registered':
      return null;
    case 'admin':
      return { role: 'member', text: 'You are not authorized to view this page.' };
    case 'member':
    case 'own-member':
      return { role: 'registered', text: 'This page is reserved for members.' };
  }
}

describe('route guards from the route table', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(routes.map((route) => [route.path, route] as const))('%s asks a visitor to log in only when guarded', (_, route) => {
    renderAt('visitor', pathOf(route));
    expect(screen.queryByRole('heading', { level: 1, name: 'Login required' }) !== null, route.path).toBe(route.guard !== undefined);
  });

  it.each(routes.flatMap((route) => (refusal(route) ? [[route.path, route] as const] : [])))(
    '%s refuses the accounts its guard does not let in',
    (_, route) => {
      const expected = refusal(route);
      renderAt(expected?.role ?? 'visitor', pathOf(route));
      expect(screen.getByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
      expect(screen.getByText(expected?.text ?? '')).toBeTruthy();
    },
  );

  it('lets the member open their own record where the guard says "or self"', () => {
    for (const route of routes.filter((r) => r.guard?.orSelf)) {
      const own = renderAt('member', pathOf(route, MEMBER_SUMMARY.id));
      expect(screen.queryByRole('heading', { level: 1, name: 'Access denied' }), route.path).toBeNull();
      own.unmount();
      // Unmounted before the next route: its heading would answer the next route's query.
      const other = renderAt('member', pathOf(route, 'someone-else'));
      expect(screen.getByRole('heading', { level: 1, name: 'Access denied' }), route.path).toBeTruthy();
      other.unmount();
    }
  });
});
