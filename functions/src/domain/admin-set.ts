import { randomUUID } from 'node:crypto';
import { ApiError } from './errors';
import type { AdminSetLock, AdminSetRepository } from './ports';
import { WriteConflict } from './records';

/**
 * The administrator set (docs/adr/0006, spec 1-roles-and-identity §1.7.3): the ids of
 * administrators, in one record. It never names an account that is not an administrator, and it
 * is never emptied, so at least one administrator always remains.
 *
 * An account's flag and the set are two records that no store transaction covers. Checking one
 * and writing the other left races (issue 12): a grant adding an id after a concurrent removal
 * cleared the flag (a non-administrator in the set), or a removal clearing the flag of an account
 * that a grant was putting back into the set, so that the next last-administrator check counted
 * it. So every change of an administrator flag, and every change of the set, runs while holding
 * the set's lock: a lease written into the set record by a conditional write (one holder at a
 * time), released by the last write of the change. A holder that dies leaves a lease that
 * expires after LEASE_MS. Under the lock, changes keep this order, so that even a change cut
 * short leaves no non-administrator in the set: a flag is set before its id is added; an id is
 * taken out before its flag is cleared or its account removed.
 */
const LEASE_MS = 15_000;
/** How long a change waits for the lock before answering 503 service_unavailable. */
const WAIT_MS = 20;
const MAX_WAITS = 250;

/** The set while its lock is held. */
export interface HeldAdminSet {
  /** The ids as stored now. */
  readonly ids: readonly string[];
  /** Writes `ids` at once, keeping the lock (an id taken out before its flag is cleared). */
  keep(ids: readonly string[]): Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The clock and the wait between attempts to take the lock (unit tests pass their own). */
export interface Timing {
  clock?: () => number;
  pause?: (ms: number) => Promise<void>;
}

/**
 * Runs `change` holding the set's lock; `change` answers its value and the ids to store when the
 * lock is released (the current ones when it throws).
 */
export async function withAdminSet<T>(
  adminSet: AdminSetRepository,
  change: (set: HeldAdminSet) => Promise<{ value: T; ids?: readonly string[] }>,
  timing: Timing = {},
): Promise<T> {
  const lock: AdminSetLock = { owner: randomUUID(), until: '' };
  let held = await acquire(adminSet, lock, timing.clock ?? Date.now, timing.pause ?? pause);
  const set: HeldAdminSet = {
    get ids() {
      return held.ids;
    },
    async keep(ids) {
      held = { ids: [...new Set(ids)], storeTag: await adminSet.write([...new Set(ids)], lock, held.storeTag) };
    },
  };
  let outcome: { value: T; ids?: readonly string[] };
  try {
    outcome = await change(set);
  } catch (error) {
    await release(adminSet, held.ids, held.storeTag);
    throw error;
  }
  await release(adminSet, outcome.ids ?? held.ids, held.storeTag);
  return outcome.value;
}

async function acquire(
  adminSet: AdminSetRepository,
  lock: AdminSetLock,
  clock: () => number,
  wait: (ms: number) => Promise<void>,
): Promise<{ ids: string[]; storeTag: string }> {
  for (let waits = 0; ; waits += 1) {
    const set = await adminSet.read();
    const now = clock();
    if (!set.lock || Date.parse(set.lock.until) <= now) {
      lock.until = new Date(now + LEASE_MS).toISOString();
      try {
        return { ids: set.ids, storeTag: await adminSet.write(set.ids, lock, set.storeTag) };
      } catch (error) {
        if (!(error instanceof WriteConflict)) throw error;
      }
    }
    if (waits >= MAX_WAITS) throw new ApiError('service_unavailable');
    await wait(WAIT_MS);
  }
}

/** The last write of a change; a lease that expired and was taken over meanwhile is left alone. */
async function release(adminSet: AdminSetRepository, ids: readonly string[], storeTag: string): Promise<void> {
  try {
    await adminSet.write([...new Set(ids)], null, storeTag);
  } catch (error) {
    if (!(error instanceof WriteConflict)) throw error;
  }
}

/**
 * `ids` without `id`, refusing with `409 last_admin` when none would remain. Called holding the
 * lock, before the account's flag is cleared or the account removed.
 */
export function withoutAdministrator(ids: readonly string[], id: string): string[] {
  const remaining = ids.filter((adminId) => adminId !== id);
  if (remaining.length === 0 && ids.includes(id)) throw new ApiError('last_admin');
  return remaining;
}

/**
 * Adds `id` to the set once the account holds the flag (a new administrator account, the
 * bootstrap administrator); `stillAdministrator`, read under the lock, keeps out an account whose
 * flag was cleared meanwhile.
 */
export async function addToAdminSet(adminSet: AdminSetRepository, id: string, stillAdministrator: () => Promise<boolean> = async () => true): Promise<void> {
  await withAdminSet(adminSet, async (set) => ({
    value: undefined,
    ids: !set.ids.includes(id) && (await stillAdministrator()) ? [...set.ids, id] : set.ids,
  }));
}
