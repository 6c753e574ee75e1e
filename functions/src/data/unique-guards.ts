import type { Container } from '@azure/cosmos';
import { guardIsOrphaned, guardOwnerKind } from '../domain/unique-guards';
import type { KindRecords, RecordKind, UniqueKey } from '../domain/records';
import { isStatus } from './cosmos';
import { guardId } from './cosmos-helpers';
import type { UniqueDocument } from './documents';

/**
 * A guard younger than this may belong to a write still in progress (its record not written
 * yet): it is never taken over. Every write finishes well within it.
 */
export const GUARD_GRACE_SECONDS = 60;

type StoredGuard = UniqueDocument & { _etag: string; _ts?: number };

/** Reads the record that owns a guard, or null. */
export type OwnerReader = (kind: RecordKind, id: string) => Promise<KindRecords[RecordKind] | null>;

/**
 * Claims `key` for `ownerId` (issue 12 Deliver 5): creates its guard; a guard already held by the
 * same owner counts as claimed; a guard held by another record is taken over, with a write
 * conditional on the guard as read, only when it is older than GUARD_GRACE_SECONDS and its owner
 * no longer holds the value (domain/unique-guards.ts), so that a request that failed or died
 * between its record and its guard never locks a value out for good. Answers `claimed` (created
 * or taken over here), `held` (the owner held it already) or `taken`.
 */
export async function claimGuard(
  container: Container,
  key: Pick<UniqueKey, 'scope' | 'value'>,
  ownerId: string,
  readOwner: OwnerReader,
  nowSeconds: () => number = () => Date.now() / 1000,
): Promise<'claimed' | 'held' | 'taken'> {
  const guard: UniqueDocument = { id: guardId(key.scope, key.value), pk: 'unique', kind: 'unique', owner_id: ownerId };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await container.items.create(guard);
      return 'claimed';
    } catch (error) {
      if (!isStatus(error, 409)) throw error;
    }
    const { resource } = await container.item(guard.id, 'unique').read<StoredGuard>();
    if (!resource) continue; // released meanwhile: create it again
    if (resource.owner_id === ownerId) return 'held';
    if (!(await orphaned(key, resource, readOwner, nowSeconds()))) return 'taken';
    try {
      await container.item(guard.id, 'unique').replace(guard, { accessCondition: { type: 'IfMatch', condition: resource._etag } });
      return 'claimed';
    } catch (error) {
      if (!isStatus(error, 412) && !isStatus(error, 404)) throw error;
    }
  }
  return 'taken';
}

async function orphaned(key: Pick<UniqueKey, 'scope' | 'value'>, guard: StoredGuard, readOwner: OwnerReader, now: number): Promise<boolean> {
  if (typeof guard._ts !== 'number' || now - guard._ts < GUARD_GRACE_SECONDS) return false;
  const kind = guardOwnerKind(key.scope);
  if (!kind) return false;
  return guardIsOrphaned(key, await readOwner(kind, guard.owner_id));
}
