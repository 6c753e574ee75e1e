/**
 * Every API path, built in one place (spec 3-api §3.1, §3.4–§3.16). The SPA calls these
 * builders and never writes an `/api/…` string itself; functions/src/routes.test.ts checks that
 * each route of the API's route table has its builder here, under the route's own name, and
 * that the builder's path matches the route's template.
 */
const segment = (id: string) => encodeURIComponent(id);

/** A DOI in a path: every character but letters, digits and `-._~/` percent-encoded (UTF-8), spec 3-api §3.16.4. */
export function doiPathSegment(doi: string): string {
  return Array.from(doi, (ch) => (/^[A-Za-z0-9\-._~/]$/.test(ch) ? ch : encodeURIComponent(ch).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))).join('');
}

/** What every API path starts with: the SPA's fetch helper refuses any other path (tokens stay ours). */
export const API_PREFIX = '/api/';

/** The public reference lists (spec 3-api §3.4.1), by the list's name. */
export const REFERENCE_LIST_PATHS = {
  eventTypes: '/api/all-event-types',
  faculties: '/api/all-faculties',
  levels: '/api/all-levels',
  memberTypes: '/api/all-member-types',
  orgScopes: '/api/all-org-scopes',
  orgTypes: '/api/all-org-types',
  productTypes: '/api/all-product-types',
  sources: '/api/all-sources',
  statuses: '/api/all-statuses',
  targets: '/api/all-targets',
  topics: '/api/all-topics',
} as const;

