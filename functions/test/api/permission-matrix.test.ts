import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/routes';
import { api, bearer, records, signIn } from './support';

/**
 * The permission matrix of spec 1-roles-and-identity §1.6.2, cell by cell, through the running
 * API. Allowed cells are proven without writing anything: a POST sends an unknown field (400 at
 * step 5, after authorization), a PATCH or DELETE sends a stale If-Match (412 at step 8, after
 * the ownership rules of step 7), a GET answers 200. A dump of the store before and after shows
 * that no cell wrote anything. The rows must match the route table exactly.
 */
type Role = 'visitor' | 'unregistered' | 'registered' | 'member' | 'owner' | 'admin';
type Cell = 'ok' | 401 | 403 | `403 ${string}` | '-';

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  route: string;
  cells: Record<Role, Cell>;
  /** The path id for each role (default: `id`); the owner column uses `owner`. */
  id?: string;
  ownerId?: string;
}

const PUBLIC: Record<Role, Cell> = { visitor: 'ok', unregistered: 'ok', registered: 'ok', member: 'ok', owner: '-', admin: 'ok' };
const ADMIN_ONLY: Record<Role, Cell> = { visitor: 401, unregistered: '403 account_not_registered', registered: 403, member: 403, owner: '-', admin: 'ok' };
const adminOnly = (owner: Cell = '-'): Record<Role, Cell> => ({ ...ADMIN_ONLY, owner });

const publicList = (route: string): Row => ({ method: 'GET', route, cells: PUBLIC });
const publicRead = (route: string, id: string): Row => ({ method: 'GET', route, cells: PUBLIC, id });

