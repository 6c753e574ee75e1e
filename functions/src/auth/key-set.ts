import { importJWK, type JWK } from 'jose';

/**
 * The identity provider's signing keys, kept in memory by each function instance (spec
 * 1-roles-and-identity §1.4.4). Written here rather than taken from jose's remote key set, which
 * counts a non-200 answer as a bad token (401) and, once its 24-hour cache has expired, drops the
 * cached set when the re-fetch fails: both would sign people out because of a provider outage
 * (docs/adr/0030-own-key-set-cache.md).
 */
export type VerificationKey = Awaited<ReturnType<typeof importJWK>>;

/** No key of that `kid`, in a set fetched successfully: the token is refused (401). */
export class UnknownSigningKey extends Error {}

/** The set cannot be fetched and no cached key matches: an outage, never a bad token (503). */
export class KeySetUnavailable extends Error {}

export interface KeySetOptions {
  url: URL;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; injected by the tests. */
  now?: () => number;
  /** Least time between two fetches after a successful one (spec: once per minute). */
  refetchCooldownMs?: number;
  /** How long a fetch may take (spec: 5 s); shortened by the tests. */
  fetchTimeoutMs?: number;
  /** Called with the reason of each failed fetch (no key material in it). */
  logFailure?: (reason: string) => void;
}

export interface KeySet {
  /** The verification key of `kid`; throws UnknownSigningKey or KeySetUnavailable. */
  key(kid: string): Promise<VerificationKey>;
}

const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5_000;
const REFETCH_COOLDOWN_MS = 60_000;
// After a failed fetch the next try waits as long as the 503's Retry-After says (5 s), so an
// outage costs at most one waiting request per 5 s instead of a 5-second time-out per request.
const RETRY_AFTER_FAILURE_MS = 5_000;

export function createKeySet(options: KeySetOptions): KeySet {
  const fetchSet = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cooldown = options.refetchCooldownMs ?? REFETCH_COOLDOWN_MS;
  const timeout = options.fetchTimeoutMs ?? FETCH_TIMEOUT_MS;
  const retryAfterFailure = Math.min(cooldown, RETRY_AFTER_FAILURE_MS);

  let cached: { keys: Map<string, VerificationKey>; fetchedAt: number } | null = null;
  let lastAttemptAt = Number.NEGATIVE_INFINITY;
  let lastAttemptFailed = false;
  let pending: Promise<void> | null = null;

  async function download(): Promise<Map<string, VerificationKey>> {
    const answer = await fetchSet(options.url, { signal: AbortSignal.timeout(timeout), headers: { Accept: 'application/json' } });
    // Not a 200 with a JSON key set: "cannot be fetched", never "no such key" (§1.4.4).
    if (answer.status !== 200) throw new Error(`key set answered ${answer.status}`);
    const body: unknown = await answer.json().catch(() => null);
    const listed = (body as { keys?: unknown } | null)?.keys;
    if (!Array.isArray(listed)) throw new Error('key set answer is not a JSON key set');
    const keys = new Map<string, VerificationKey>();
    for (const jwk of listed as JWK[]) {
      // Only RSA keys meant for signatures (§1.4.4); a key that does not import is skipped.
      if (jwk?.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
      if ((jwk.use !== undefined && jwk.use !== 'sig') || (jwk.alg !== undefined && jwk.alg !== 'RS256')) continue;
      const key = await importJWK(jwk, 'RS256').catch(() => null);
      if (key) keys.set(jwk.kid, key);
    }
    return keys;
  }

  /** One fetch at a time per instance; concurrent callers wait for the same one. */
  function refresh(): Promise<void> {
    pending ??= (async () => {
      lastAttemptAt = now();
      try {
        cached = { keys: await download(), fetchedAt: now() };
        lastAttemptFailed = false;
      } catch (error) {
        // The old set, if any, stays in use until a fetch succeeds (§1.4.4).
        lastAttemptFailed = true;
        options.logFailure?.(error instanceof Error ? error.message : 'key set fetch failed');
      } finally {
        pending = null;
      }
    })();
    return pending;
  }

  function needsFetch(kid: string): boolean {
    const stale = cached === null || now() - cached.fetchedAt >= MAX_AGE_MS || !cached.keys.has(kid);
    if (!stale) return false;
    if (pending) return true;
    return now() - lastAttemptAt >= (lastAttemptFailed ? retryAfterFailure : cooldown);
  }

  return {
    async key(kid) {
      if (needsFetch(kid)) await refresh();
      const key = cached?.keys.get(kid);
      if (key) return key;
      if (cached === null || lastAttemptFailed) throw new KeySetUnavailable();
      throw new UnknownSigningKey();
    },
  };
}
