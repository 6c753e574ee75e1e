/**
 * The SPA's route table (seed §2; spec 5-pages §5.1.1): each page's path, guard, document title
 * (spec 4-shell §4.5) and menu entry (§4.2.2). The router (src/app-routes.tsx, which maps each id
 * to its lazily loaded page) and the shell (the menu, the document title) both read it, so a page
 * is added in one place. It holds data only, so that the shell can import it without the pages.
 *
 * The order is the router's: the first route whose pattern matches wins, so the registration
 * pages of a section come before its `/x/{id}` redirect (or `/x/register` would be taken for an
 * id). Sections share no first segment, so their order is free: it is the menu's order (§4.2.2),
 * and the menu lists its items in the order of their routes. A path that matches no route is
 * "Page not found" (spec 4-shell §4.10.1), including unknown paths under a known section.
 */
import type { AuditRecordKind } from '@portal/common/api/history';
import type { RequiredRole } from '../components/require-role';
import type { MessageKey } from './i18n/dictionary';

/** The section title of a page in the document title (spec 4-shell §4.5). */
export type SectionTitle = Extract<MessageKey, `titles.${string}`>;

/** The sections whose `/x/{id}` route redirects to the public or the private page (spec 5-pages §5.2.2). */
export const ENTITY_SECTIONS = ['members', 'products', 'partners', 'grants', 'events', 'supervisions'] as const;
export type EntitySection = (typeof ENTITY_SECTIONS)[number];

/** Page guard (spec 1-roles-and-identity §1.6.4, 4-shell §4.10.2), rendered by RouteGuard. */
export interface RouteGuard {
  role: RequiredRole;
  /** The member whose record the `:id` is may open the page too ("self; admins"). */
  orSelf?: true;
  /**
   * Past the role, the page opens for members and administrators only; anyone else gets the
   * administrators' guard state (the private supervision page, spec 5-pages §5.1.1, §5.10.3).
   */
  memberOrAdmin?: true;
}

/** A menu item (spec 4-shell §4.2.2); items of one group follow each other in the table. */
export interface MenuSpec {
  label: MessageKey;
  /** The label of the group (a disclosure without a page of its own) the item belongs to. */
  group?: MessageKey;
}

interface RouteBase {
  /** Unique; the router maps it to the page component. */
  id: string;
  /** A wouter pattern: literal segments and `:id`. */
  path: string;
  title: SectionTitle;
  /** The route exists only with the local identity provider (the e2e fixtures). */
  localOnly?: true;
  /** The section of a `/x/{id}` redirect route (spec 4-shell §4.10.3). */
  redirect?: EntitySection;
}

/** A page without a menu item may have any guard. */
interface PageRoute extends RouteBase {
  guard?: RouteGuard;
  menu?: never;
}

/**
 * A menu item is shown to the roles its page lets in: everyone without a guard, registered
 * accounts (members and administrators included) or administrators; other guards depend on more
 * than the role and cannot decide the menu.
 */
interface MenuRoute extends RouteBase {
  guard?: RouteGuard & { role: 'registered' | 'admin'; orSelf?: never; memberOrAdmin?: never };
  menu: MenuSpec;
}

export type AppRoute = PageRoute | MenuRoute;

