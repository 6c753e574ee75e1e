import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, bearer, claimsOf, readAccount, signIn, testToken } from './support';

const ROUTE = '/api/active-account';

async function problem(response: Response) {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as { code: string; status: number; detail: string; instance: string };
}

describe('bearer token validation (spec 1-roles-and-identity §1.4.3)', () => {
  it('answers 401 authentication_required without a token', async () => {
    const response = await api(ROUTE);
    expect(response.status).toBe(401);
    const body = await problem(response);
    expect(body).toMatchObject({ code: 'authentication_required', status: 401, instance: ROUTE });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts a well-formed token signed by a trusted key (control case)', async () => {
    const admin = claimsOf(await signIn('admin@aurora-network.example'));
    const token = await testToken({ tid: admin.tid, oid: admin.oid, preferred_username: 'admin@aurora-network.example' });
    const response = await api(ROUTE, { headers: bearer(token) });
    expect(response.status).toBe(200);
  });

  // Every kind of bad token (and a bad X-Authorization beside a valid Authorization) is in
  // crafted-tokens.test.ts, on a write and a private read, with the store compared.

  it('uses Authorization when X-Authorization is absent', async () => {
    const valid = await signIn('admin@aurora-network.example');
    const response = await api(ROUTE, { headers: { Authorization: `bearer ${valid}` } });
    expect(response.status).toBe(200);
  });
});

describe('account resolution and binding (spec 1-roles-and-identity §1.4.5)', () => {
  it('answers 403 account_not_registered for a valid identity without an account', async () => {
    const token = await signIn('newcomer@aurora-network.example');
    const response = await api(ROUTE, { headers: bearer(token) });
    expect(response.status).toBe(403);
    const body = await problem(response);
    expect(body.code).toBe('account_not_registered');
    expect(body.detail).toBe('This account is not registered. If you are a member, please ask an administrator to register you.');
  });

  it('binds the account at first sign-in without changing its version', async () => {
    const before = await readAccount('account-noah-williams');
    const token = await signIn('guest@aurora-network.example');
    const response = await api(ROUTE, { headers: bearer(token) });
    expect(response.status).toBe(200);
    const account = (await response.json()) as Record<string, unknown>;
    expect(account).toMatchObject({ id: 'account-noah-williams', identity_bound: true, is_admin: false, member: null });
    const after = await readAccount('account-noah-williams');
    const claims = claimsOf(token);
    expect(after.identity).toEqual({ tid: claims.tid, oid: claims.oid });
    expect(after.etag).toBe(before.etag);
    expect(after.updated_at).toBe(before.updated_at);
  });

  it('never re-binds an account bound to another identity, even with a matching e-mail', async () => {
    const memberToken = await signIn('member@aurora-network.example');
    expect((await api(ROUTE, { headers: bearer(memberToken) })).status).toBe(200);
    const bound = await readAccount('account-eric-levesque');

    const intruder = await testToken({
      tid: claimsOf(memberToken).tid,
      oid: randomUUID(),
      preferred_username: 'member@aurora-network.example',
      email: 'member@aurora-network.example',
    });
    const response = await api(ROUTE, { headers: bearer(intruder) });
    expect(response.status).toBe(403);
    expect((await problem(response)).code).toBe('account_not_registered');
    expect((await readAccount('account-eric-levesque')).identity).toEqual(bound.identity);
    expect((await api(ROUTE, { headers: bearer(memberToken) })).status).toBe(200);
  });

  it('takes the e-mail from the email claim when preferred_username is not an address', async () => {
    const olivier = await signIn('olivier.roy@aurora-network.example');
    const claims = claimsOf(olivier);
    const token = await testToken({ tid: claims.tid, oid: claims.oid, preferred_username: 'not-an-address', email: 'OLIVIER.ROY@aurora-network.example' });
    const response = await api(ROUTE, { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { login_email: string }).login_email).toBe('olivier.roy@aurora-network.example');
  });
});
