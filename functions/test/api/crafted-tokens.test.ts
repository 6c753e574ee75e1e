import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_THIRD_PARTY_CLIENT_ID } from '../../../scripts/local/settings';
import { api, API_SCOPE, bearer, claimsOf, CLIENT_ID, DEMO_EMAILS, signIn, testToken } from './support';
import { expectProblem, signWithForeignKey, signWithTrustedKey, trustedPublicKeyPem, trustedTestKey } from './token-support';
import { storeSnapshot } from './store-snapshot';

/**
 * Crafted tokens (spec 1-roles-and-identity §1.4.3, §1.7.9 check 2; issue 12): each kind is an
 * administrator's token with exactly one flaw, so that a missing check would let its write
 * through (the control case shows the flawless token writing). Every kind is sent to a write
 * route and to a private read: 401 with the catalogue's problem document, and the store is
 * unchanged.
 */

const WRITE = { path: '/api/register-event', init: { method: 'POST', body: JSON.stringify({ name_en: 'Crafted-token event' }) } as RequestInit };
const PRIVATE_READ = { path: '/api/member/member-eric-levesque/private', init: { method: 'GET' } as RequestInit };
const OTHER_TENANT = '99999999-2222-4333-8444-555555555555';

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** The administrator's identity, as the local provider issues it. */
let admin: { tid: string; oid: string; email: string };
/** A valid administrator token signed with the trusted test key: the base every kind alters. */
const adminClaims = () => ({ tid: admin.tid, oid: admin.oid, preferred_username: admin.email, email: admin.email });
const crafted = (claims: Record<string, unknown> = {}, header: { alg?: string; kid?: string } = {}) =>
  testToken({ ...adminClaims(), ...claims }, header);
/** The claims testToken would sign for the administrator, for hand-made tokens. */
const payloadOf = async (claims: Record<string, unknown> = {}) => claimsOf(await crafted(claims));

type HeaderMap = Record<string, string>;
const now = () => Math.floor(Date.now() / 1000);