const ROWS: Row[] = [
  ...[
    'all-members', 'all-partners', 'all-products', 'all-grants', 'all-events', 'all-supervisions', 'all-keywords',
    'all-targets', 'all-topics', 'all-organizations', 'all-faculties', 'all-member-types', 'all-org-types',
    'all-org-scopes', 'all-product-types', 'all-product-titles', 'all-event-types', 'all-sources', 'all-statuses',
    'all-levels', 'all-authors', 'stats/counts',
  ].map(publicList),
  publicRead('member/{id}/public', 'member-eric-levesque'),
  publicRead('partner/{id}/public', 'org-lakeview-health'),
  publicRead('product/{id}/public', 'product-01'),
  publicRead('event/{id}/public', 'event-01'),
  publicRead('grant/{id}/public', 'grant-01'),
  publicRead('supervision/{id}/public', 'supervision-01'),
  { method: 'GET', route: 'active-account', cells: { ...ADMIN_ONLY, registered: 'ok', member: 'ok' } },
  { method: 'GET', route: 'active-account/update-last-login', cells: { ...ADMIN_ONLY, registered: 'ok', member: 'ok' } },
  { method: 'GET', route: 'all-accounts', cells: adminOnly() },
  { method: 'GET', route: 'stats/dashboard', cells: { ...ADMIN_ONLY, registered: 'ok', member: 'ok' } },
  { method: 'GET', route: 'account/{id}', cells: adminOnly('ok'), id: 'account-claire-dubois-martin', ownerId: 'account-eric-levesque' },
  { method: 'GET', route: 'member/{id}/private', cells: adminOnly('ok'), id: 'member-claire-dubois-martin', ownerId: 'member-eric-levesque' },
  { method: 'GET', route: 'partner/{id}/private', cells: adminOnly(), id: 'org-lakeview-health' },
  { method: 'GET', route: 'product/{id}/private', cells: { ...ADMIN_ONLY, member: 'ok', owner: 'ok' }, id: 'product-04', ownerId: 'product-01' },
  { method: 'GET', route: 'event/{id}/private', cells: adminOnly(), id: 'event-01' },
  { method: 'GET', route: 'grant/{id}/private', cells: adminOnly(), id: 'grant-01' },
  { method: 'GET', route: 'supervision/{id}/private', cells: adminOnly('ok'), id: 'supervision-05', ownerId: 'supervision-04' },
  { method: 'POST', route: 'register-account', cells: adminOnly() },
  { method: 'POST', route: 'register-partner', cells: adminOnly() },
  { method: 'POST', route: 'register-partner-member', cells: { ...ADMIN_ONLY, registered: '403 member_profile_required', member: 'ok' } },
  { method: 'POST', route: 'register-product', cells: { ...ADMIN_ONLY, member: 'ok' } },
  { method: 'POST', route: 'register-supervision', cells: adminOnly() },
  { method: 'POST', route: 'register-supervision-member', cells: { ...ADMIN_ONLY, registered: '403 member_profile_required', member: 'ok' } },
  { method: 'POST', route: 'register-event', cells: adminOnly() },
  { method: 'POST', route: 'register-keyword', cells: { ...ADMIN_ONLY, member: 'ok' } },
  { method: 'POST', route: 'register-grant', cells: adminOnly() },
  ...['name', 'grant-admin'].map(
    (action): Row => ({ method: 'PATCH', route: `update-account/{id}/${action}`, cells: adminOnly(403), id: 'account-noah-williams', ownerId: 'account-eric-levesque' }),
  ),
  { method: 'PATCH', route: 'update-account/{id}/email', cells: adminOnly(403), id: 'account-noah-williams', ownerId: 'account-eric-levesque' },
  { method: 'PATCH', route: 'update-account/{id}/remove-admin', cells: adminOnly(403), id: 'account-olivier-roy', ownerId: 'account-eric-levesque' },
  { method: 'PATCH', route: 'update-account/{id}/register-member', cells: adminOnly('ok'), id: 'account-lucia-fernandez', ownerId: 'account-eric-levesque' },
  { method: 'PATCH', route: 'update-account/{id}/delete-member', cells: adminOnly(403), id: 'account-eric-levesque', ownerId: 'account-eric-levesque' },
  { method: 'PATCH', route: 'update-member/{id}/public', cells: adminOnly('ok'), id: 'member-claire-dubois-martin', ownerId: 'member-eric-levesque' },
  { method: 'PATCH', route: 'update-member/{id}/private', cells: adminOnly('ok'), id: 'member-claire-dubois-martin', ownerId: 'member-eric-levesque' },
  { method: 'PATCH', route: 'update-member/{id}/insight', cells: adminOnly(403), id: 'member-claire-dubois-martin', ownerId: 'member-eric-levesque' },
  ...['public', 'private'].map((part): Row => ({ method: 'PATCH', route: `update-product/{id}/${part}`, cells: adminOnly('ok'), id: 'product-04', ownerId: 'product-01' })),
  { method: 'PATCH', route: 'update-product/{id}/admin', cells: adminOnly(403), id: 'product-04', ownerId: 'product-01' },
  ...['public', 'private'].map((part): Row => ({ method: 'PATCH', route: `update-supervision/{id}/${part}`, cells: adminOnly('ok'), id: 'supervision-04', ownerId: 'supervision-02' })),
  { method: 'PATCH', route: 'update-event/{id}/public', cells: adminOnly(), id: 'event-01' },
  ...['public', 'private'].map((part): Row => ({ method: 'PATCH', route: `update-grant/{id}/${part}`, cells: adminOnly(), id: 'grant-01' })),
  ...['public', 'private'].map((part): Row => ({ method: 'PATCH', route: `update-partner/{id}/${part}`, cells: adminOnly(), id: 'org-lakeview-health' })),
  { method: 'PATCH', route: 'update-keyword/{id}', cells: adminOnly(), id: 'keyword-aging' },
  { method: 'DELETE', route: 'delete-account/{id}', cells: adminOnly(403), id: 'account-lucia-fernandez', ownerId: 'account-eric-levesque' },
  { method: 'DELETE', route: 'delete-partner/{id}', cells: adminOnly(), id: 'org-lakeview-health' },
  { method: 'DELETE', route: 'delete-product/{id}', cells: adminOnly('ok'), id: 'product-04', ownerId: 'product-01' },
  { method: 'DELETE', route: 'delete-grant/{id}', cells: adminOnly(), id: 'grant-01' },
  { method: 'DELETE', route: 'delete-event/{id}', cells: adminOnly(), id: 'event-01' },
  { method: 'DELETE', route: 'delete-supervision/{id}', cells: adminOnly('ok'), id: 'supervision-04', ownerId: 'supervision-02' },
  // Reference-list administration (spec 3-api §3.16.1); `{list}` is `faculties` unless a row says otherwise.
  { method: 'GET', route: 'reference-usage/{list}', cells: adminOnly() },
  { method: 'GET', route: 'reference-usage/{list}/{id}', cells: adminOnly(), id: 'faculty-science' },
  { method: 'POST', route: 'register-reference/{list}', cells: adminOnly() },
  { method: 'PATCH', route: 'update-reference/{list}/{id}', cells: adminOnly(), id: 'faculty-science' },
  { method: 'DELETE', route: 'delete-reference/{list}/{id}', cells: adminOnly(), id: 'faculty-science' },
  { method: 'DELETE', route: 'delete-keyword/{id}', cells: adminOnly(), id: 'keyword-aging' },
  // Record history (spec 3-api §3.16.2); `{kind}` is `member`.
  { method: 'GET', route: 'history/{kind}/{id}', cells: adminOnly(), id: 'member-eric-levesque' },
  // DOI metadata (spec 3-api §3.16.4): the DOI is the rest of the path; the fixture service answers it.
  { method: 'GET', route: 'doi-metadata/{*doi}', cells: { ...ADMIN_ONLY, member: 'ok' }, id: '10.5555/arn.fixture.article' },
  // Documents (spec 7-reports §7.5): a CV for the member and administrators; the network report of a period.
  { method: 'GET', route: 'member/{id}/cv', cells: adminOnly('ok'), id: 'member-claire-dubois-martin', ownerId: 'member-eric-levesque' },
  { method: 'GET', route: 'report/network/{from}/{to}', cells: adminOnly() },
];

