import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { REQUEST_CODES, type RequestCode } from '@portal/common/errors/catalog';
import type { KeySetOutage } from '../../../scripts/local/test-keys';

// Helpers of the token suites (crafted-tokens, key-set-outage): keys an attacker could hold or
// make, and the identity-provider outage switch (the store as a whole: store-snapshot.ts).

const controlUrl = () => process.env.PORTAL_TEST_CONTROL_URL ?? '';

/** The trusted test key, private part (the API trusts its public part). */
export function trustedTestKey(): JWK {
  return JSON.parse(readFileSync(process.env.PORTAL_TEST_KEY_FILE ?? '', 'utf8')) as JWK;
}

/** The trusted test key's public part as PEM, as anyone can derive it from the published key set. */
export function trustedPublicKeyPem(): string {
  const { kty, n, e } = trustedTestKey();
  return createPublicKey({ key: { kty, n, e }, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
}

/** Signs `payload` with `alg` and a key of the trusted test key's material imported for that algorithm. */
export async function signWithTrustedKey(payload: Record<string, unknown>, alg: string): Promise<string> {
  const jwk = trustedTestKey();
  const key = await importJWK({ ...jwk, alg }, alg);
  return new SignJWT(payload).setProtectedHeader({ alg, kid: jwk.kid ?? 'test-key', typ: 'JWT' }).sign(key);
}

/** Signs `payload` with a key the API has never seen (RS256), under `kid`. */
export async function signWithForeignKey(payload: Record<string, unknown>, kid: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(privateKey);
}

/** Makes the test key set answer like a failing identity provider, or ends the outage with `none`. */
export async function setKeySetOutage(answer: KeySetOutage | 'none'): Promise<void> {
  const response = await fetch(`${controlUrl()}/key-set-outage?answer=${answer}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`key-set outage control answered ${response.status}`);
}

/** Asserts `response` is exactly the catalogue's problem document for `code` (spec 3-api §3.2), nothing more. */
export async function expectProblem(response: Response, code: RequestCode, instance: string): Promise<void> {
  const entry = REQUEST_CODES[code];
  expect(response.status).toBe(entry.status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ type: `urn:portal:problem:${code}`, title: entry.title, status: entry.status, detail: entry.en, code, instance });
}
