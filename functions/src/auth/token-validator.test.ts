import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../domain/errors';
import { createKeySet } from './key-set';
import { bearerToken, createTokenValidator, tokenEmail } from './token-validator';

const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('bearerToken', () => {
  it('prefers X-Authorization over Authorization', () => {
    expect(bearerToken(headers({ 'x-authorization': 'Bearer aaa.bbb.ccc', authorization: 'Bearer zzz' }))).toBe('aaa.bbb.ccc');
  });

  it('accepts the scheme in any case', () => {
    expect(bearerToken(headers({ authorization: 'bEaReR aaa.bbb.ccc' }))).toBe('aaa.bbb.ccc');
  });

  it('returns null when neither header is present', () => {
    expect(bearerToken(headers({}))).toBeNull();
  });

  it.each(['Basic abc', 'Bearer', 'Bearer  two-spaces', 'Bearer a b'])('refuses the malformed value %s', (value) => {
    expect(() => bearerToken(headers({ 'x-authorization': value }))).toThrow();
  });

  it('refuses a header over 16 KB', () => {
    expect(() => bearerToken(headers({ authorization: `Bearer ${'a'.repeat(16 * 1024)}` }))).toThrow();
  });
});

describe('tokenEmail', () => {
  it('takes preferred_username when it is an address, trimmed and lower-cased', () => {
    expect(tokenEmail({ preferred_username: ' Ada@Example.ORG ', email: 'other@example.org' })).toBe('ada@example.org');
  });

  it('falls back to the email claim', () => {
    expect(tokenEmail({ preferred_username: 'ada', email: 'Ada@example.org' })).toBe('ada@example.org');
  });

  it('is null when neither claim is an address', () => {
    expect(tokenEmail({ preferred_username: 'ada' })).toBeNull();
  });
});

const CLIENT_ID = '00000000-0000-4000-8000-000000000001';
const TENANT = '11111111-2222-4333-8444-555555555555';
const OTHER_TENANT = '99999999-2222-4333-8444-555555555555';

describe('createTokenValidator (spec 1-roles-and-identity §1.4.3, §1.4.4)', () => {
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  let publicJwk: JWK;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', use: 'sig' };
  });

  /** A validator over a key set whose provider answers `answer` (by default the test key). */
  function validator(options: { allowedTenantIds?: string[]; answer?: () => Response } = {}) {
    const keySet = createKeySet({
      url: new URL('https://login.example/keys'),
      fetch: (async () => (options.answer ?? (() => Response.json({ keys: [publicJwk] })))()) as typeof fetch,
    });
    const config = {
      clientId: CLIENT_ID,
      audiences: [CLIENT_ID, `api://${CLIENT_ID}`],
      allowedTenantIds: options.allowedTenantIds ?? [],
      jwksUrl: new URL('https://login.example/keys'),
      issuerPattern: 'https://login.microsoftonline.com/{tid}/v2.0',
      jwksRefetchCooldownSeconds: 60,
    };
    return createTokenValidator(config, keySet);
  }

  /** An access token as Entra v2 issues it to the portal's SPA; `claims` overrides or removes (undefined). */
  async function token(claims: Record<string, unknown> = {}): Promise<string> {
    const tid = typeof claims.tid === 'string' ? claims.tid : TENANT;
    const payload: Record<string, unknown> = {
      iss: `https://login.microsoftonline.com/${tid}/v2.0`,
      aud: CLIENT_ID,
      azp: CLIENT_ID,
      tid,
      oid: '22222222-3333-4444-8555-666666666666',
      scp: 'access_as_user',
      preferred_username: 'ada@example.org',
      name: 'Ada',
      exp: Math.floor(Date.now() / 1000) + 600,
    };
    for (const [name, value] of Object.entries(claims)) {
      if (value === undefined) delete payload[name];
      else payload[name] = value;
    }
    return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'key-1' }).sign(privateKey);
  }

  /** Runs authenticate and answers the identity, or the error code with the logged reasons. */
  async function outcome(tokens: ReturnType<typeof validator>, value: string) {
    const reasons: string[] = [];
    try {
      const identity = await tokens.authenticate(headers({ authorization: `Bearer ${value}` }), (reason) => reasons.push(reason));
      return { identity, reasons };
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      return { code: (error as ApiError).code, headers: (error as ApiError).options.headers, reasons };
    }
  }

  it('accepts an access token issued to the portal (control case)', async () => {
    const result = await outcome(validator(), await token());
    expect(result.identity).toEqual({ tid: TENANT, oid: '22222222-3333-4444-8555-666666666666', email: 'ada@example.org', name: 'Ada' });
  });

  it('refuses a token issued to another application for the same API (check 10, azp)', async () => {
    const result = await outcome(validator(), await token({ azp: '33333333-4444-4555-8666-777777777777' }));
    expect(result).toMatchObject({ code: 'invalid_token', reasons: ['azp missing or another client'] });
  });

  it('refuses a token without azp, even with a v1 appid naming the portal (check 10)', async () => {
    const result = await outcome(validator(), await token({ azp: undefined, appid: CLIENT_ID }));
    expect(result).toMatchObject({ code: 'invalid_token', reasons: ['azp missing or another client'] });
  });

  it('refuses a tenant that is not allowed, and accepts an allowed one (check 4)', async () => {
    const restricted = validator({ allowedTenantIds: [OTHER_TENANT] });
    expect(await outcome(restricted, await token())).toMatchObject({ code: 'invalid_token', reasons: ['tenant not allowed'] });
    expect((await outcome(restricted, await token({ tid: OTHER_TENANT }))).identity?.tid).toBe(OTHER_TENANT);
  });

  it.each([
    ['a 500', () => new Response('down', { status: 500 })],
    ['a 200 that is not JSON', () => new Response('<html>maintenance</html>')],
    ['a 200 JSON without keys', () => Response.json({ error: 'throttled' })],
  ])('answers 503 identity_provider_unavailable with Retry-After when the key set answers %s', async (_name, answer) => {
    const result = await outcome(validator({ answer }), await token());
    expect(result).toMatchObject({ code: 'identity_provider_unavailable', headers: { 'Retry-After': '5' } });
  });

  it('answers 401 for a kid the fetched set does not hold', async () => {
    const stranger = await new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'key-2' }).sign(privateKey);
    expect(await outcome(validator(), stranger)).toMatchObject({ code: 'invalid_token', reasons: ['unknown kid'] });
  });
});
