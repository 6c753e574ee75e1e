import { WriteConflict, type KindRecords, type Loaded, type RecordKind, type RecordStore } from './records';

const MAX_ATTEMPTS = 5;

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

/** Runs the jobs with at most `limit` of them at a time; fails on the first failure. */
export async function runLimited(jobs: readonly (() => Promise<unknown>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      await job?.();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}