/** An administrator acting on their own account (§1.6.2 notes): refused before the body is read. */
const ADMIN_ON_SELF: [Row['method'], string, string][] = [
  ['PATCH', 'update-account/account-claire-dubois-martin/email', 'cannot_edit_own_email'],
  ['PATCH', 'update-account/account-claire-dubois-martin/remove-admin', 'cannot_remove_own_admin'],
  ['DELETE', 'delete-account/account-claire-dubois-martin', 'cannot_delete_self'],
];

const ALLOWED_STATUS: Record<Row['method'], number> = { GET: 200, POST: 400, PATCH: 412, DELETE: 412 };
const EMAILS = {
  unregistered: 'newcomer@aurora-network.example',
  registered: 'guest@aurora-network.example',
  member: 'member@aurora-network.example',
  owner: 'member@aurora-network.example',
  admin: 'admin@aurora-network.example',
} as const;

const tokens: Partial<Record<Role, string>> = {};

async function dump(): Promise<string> {
  const { resources } = await records().items.query<Record<string, unknown>>('SELECT * FROM c').fetchAll();
  const volatile = new Set(['_rid', '_self', '_etag', '_ts', '_attachments', 'last_login']);
  const stable = resources
    .map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => !volatile.has(key))))
    .sort((a, b) => `${String(a.pk)}/${String(a.id)}`.localeCompare(`${String(b.pk)}/${String(b.id)}`));
  return JSON.stringify(stable);
}

function requestFor(row: Row, role: Role): { path: string; init: RequestInit } {
  const id = role === 'owner' ? row.ownerId : row.id;
  const path = `/api/${row.route.replace('{list}', 'faculties').replace('{kind}', 'member').replace('{id}', id ?? 'unused').replace('{*doi}', id ?? 'unused').replace('{from}/{to}', '2024-04-01/2025-03-31')}`;
  const headers: Record<string, string> = { ...(tokens[role] ? bearer(tokens[role] as string) : {}) };
  const init: RequestInit = { method: row.method, headers };
  if (row.method === 'POST' || row.method === 'PATCH') {
    headers['Content-Type'] = 'application/json';
    init.body = row.method === 'POST' ? JSON.stringify({ not_a_field: true }) : '{}';
  }
  if (row.method === 'PATCH' || row.method === 'DELETE') headers['If-Match'] = '"stale-version"';
  return { path, init };
}

function expected(row: Row, role: Role, cell: Cell): { status: number; code?: string } {
  if (cell === 'ok') {
    if (row.route === 'update-account/{id}/email') return { status: 400 };
    return { status: ALLOWED_STATUS[row.method] };
  }
  if (cell === 403) return { status: 403, code: 'forbidden' };
  if (typeof cell === 'number') return { status: cell };
  const [status, code] = cell.split(' ');
  return { status: Number(status), code: code ?? (status === '403' && role !== 'unregistered' ? 'forbidden' : undefined) };
}

describe('permission matrix (spec 1-roles-and-identity §1.6.2)', () => {
  let before = '';

  beforeAll(async () => {
    for (const role of Object.keys(EMAILS) as (keyof typeof EMAILS)[]) {
      tokens[role] = await signIn(EMAILS[role]);
      await api('/api/active-account/update-last-login', { headers: bearer(tokens[role] as string) });
    }
    before = await dump();
  });

  it('has exactly one row per route of the route table, with its method', () => {
    const table = ROUTES.map((route) => `${route.method} ${route.route}`).sort();
    const rows = ROWS.map((row) => `${row.method} ${row.route}`).sort();
    expect(rows).toEqual(table);
  });

  const cells = ROWS.flatMap((row) =>
    (Object.entries(row.cells) as [Role, Cell][]).filter(([, cell]) => cell !== '-').map(([role, cell]) => ({ row, role, cell })),
  );

  it.each(cells.map((c) => [`${c.row.method} /api/${c.row.route}`, c.role, c.cell, c] as const))('%s as %s → %s', async (_name, role, cell, c) => {
    const { path, init } = requestFor(c.row, role);
    const response = await api(path, init);
    const want = expected(c.row, role, cell);
    expect(response.status, `${init.method} ${path} as ${role}`).toBe(want.status);
    if (want.code) expect(((await response.json()) as { code: string }).code).toBe(want.code);
  });

  it.each(ADMIN_ON_SELF)('%s /api/%s as the administrator on their own account → 403 %s', async (method, path, code) => {
    const headers = { ...bearer(tokens.admin as string), 'Content-Type': 'application/json', 'If-Match': '"stale-version"' };
    const response = await api(`/api/${path}`, { method, headers, body: method === 'PATCH' ? '{}' : undefined });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe(code);
  });

  it('wrote nothing for any cell', async () => {
    expect(await dump()).toBe(before);
  });
});