/** Each kind answers the request headers that carry it. */
const KINDS: [string, () => Promise<HeaderMap>][] = [
  // Lifetime (check 7).
  ['expired more than 60 s ago', async () => bearer(await crafted({ exp: now() - 120, iat: now() - 4000, nbf: now() - 4000 }))],
  ['not yet valid (nbf 10 minutes ahead)', async () => bearer(await crafted({ nbf: now() + 600 }))],
  ['without exp', async () => bearer(await crafted({ exp: undefined }))],
  // Issuer and tenant (checks 4, 5).
  ['issued by another tenant', async () => bearer(await crafted({ iss: `https://login.microsoftonline.com/${OTHER_TENANT}/v2.0` }))],
  ['with a v1 issuer', async () => bearer(await crafted({ iss: `https://sts.windows.net/${admin.tid}/` }))],
  ['with a tid other than its issuer’s tenant', async () => bearer(await crafted({ tid: OTHER_TENANT, iss: `https://login.microsoftonline.com/${admin.tid}/v2.0` }))],
  ['with a tid that is not a GUID', async () => bearer(await crafted({ tid: 'aurora-network', iss: 'https://login.microsoftonline.com/aurora-network/v2.0' }))],
  ['without tid', async () => bearer(await crafted({ tid: undefined }))],
  // Audience (check 6).
  ['for another audience', async () => bearer(await crafted({ aud: 'api://someone-else' }))],
  ['for Microsoft Graph, issued by the provider', async () => bearer(await signIn(DEMO_EMAILS.admin, 'User.Read openid profile offline_access'))],
  // Authorized party (check 10).
  ['naming another application as azp', async () => bearer(await crafted({ azp: randomUUID() }))],
  ['without azp (a v1 appid naming the portal)', async () => bearer(await crafted({ azp: undefined, appid: CLIENT_ID }))],
  [
    'issued by the provider to another application for the portal’s scope',
    async () => bearer(await signIn(DEMO_EMAILS.admin, `${API_SCOPE} openid profile offline_access`, { clientId: LOCAL_THIRD_PARTY_CLIENT_ID })),
  ],
  // Scope (check 8).
  ['without scp', async () => bearer(await crafted({ scp: undefined }))],
  ['with another scope', async () => bearer(await crafted({ scp: 'User.Read' }))],
  ['an ID token, issued by the provider', async () => bearer(await signIn(DEMO_EMAILS.admin, undefined, { token: 'id_token' }))],
  // Subject (check 9).
  ['without oid', async () => bearer(await crafted({ oid: undefined }))],
  ['with an oid that is not a GUID', async () => bearer(await crafted({ oid: 'admin' }))],
  // Algorithm (check 2).
  ['with alg none', async () => bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(await payloadOf())}.`)],
  [
    'HS256-signed with the published public key as secret',
    async () => {
      const input = `${b64({ alg: 'HS256', kid: trustedTestKey().kid, typ: 'JWT' })}.${b64(await payloadOf())}`;
      return bearer(`${input}.${createHmac('sha256', trustedPublicKeyPem()).update(input).digest('base64url')}`);
    },
  ],
  ['PS256-signed with the trusted key', async () => bearer(await signWithTrustedKey(await payloadOf(), 'PS256'))],
  ['RS256 without kid', async () => bearer(await crafted({}, { kid: '' }))],
  // Signature and key (check 3).
  ['signed by a key of an unknown kid', async () => bearer(await signWithForeignKey(await payloadOf(), `unknown-${randomUUID()}`))],
  ['signed by a foreign key under the trusted kid', async () => bearer(await signWithForeignKey(await payloadOf(), trustedTestKey().kid ?? 'test-key'))],
  [
    'with a tampered payload (another oid)',
    async () => {
      const [header, , signature] = (await crafted()).split('.');
      return bearer(`${header}.${b64(await payloadOf({ oid: randomUUID() }))}.${signature}`);
    },
  ],
  [
    'with its signature stripped',
    async () => {
      const [header, payload] = (await crafted()).split('.');
      return bearer(`${header}.${payload}.`);
    },
  ],
  ['that is not a JWT', async () => bearer('not-a-jwt')],
  // Source (check 1).
  [
    'in an X-Authorization header over 16 KB',
    async () => {
      const token = await crafted({ padding: 'x'.repeat(16 * 1024) });
      return { 'X-Authorization': `Bearer ${token}` };
    },
  ],
  [
    'bad in X-Authorization beside a valid Authorization',
    async () => ({ Authorization: `Bearer ${await crafted()}`, 'X-Authorization': `Bearer ${await crafted({ exp: now() - 120 })}` }),
  ],
];

describe('crafted tokens (spec 1-roles-and-identity §1.4.3, §1.7.9)', () => {
  beforeAll(async () => {
    const token = await signIn(DEMO_EMAILS.admin);
    const claims = claimsOf(token);
    admin = { tid: String(claims.tid), oid: String(claims.oid), email: DEMO_EMAILS.admin };
    // Binds the administrator's identity if no earlier suite did, before the store is compared.
    expect((await api('/api/active-account', { headers: bearer(token) })).status).toBe(200);
  });

  it(`refuses all ${KINDS.length} kinds with 401 invalid_token on a write and a private read, and writes nothing`, async () => {
    expect(KINDS.length).toBeGreaterThanOrEqual(12);
    const before = await storeSnapshot();
    for (const [kind, make] of KINDS) {
      for (const { path, init } of [WRITE, PRIVATE_READ]) {
        const headers = { ...(await make()), ...(init.body ? { 'Content-Type': 'application/json' } : {}) };
        const response = await api(path, { ...init, headers });
        await expectProblem(response, 'invalid_token', path).catch((error: unknown) => {
          throw new Error(`${kind} on ${path}: ${String(error)}`);
        });
      }
    }
    expect(await storeSnapshot()).toEqual(before);
  });

  it('gets from the local provider, for another application, a token Entra ID would issue: the portal as aud, that app as azp', async () => {
    const token = await signIn(DEMO_EMAILS.admin, `${API_SCOPE} openid profile offline_access`, { clientId: LOCAL_THIRD_PARTY_CLIENT_ID });
    expect(claimsOf(token)).toMatchObject({ aud: CLIENT_ID, azp: LOCAL_THIRD_PARTY_CLIENT_ID, scp: 'access_as_user', oid: admin.oid, tid: admin.tid });
  });

  it('accepts the same administrator token without the flaw (control case): the write would have happened', async () => {
    const headers = { ...bearer(await crafted()), 'Content-Type': 'application/json' };
    expect((await api(PRIVATE_READ.path, { headers })).status).toBe(200);
    const created = await api(WRITE.path, { ...WRITE.init, headers });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await api(`/api/delete-event/${id}`, { method: 'DELETE', headers })).status).toBe(204);
  });
});
