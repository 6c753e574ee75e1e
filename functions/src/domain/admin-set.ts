import { ApiError } from './errors';
import type { AdminSetRepository } from './ports';
import { WriteConflict } from './records';

const MAX_ATTEMPTS = 5;

/**
 * The administrator set (docs/adr/0006, spec 1-roles-and-identity §1.7.3). Every change that can
 * lower the number of administrators passes one conditional write of the set, so two of them
 * are serialised. The set never names an account that is not an administrator: an id is added
 * after the account holds the flag and taken out before the flag is removed.
 */

/**
 * Takes `id` out of the set, refusing with `409 last_admin` when no other administrator would
 * remain. One conditional write: a concurrent change of the set throws WriteConflict, and the
 * caller runs its whole step again against the new set.
 */
export async function takeFromAdminSet(adminSet: AdminSetRepository, id: string): Promise<void> {
  const set = await adminSet.read();
  const remaining = set.ids.filter((adminId) => adminId !== id);
  if (remaining.length === 0) throw new ApiError('last_admin');
  if (remaining.length === set.ids.length) return;
  await adminSet.write(remaining, set.storeTag);
}

/** Adds `id` to the set (the account already holds the flag); retried on a concurrent change. */
export async function addToAdminSet(adminSet: AdminSetRepository, id: string): Promise<void> {
  await rewriteSet(adminSet, (ids) => (ids.includes(id) ? null : [...ids, id]));
}

/** Takes `id` out of the set without any check (the account is gone). */
export async function dropFromAdminSet(adminSet: AdminSetRepository, id: string): Promise<void> {
  await rewriteSet(adminSet, (ids) => (ids.includes(id) ? ids.filter((adminId) => adminId !== id) : null));
}

async function rewriteSet(adminSet: AdminSetRepository, change: (ids: string[]) => string[] | null): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const set = await adminSet.read();
    const next = change(set.ids);
    if (!next) return;
    try {
      await adminSet.write(next, set.storeTag);
      return;
    } catch (error) {
      if (!(error instanceof WriteConflict) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
