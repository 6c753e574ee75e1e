import { describe, expect, it } from 'vitest';
import { APP_ROUTES, historyRoute, matchRoute, type AppRoute } from './routes';

/** A path the route answers, with `example-id` for its `:id`. */
const examplePath = (route: AppRoute) => route.path.replace(':id', 'example-id');

const guardOf = (route: AppRoute) =>
  route.guard
    ? [route.guard.role, route.guard.orSelf ? 'or self' : '', route.guard.memberOrAdmin ? 'member or admin' : '']
        .filter(Boolean)
        .join(', ')
    : 'everyone';

describe('route table', () => {
  it('has the pages and guards of spec 5-pages §5.1.1', () => {
    expect(APP_ROUTES.map((route) => `${route.path}: ${guardOf(route)}`)).toEqual([
      '/: everyone',
      '/members: registered',
      '/members/:id/public: everyone',
      '/members/:id/private: admin, or self',
      '/members/:id/cv: admin, or self',
      '/members/:id: everyone',
      '/products: registered',
      '/products/register: member',
      '/products/:id/public: everyone',
      '/products/:id/private: member',
      '/products/:id: everyone',
      '/partners: registered',
      '/partners/register: admin',
      '/partners/register-partner: own-member',
      '/partners/:id/public: everyone',
      '/partners/:id/private: admin',
      '/partners/:id: everyone',
      '/grants: admin',
      '/grants/register: admin',
      '/grants/:id/public: everyone',
      '/grants/:id/private: admin',
      '/grants/:id: everyone',
      '/events: admin',
      '/events/register: admin',
      '/events/:id/public: everyone',
      '/events/:id/private: admin',
      '/events/:id: everyone',
      '/supervisions: admin',
      '/supervisions/register: admin',
      '/supervisions/register-supervision: own-member',
      '/supervisions/:id/public: everyone',
      '/supervisions/:id/private: registered, member or admin',
      '/supervisions/:id: everyone',
      '/accounts: admin',
      '/accounts/:id: admin',
      '/register: admin',
      '/my-profile: registered',
      '/history/:kind/:id: admin',
      '/search: registered',
      '/reference-lists: admin',
      '/reports/annual: admin',
      '/__e2e/unsaved-form: everyone',
    ]);
  });

  it('has unique ids and paths', () => {
    expect(new Set(APP_ROUTES.map((route) => route.id)).size).toBe(APP_ROUTES.length);
    expect(new Set(APP_ROUTES.map((route) => route.path)).size).toBe(APP_ROUTES.length);
  });

  it('orders the routes so that each one is reached by its own paths', () => {
    // `/products/register` must come before `/products/:id`, or the id route would take it.
    for (const route of APP_ROUTES) expect(matchRoute(examplePath(route))?.id, route.path).toBe(route.id);
  });

  it('gives every page of a section its section title (spec 4-shell §4.5)', () => {
    for (const route of APP_ROUTES) {
      const section = route.path.split('/')[1] ?? '';
      const expected =
        route.localOnly === true
          ? 'titles.notFound'
          : section === ''
            ? 'titles.home'
            : `titles.${section.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;
      expect(route.title, route.path).toBe(expected);
    }
  });

  it('gives redirect routes their section and nothing else', () => {
    const redirects = APP_ROUTES.filter((route) => route.redirect !== undefined);
    expect(redirects.map((route) => [route.path, route.redirect])).toEqual([
      ['/members/:id', 'members'],
      ['/products/:id', 'products'],
      ['/partners/:id', 'partners'],
      ['/grants/:id', 'grants'],
      ['/events/:id', 'events'],
      ['/supervisions/:id', 'supervisions'],
    ]);
    for (const route of redirects) expect(route.guard, route.path).toBeUndefined();
  });

  it('matches paths without their query, hash or trailing slash, and not longer ones', () => {
    expect(matchRoute('/members/?keywords=k1#top')?.id).toBe('members');
    expect(matchRoute('/members/abc/private/extra')).toBeNull();
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/')?.id).toBe('home');
  });
});

describe('historyRoute', () => {
  it('builds the history path of a record, its segments encoded, and the table routes it', () => {
    expect(historyRoute('grant', 'grant-01')).toBe('/history/grant/grant-01');
    expect(historyRoute('member_type', 'a/b c')).toBe('/history/member_type/a%2Fb%20c');
    expect(historyRoute('keyword', 'kw 1/2')).toBe('/history/keyword/kw%201%2F2');
    expect(matchRoute(historyRoute('organization', 'o1'))?.id).toBe('history');
  });
});
