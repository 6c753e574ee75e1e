import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createKeySet, KeySetUnavailable, UnknownSigningKey } from './key-set';

const URL_OF_SET = new URL('https://login.example/keys');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let first: JWK;
let second: JWK;

beforeAll(async () => {
  const publicJwk = async (kid: string) => ({ ...(await exportJWK((await generateKeyPair('RS256')).publicKey)), kid, use: 'sig' });
  [first, second] = await Promise.all([publicJwk('first'), publicJwk('second')]);
});

/** A provider whose answer the test changes, counting the fetches; a clock the test moves. */
function provider() {
  const state = {
    answer: (): Response => Response.json({ keys: [first] }),
    fetches: 0,
    time: 1_000_000,
    failures: [] as string[],
  };
  const keySet = createKeySet({
    url: URL_OF_SET,
    now: () => state.time,
    fetch: (async () => {
      state.fetches += 1;
      return state.answer();
    }) as typeof fetch,
    logFailure: (reason) => state.failures.push(reason),
  });
  return { state, keySet };
}

describe('signing key set (spec 1-roles-and-identity §1.4.4)', () => {
  it('is fetched when first needed and then kept in memory', async () => {
    const { state, keySet } = provider();
    expect(state.fetches).toBe(0);
    const key = await keySet.key('first');
    await keySet.key('first');
    state.time += 23 * 60 * MINUTE;
    expect(await keySet.key('first')).toBe(key);
    expect(state.fetches).toBe(1);
  });

  it.each([
    ['a 500', () => new Response('oops', { status: 500 })],
    ['a 404', () => Response.json({ keys: [] }, { status: 404 })],
    ['a 200 that is not JSON', () => new Response('<html>maintenance</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['a 200 JSON that is not a key set', () => Response.json({ error: 'throttled' })],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed')) as unknown as Response],
    ['a time-out', () => Promise.reject(new DOMException('timed out', 'TimeoutError')) as unknown as Response],
  ])('counts %s as unavailable (503), never as an unknown key (401)', async (_name, answer) => {
    const { state, keySet } = provider();
    state.answer = answer;
    await expect(keySet.key('first')).rejects.toBeInstanceOf(KeySetUnavailable);
    expect(state.failures).toHaveLength(1);
  });

  it('gives up on a key set that does not answer within the time-out (503)', async () => {
    const keySet = createKeySet({
      url: URL_OF_SET,
      fetchTimeoutMs: 20,
      // A provider that never answers: only the request's time-out signal ends the wait.
      fetch: ((_url: URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)))) as typeof fetch,
    });
    await expect(keySet.key('first')).rejects.toBeInstanceOf(KeySetUnavailable);
  });

  it('re-fetches once for an unknown kid, at most once per minute, and refuses a kid still unknown', async () => {
    const { state, keySet } = provider();
    await keySet.key('first');
    // Within a minute of the first fetch there is no re-fetch: refused at once.
    await expect(keySet.key('nobody')).rejects.toBeInstanceOf(UnknownSigningKey);
    expect(state.fetches).toBe(1);
    state.time += MINUTE;
    await expect(keySet.key('nobody')).rejects.toBeInstanceOf(UnknownSigningKey);
    await expect(keySet.key('nobody')).rejects.toBeInstanceOf(UnknownSigningKey);
    expect(state.fetches).toBe(2);

    state.answer = () => Response.json({ keys: [first, second] });
    state.time += MINUTE - 1;
    await expect(keySet.key('second')).rejects.toBeInstanceOf(UnknownSigningKey);
    state.time += 1;
    await expect(keySet.key('second')).resolves.toBeDefined();
    expect(state.fetches).toBe(3);
  });

  it('answers 503 for an unknown kid when the re-fetch fails, and keeps serving the cached keys', async () => {
    const { state, keySet } = provider();
    await keySet.key('first');
    state.answer = () => new Response('down', { status: 503 });
    state.time += MINUTE;
    await expect(keySet.key('second')).rejects.toBeInstanceOf(KeySetUnavailable);
    await expect(keySet.key('first')).resolves.toBeDefined();
  });

  it('re-fetches a set older than 24 hours and keeps the old one while the re-fetch fails', async () => {
    const { state, keySet } = provider();
    const key = await keySet.key('first');
    state.time += DAY;
    state.answer = () => new Response('down', { status: 502 });
    expect(await keySet.key('first')).toBe(key);
    expect(state.fetches).toBe(2);
    expect(state.failures).toEqual(['key set answered 502']);

    // Retried after the 503's Retry-After (5 s), not on every request; old set still in use.
    state.time += 4_999;
    expect(await keySet.key('first')).toBe(key);
    expect(state.fetches).toBe(2);
    state.time += 1;
    expect(await keySet.key('first')).toBe(key);
    expect(state.fetches).toBe(3);

    // A kid the old set lacks cannot be told unknown while the provider is down: 503.
    await expect(keySet.key('second')).rejects.toBeInstanceOf(KeySetUnavailable);

    // Once a fetch succeeds, the new set replaces the old one.
    state.time += 5_000;
    state.answer = () => Response.json({ keys: [second] });
    await expect(keySet.key('second')).resolves.toBeDefined();
    state.time += MINUTE;
    await expect(keySet.key('first')).rejects.toBeInstanceOf(UnknownSigningKey);
  });

  it('waits 5 seconds before trying again when the first fetch failed', async () => {
    const { state, keySet } = provider();
    state.answer = () => new Response('down', { status: 500 });
    await expect(keySet.key('first')).rejects.toBeInstanceOf(KeySetUnavailable);
    state.answer = () => Response.json({ keys: [first] });
    state.time += 4_999;
    await expect(keySet.key('first')).rejects.toBeInstanceOf(KeySetUnavailable);
    state.time += 1;
    await expect(keySet.key('first')).resolves.toBeDefined();
    expect(state.fetches).toBe(2);
  });

  it('makes concurrent first requests share one fetch', async () => {
    const { state, keySet } = provider();
    await Promise.all(Array.from({ length: 10 }, () => keySet.key('first')));
    expect(state.fetches).toBe(1);
  });

  it('uses only RSA keys meant for RS256 signatures', async () => {
    const { state, keySet } = provider();
    const ec = { ...(await exportJWK((await generateKeyPair('ES256')).publicKey)), kid: 'ec', use: 'sig' };
    state.answer = () =>
      Response.json({ keys: [ec, { ...first, kid: 'enc', use: 'enc' }, { ...first, kid: 'ps', alg: 'PS256' }, { kty: 'RSA', kid: 'broken' }, 7, null, second] });
    await expect(keySet.key('second')).resolves.toBeDefined();
    for (const kid of ['ec', 'enc', 'ps', 'broken']) await expect(keySet.key(kid)).rejects.toBeInstanceOf(UnknownSigningKey);
  });
});