export const ROUTE_TABLE = [
  // Home (spec 5-pages §5.3).
  { id: 'home', path: '/', title: 'titles.home', menu: { label: 'nav.home' } },

  // Members (spec 5-pages §5.4); `/x/{id}` redirects: §5.2.2.
  { id: 'members', path: '/members', title: 'titles.members', guard: { role: 'registered' }, menu: { label: 'nav.members' } },
  { id: 'member-public', path: '/members/:id/public', title: 'titles.members' },
  { id: 'member-private', path: '/members/:id/private', title: 'titles.members', guard: { role: 'admin', orSelf: true } },
  // The member's CV (spec 7-reports §7.2.3): the member and administrators.
  { id: 'member-cv', path: '/members/:id/cv', title: 'titles.members', guard: { role: 'admin', orSelf: true } },
  { id: 'members-redirect', path: '/members/:id', title: 'titles.members', redirect: 'members' },

  // Products (spec 5-pages §5.6).
  { id: 'products', path: '/products', title: 'titles.products', guard: { role: 'registered' }, menu: { label: 'nav.products' } },
  { id: 'product-register', path: '/products/register', title: 'titles.products', guard: { role: 'member' } },
  { id: 'product-public', path: '/products/:id/public', title: 'titles.products' },
  { id: 'product-private', path: '/products/:id/private', title: 'titles.products', guard: { role: 'member' } },
  { id: 'products-redirect', path: '/products/:id', title: 'titles.products', redirect: 'products' },

  // Partners (spec 5-pages §5.7).
  { id: 'partners', path: '/partners', title: 'titles.partners', guard: { role: 'registered' }, menu: { label: 'nav.partners' } },
  { id: 'partner-register', path: '/partners/register', title: 'titles.partners', guard: { role: 'admin' } },
  { id: 'partner-member-register', path: '/partners/register-partner', title: 'titles.partners', guard: { role: 'own-member' } },
  { id: 'partner-public', path: '/partners/:id/public', title: 'titles.partners' },
  { id: 'partner-private', path: '/partners/:id/private', title: 'titles.partners', guard: { role: 'admin' } },
  { id: 'partners-redirect', path: '/partners/:id', title: 'titles.partners', redirect: 'partners' },

  // Grants (spec 5-pages §5.8).
  { id: 'grants', path: '/grants', title: 'titles.grants', guard: { role: 'admin' }, menu: { label: 'nav.grants' } },
  { id: 'grant-register', path: '/grants/register', title: 'titles.grants', guard: { role: 'admin' } },
  { id: 'grant-public', path: '/grants/:id/public', title: 'titles.grants' },
  { id: 'grant-private', path: '/grants/:id/private', title: 'titles.grants', guard: { role: 'admin' } },
  { id: 'grants-redirect', path: '/grants/:id', title: 'titles.grants', redirect: 'grants' },

  // Events (spec 5-pages §5.9).
  { id: 'events', path: '/events', title: 'titles.events', guard: { role: 'admin' }, menu: { label: 'nav.events' } },
  { id: 'event-register', path: '/events/register', title: 'titles.events', guard: { role: 'admin' } },
  { id: 'event-public', path: '/events/:id/public', title: 'titles.events' },
  { id: 'event-private', path: '/events/:id/private', title: 'titles.events', guard: { role: 'admin' } },
  { id: 'events-redirect', path: '/events/:id', title: 'titles.events', redirect: 'events' },

  // Supervisions (spec 5-pages §5.10).
  { id: 'supervisions', path: '/supervisions', title: 'titles.supervisions', guard: { role: 'admin' }, menu: { label: 'nav.supervisions' } },
  { id: 'supervision-register', path: '/supervisions/register', title: 'titles.supervisions', guard: { role: 'admin' } },
  { id: 'supervision-register-own', path: '/supervisions/register-supervision', title: 'titles.supervisions', guard: { role: 'own-member' } },
  { id: 'supervision-public', path: '/supervisions/:id/public', title: 'titles.supervisions' },
  {
    id: 'supervision-private',
    path: '/supervisions/:id/private',
    title: 'titles.supervisions',
    guard: { role: 'registered', memberOrAdmin: true },
  },
  { id: 'supervisions-redirect', path: '/supervisions/:id', title: 'titles.supervisions', redirect: 'supervisions' },

  // Accounts (spec 5-pages §5.5): a menu group of the accounts list and the registration page.
  {
    id: 'accounts',
    path: '/accounts',
    title: 'titles.accounts',
    guard: { role: 'admin' },
    menu: { label: 'nav.allAccounts', group: 'nav.accounts' },
  },
  { id: 'account', path: '/accounts/:id', title: 'titles.accounts', guard: { role: 'admin' } },
  {
    id: 'register',
    path: '/register',
    title: 'titles.register',
    guard: { role: 'admin' },
    menu: { label: 'nav.registerAccount', group: 'nav.accounts' },
  },

  // My Profile (spec 5-pages §5.4.9).
  { id: 'my-profile', path: '/my-profile', title: 'titles.myProfile', guard: { role: 'registered' }, menu: { label: 'nav.myProfile' } },

  // Record history (spec 6-data-and-beyond §6.3.5): administrators; `:kind` is a record kind.
  { id: 'history', path: '/history/:kind/:id', title: 'titles.history', guard: { role: 'admin' } },

  // Global search (spec 6-data-and-beyond §6.3.3, §6.3.9): no menu item, the header's button.
  { id: 'search', path: '/search', title: 'titles.search', guard: { role: 'registered' } },

  // Reference-list administration (spec 6-data-and-beyond §6.3.4, §6.3.9): no menu item, the
  // home page's "Administration" section links to it.
  { id: 'reference-lists', path: '/reference-lists', title: 'titles.referenceLists', guard: { role: 'admin' } },

  // Network annual report (spec 7-reports §7.3.3): administrators, no menu item, linked from the
  // home page's "Administration" section.
  { id: 'annual-report', path: '/reports/annual', title: 'titles.reports', guard: { role: 'admin' } },

  // Test fixture of the unsaved-changes guard; not a page of the product, so "Page not found"
  // is its title, as for any path outside the product's routes.
  { id: 'e2e-unsaved-form', path: '/__e2e/unsaved-form', title: 'titles.notFound', localOnly: true },
] as const satisfies readonly AppRoute[];

export type RouteId = (typeof ROUTE_TABLE)[number]['id'];

/** The table as its declared type, for code that reads any route. */
export const APP_ROUTES: readonly (AppRoute & { id: RouteId })[] = ROUTE_TABLE;

export function normalisePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  const trimmed = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  return trimmed || '/';
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * The route of a path (query, hash and trailing slash ignored), or null when none matches. A
 * `:id` segment stands for any single segment: the page decides whether the record exists.
 */
export function matchRoute(path: string): AppRoute | null {
  const segments = segmentsOf(normalisePath(path));
  return (
    APP_ROUTES.find((route) => {
      const pattern = segmentsOf(route.path);
      return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
    }) ?? null
  );
}

/** The history page of a record (spec 6-data-and-beyond §6.3.5). */
export function historyRoute(kind: AuditRecordKind, id: string): string {
  return `/history/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
}
