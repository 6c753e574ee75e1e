import { ApiError } from './errors';
import { WriteConflict, type KindRecords, type Loaded, type RecordKind, type RecordStore } from './records';

/**
 * Writes that only happen on the record as it was read: the client's version (`If-Match`, spec
 * 3-api §3.1.3) and the store's own tag (WriteConflict), with the retries of §3.1.6.
 */

/**
 * The `If-Match` header as spec 3-api §3.1.3 reads it: missing, unusable (`*` or a list:
 * 428), weak (never matches: 412), or one version (quoted or bare). http/if-match.ts parses it.
 */
export type IfMatch = { kind: 'missing' } | { kind: 'unusable' } | { kind: 'weak' } | { kind: 'version'; version: string };

const MAX_ATTEMPTS = 5;

/** Step 8 of spec 3-api §3.1.5 for a PATCH: the version sent must be the stored one. */
export function requireVersion(ifMatch: IfMatch, stored: string): void {
  if (ifMatch.kind === 'missing' || ifMatch.kind === 'unusable') throw new ApiError('version_required');
  if (ifMatch.kind === 'weak' || ifMatch.version !== stored) throw new ApiError('stale_version');
}

/** For a DELETE the version is checked only when one is sent. */
export function checkOptionalVersion(ifMatch: IfMatch, stored: string): void {
  if (ifMatch.kind === 'missing') return;
  requireVersion(ifMatch, stored);
}

/**
 * Runs a read-check-write step again when the store says the record changed since it was read
 * (a concurrent write that did not change the version, such as a last-login stamp, or one that
 * did: the next attempt then answers 412). Up to five attempts (spec 3-api §3.1.6).
 */
export async function retryOnWriteConflict<T>(attempt: () => Promise<T>, attempts = MAX_ATTEMPTS): Promise<T> {
  for (let remaining = attempts; ; remaining -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WriteConflict) || remaining <= 1) {
        if (error instanceof WriteConflict) throw new ApiError('stale_version');
        throw error;
      }
    }
  }
}

/**
 * A write the server makes on a record other than the one the request names (a member's copy of
 * the account's names, an account's member summary): conditional on what was read, re-read and
 * retried on a concurrent change, up to five times (spec 3-api §3.1.6). `change` returns the
 * record to store, or null when nothing is to be written. Answers the record as stored
 * afterwards, or null when it does not exist.
 */
export async function rewriteRecord<K extends RecordKind>(
  store: RecordStore,
  kind: K,
  id: string,
  change: (record: KindRecords[K]) => KindRecords[K] | null,
  first?: Loaded<KindRecords[K]>,
): Promise<KindRecords[K] | null> {
  let loaded: Loaded<KindRecords[K]> | null = first ?? (await store.get(kind, id));
  for (let attempt = 1; loaded; attempt += 1) {
    const next = change(loaded.record);
    if (!next) return loaded.record;
    try {
      await store.replace(kind, next, loaded.storeTag);
      return next;
    } catch (error) {
      if (!(error instanceof WriteConflict) || attempt >= MAX_ATTEMPTS) throw error;
    }
    loaded = await store.get(kind, id);
  }
  return null;
}