/** Builders keyed by route name (the endpoint's file name in functions/src/endpoints/). */
export const API_PATHS = {
  // Lists (spec 3-api §3.4)
  'all-accounts': () => '/api/all-accounts',
  'all-authors': () => '/api/all-authors',
  'all-event-types': () => REFERENCE_LIST_PATHS.eventTypes,
  'all-events': () => '/api/all-events',
  'all-faculties': () => REFERENCE_LIST_PATHS.faculties,
  'all-grants': () => '/api/all-grants',
  'all-keywords': () => '/api/all-keywords',
  'all-levels': () => REFERENCE_LIST_PATHS.levels,
  'all-member-types': () => REFERENCE_LIST_PATHS.memberTypes,
  'all-members': () => '/api/all-members',
  'all-org-scopes': () => REFERENCE_LIST_PATHS.orgScopes,
  'all-org-types': () => REFERENCE_LIST_PATHS.orgTypes,
  'all-organizations': () => '/api/all-organizations',
  'all-partners': () => '/api/all-partners',
  'all-product-titles': () => '/api/all-product-titles',
  'all-product-types': () => REFERENCE_LIST_PATHS.productTypes,
  'all-products': () => '/api/all-products',
  'all-sources': () => REFERENCE_LIST_PATHS.sources,
  'all-statuses': () => REFERENCE_LIST_PATHS.statuses,
  'all-supervisions': () => '/api/all-supervisions',
  'all-targets': () => REFERENCE_LIST_PATHS.targets,
  'all-topics': () => REFERENCE_LIST_PATHS.topics,
  'stats-counts': () => '/api/stats/counts',
  'stats-dashboard': () => '/api/stats/dashboard',

  // Accounts (spec 3-api §3.6)
  'active-account': () => '/api/active-account',
  'active-account-update-last-login': () => '/api/active-account/update-last-login',
  account: (id: string) => `/api/account/${segment(id)}`,
  'register-account': () => '/api/register-account',
  'update-account-name': (id: string) => `/api/update-account/${segment(id)}/name`,
  'update-account-email': (id: string) => `/api/update-account/${segment(id)}/email`,
  'update-account-grant-admin': (id: string) => `/api/update-account/${segment(id)}/grant-admin`,
  'update-account-remove-admin': (id: string) => `/api/update-account/${segment(id)}/remove-admin`,
  'update-account-register-member': (id: string) => `/api/update-account/${segment(id)}/register-member`,
  'update-account-delete-member': (id: string) => `/api/update-account/${segment(id)}/delete-member`,
  'delete-account': (id: string) => `/api/delete-account/${segment(id)}`,

  // Members and keywords (spec 3-api §3.7)
  'member-public': (id: string) => `/api/member/${segment(id)}/public`,
  'member-private': (id: string) => `/api/member/${segment(id)}/private`,
  'update-member-public': (id: string) => `/api/update-member/${segment(id)}/public`,
  'update-member-private': (id: string) => `/api/update-member/${segment(id)}/private`,
  'update-member-insight': (id: string) => `/api/update-member/${segment(id)}/insight`,
  'register-keyword': () => '/api/register-keyword',
  'update-keyword': (id: string) => `/api/update-keyword/${segment(id)}`,

  // Partners (spec 3-api §3.8)
  'partner-public': (id: string) => `/api/partner/${segment(id)}/public`,
  'partner-private': (id: string) => `/api/partner/${segment(id)}/private`,
  'register-partner': () => '/api/register-partner',
  'register-partner-member': () => '/api/register-partner-member',
  'update-partner-public': (id: string) => `/api/update-partner/${segment(id)}/public`,
  'update-partner-private': (id: string) => `/api/update-partner/${segment(id)}/private`,
  'delete-partner': (id: string) => `/api/delete-partner/${segment(id)}`,

  // Products (spec 3-api §3.9)
  'product-public': (id: string) => `/api/product/${segment(id)}/public`,
  'product-private': (id: string) => `/api/product/${segment(id)}/private`,
  'register-product': () => '/api/register-product',
  'update-product-public': (id: string) => `/api/update-product/${segment(id)}/public`,
  'update-product-private': (id: string) => `/api/update-product/${segment(id)}/private`,
  'update-product-admin': (id: string) => `/api/update-product/${segment(id)}/admin`,
  'delete-product': (id: string) => `/api/delete-product/${segment(id)}`,

  // Grants (spec 3-api §3.10)
  'grant-public': (id: string) => `/api/grant/${segment(id)}/public`,
  'grant-private': (id: string) => `/api/grant/${segment(id)}/private`,
  'register-grant': () => '/api/register-grant',
  'update-grant-public': (id: string) => `/api/update-grant/${segment(id)}/public`,
  'update-grant-private': (id: string) => `/api/update-grant/${segment(id)}/private`,
  'delete-grant': (id: string) => `/api/delete-grant/${segment(id)}`,

  // Events (spec 3-api §3.11)
  'event-public': (id: string) => `/api/event/${segment(id)}/public`,
  'event-private': (id: string) => `/api/event/${segment(id)}/private`,
  'register-event': () => '/api/register-event',
  'update-event-public': (id: string) => `/api/update-event/${segment(id)}/public`,
  'delete-event': (id: string) => `/api/delete-event/${segment(id)}`,

  // Supervisions (spec 3-api §3.12)
  'supervision-public': (id: string) => `/api/supervision/${segment(id)}/public`,
  'supervision-private': (id: string) => `/api/supervision/${segment(id)}/private`,
  'register-supervision': () => '/api/register-supervision',
  'register-supervision-member': () => '/api/register-supervision-member',
  'update-supervision-public': (id: string) => `/api/update-supervision/${segment(id)}/public`,
  'update-supervision-private': (id: string) => `/api/update-supervision/${segment(id)}/private`,
  'delete-supervision': (id: string) => `/api/delete-supervision/${segment(id)}`,

  // Reference-list administration (spec 3-api §3.16.1)
  'reference-usage': (list: string) => `/api/reference-usage/${segment(list)}`,
  'reference-usage-entry': (list: string, id: string) => `/api/reference-usage/${segment(list)}/${segment(id)}`,
  'register-reference': (list: string) => `/api/register-reference/${segment(list)}`,
  'update-reference': (list: string, id: string) => `/api/update-reference/${segment(list)}/${segment(id)}`,
  'delete-keyword': (id: string) => `/api/delete-keyword/${segment(id)}`,
  'delete-reference': (list: string, id: string) => `/api/delete-reference/${segment(list)}/${segment(id)}`,

  // Record history (spec 3-api §3.16.2): `kind` is a record kind of common/src/api/history.ts
  history: (kind: string, id: string) => `/api/history/${segment(kind)}/${segment(id)}`,

  // DOI metadata (spec 3-api §3.16.4): the DOI is the rest of the path, its "/" kept
  'doi-metadata': (doi: string) => `/api/doi-metadata/${doiPathSegment(doi)}`,

  // Documents (spec 7-reports §7.2.2, §7.3.2): the CV of a member, the network report of a period
  'member-cv': (id: string) => `/api/member/${segment(id)}/cv`,
  'report-network': (from: string, to: string) => `/api/report/network/${segment(from)}/${segment(to)}`,
} as const;

export type ApiRouteName = keyof typeof API_PATHS;

/** The path of a route by name: `apiPath('member-public', id)`. */
export function apiPath<N extends ApiRouteName>(name: N, ...args: Parameters<(typeof API_PATHS)[N]>): string {
  const build = API_PATHS[name] as (...values: string[]) => string;
  return build(...(args as string[]));
}

/** The six record kinds that have public and private detail routes. */
export type DetailKind = 'member' | 'partner' | 'product' | 'grant' | 'event' | 'supervision';

/** `/api/{kind}/{id}/public` or `/private` (spec 3-api §3.5): for code generic over record kinds. */
export function detailPath(kind: DetailKind, id: string, view: 'public' | 'private'): string {
  return `/api/${kind}/${segment(id)}/${view}`;
}
