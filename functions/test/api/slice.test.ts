import { describe, expect, it } from 'vitest';
import { api, bearer, readAccount, signIn } from './support';

const FORBIDDEN_PUBLIC_KEYS = [
  'login_email', 'identity', 'tid', 'oid', 'identity_bound', 'is_admin', 'last_login', 'account_id', 'updated_by',
  'address', 'city', 'province', 'country', 'postal_code', 'mobile_phone', 'date_joined', 'last_active',
  'deactivated_by', 'insight', 'interview_date', 'about_member', 'about_promotions', 'dream', 'how_can_we_help',
  'admin_notes', 'other_notes', 'internal_notes', 'contact_name', 'contact_email', 'contact_phone', 'partnerships',
  'description_en', 'description_fr', 'on_going', 'peer_reviewed', 'record_kind', 'by_account_id', 'by_name', 'changes',
  'pk', 'kind', '_rid', '_etag', 'etag', 'created_at', 'updated_at',
];

function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      found.add(key);
      keysOf(child, found);
    }
  }
  return found;
}

describe('GET /api/active-account/update-last-login (spec 3-api §3.6.2)', () => {
  it('returns the account projection, stamps the last login once per UTC day, and keeps the version', async () => {
    const before = await readAccount('account-claire-dubois-martin');
    const token = await signIn('admin@aurora-network.example');
    const first = await api('/api/active-account/update-last-login', { headers: bearer(token) });
    expect(first.status).toBe(200);
    const account = (await first.json()) as Record<string, unknown>;
    expect(Object.keys(account).sort()).toEqual(
      ['created_at', 'etag', 'first_name', 'id', 'identity_bound', 'is_admin', 'last_login', 'last_name', 'login_email', 'member', 'updated_at', 'updated_by'].sort(),
    );
    expect(account).toMatchObject({
      id: 'account-claire-dubois-martin',
      first_name: 'Claire',
      last_name: 'Dubois-Martin',
      login_email: 'admin@aurora-network.example',
      is_admin: true,
      identity_bound: true,
      member: { id: 'member-claire-dubois-martin', is_active: true },
    });
    expect(account.last_login).toMatch(new RegExp(`^${new Date().toISOString().slice(0, 10)}T`));
    expect(first.headers.get('etag')).toBe(`"${String(before.etag)}"`);
    expect(account.etag).toBe(before.etag);

    const second = (await (await api('/api/active-account/update-last-login', { headers: bearer(token) })).json()) as Record<string, unknown>;
    expect(second.last_login).toBe(account.last_login);
    expect((await readAccount('account-claire-dubois-martin')).updated_at).toBe(before.updated_at);
  });
});

describe('GET /api/all-members (seed §7, spec 3-api §3.5)', () => {
  it('lists the active members only, in ascending id order, with public list fields only', async () => {
    const response = await api('/api/all-members');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const members = (await response.json()) as { id: string; is_active: boolean; account: { first_name: string } }[];
    expect(members).toHaveLength(37);
    expect(members.every((member) => member.is_active)).toBe(true);
    expect(members.map((member) => member.id)).toEqual([...members.map((member) => member.id)].sort());
    expect(members.map((m) => m.id)).not.toContain('member-louis-ouellet');
    for (const key of FORBIDDEN_PUBLIC_KEYS) expect(keysOf(members).has(key), key).toBe(false);
    expect(Object.keys(members[0] ?? {}).sort()).toEqual(
      ['account', 'faculty_id', 'id', 'is_active', 'keyword_ids', 'member_type_id', 'missing_languages', 'orcid', 'problems'].sort(),
    );
  });

  it('answers 304 to a matching If-None-Match and ignores any token', async () => {
    const first = await api('/api/all-members', { headers: { Authorization: 'Bearer forged.token.value' } });
    expect(first.status).toBe(200);
    const again = await api('/api/all-members', { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });
});

describe('GET /api/member/{id}/public (spec 3-api §3.7.1)', () => {
  it('returns the public detail of an active member with resolved references and products', async () => {
    const response = await api('/api/member/member-eric-levesque/public');
    expect(response.status).toBe(200);
    const detail = (await response.json()) as Record<string, unknown> & { keywords: { id: string }[]; products: unknown[] };
    expect(detail).toMatchObject({ id: 'member-eric-levesque', account: { first_name: 'Éric', last_name: 'Lévesque' }, is_active: true });
    expect(detail.keywords.length).toBe(8);
    expect(detail.products.length).toBeGreaterThan(0);
    for (const key of FORBIDDEN_PUBLIC_KEYS) expect(keysOf(detail).has(key), key).toBe(false);
  });

  it('shows nothing but the name of an inactive member', async () => {
    const detail = await (await api('/api/member/member-giulia-rossi/public')).json();
    expect(detail).toEqual({ id: 'member-giulia-rossi', account: { first_name: 'Giulia', last_name: 'Rossi' }, is_active: false });
  });

  it.each(['no-such-member', 'bad%20id', 'x'.repeat(65)])('answers 404 not_found for %s', async (id) => {
    const response = await api(`/api/member/${id}/public`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found', status: 404 });
  });
});

describe('routing (spec 3-api §3.1.1)', () => {
  it('answers 405 with Allow for the wrong method, before authentication', async () => {
    const response = await api('/api/active-account', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toMatchObject({ code: 'method_not_allowed' });
  });

  it('answers 404 not_found for an unknown /api path, whatever the method', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await api('/api/no-such-route', { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found', instance: '/api/no-such-route' });
    }
  });

  it('ignores one trailing slash', async () => {
    expect((await api('/api/all-members/')).status).toBe(200);
  });

  it('sends the API security headers on every answer', async () => {
    const response = await api('/api/no-such-route');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('GET /api/stats/counts (spec 3-api §3.16.3)', () => {
  it('answers the six public figures of the demo data', async () => {
    const response = await api('/api/stats/counts');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30');
    expect(await response.json()).toEqual({ active_members: 37, products: 60, grants: 20, events: 12, partners: 15, supervisions: 15 });
  });
});
