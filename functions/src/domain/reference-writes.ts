import type { ReferenceListEntry } from '@portal/common/api/reference';
import type { ReferenceListName } from '@portal/common/demo/types';
import type { FieldError } from '@portal/common/errors/catalog';
import { validateCreate, validateUpdate, type Body } from '@portal/common/validation/schema';
import { registerReferenceSchema, updateReferenceSchema } from '@portal/common/validation/schemas/reference-entry';
import { type IfMatch, requireVersion, retryOnWriteConflict } from './conditional-writes';
import { ApiError } from './errors';
import { referenceListView } from './lookups';
import { creationMetadata, touched } from './record-metadata';
import { type ReferenceEntryRecord, type UniqueKey } from './records';
import { isReferenceList } from './reference-usage';
import { changes, storedFields, validOrThrow } from './request-values';
import { referenceEntryKeys, takenPairNames, uniqueChanges, withTakenNames } from './unique-keys';
import type { WriteDeps } from './write-deps';

/**
 * Adding, renaming, retiring and restoring reference-list entries (spec 3-api §3.16.1, 2-data-model
 * §2.2.10). Records hold the entry's id, so a rename shows everywhere without writing them, and a
 * retired entry stays on the records that use it (§3.3.1 `retired_reference` refuses new links).
 */

/** The entry projection (2-data-model §2.4.5), as the lists answer it. */
export function referenceEntryProjection(entry: ReferenceEntryRecord): ReferenceListEntry {
  return referenceListView(entry);
}

/**
 * The `not_unique` items of a 409: each name whose comparison key another entry of the same list
 * (retired ones included) has in the same language, in the body's order.
 */
export function takenReferenceNames(entry: ReferenceEntryRecord, taken: readonly UniqueKey[], body: Body): FieldError[] {
  return takenPairNames(entry, `reference-${entry.list}`, 'reference', taken, body);
}

const withUniqueNames = <T>(entry: ReferenceEntryRecord, body: Body, write: () => Promise<T>): Promise<T> =>
  withTakenNames((taken) => takenReferenceNames(entry, taken, body), write);

function listOrNotFound(list: string | undefined): ReferenceListName {
  if (!isReferenceList(list)) throw new ApiError('not_found');
  return list;
}

/** `POST /api/register-reference/{list}`: both names, each unique in its language within the list; not retired. */
export async function registerReference(deps: WriteDeps, list: string | undefined, body: Body): Promise<ReferenceEntryRecord> {
  const name = listOrNotFound(list);
  const values = validOrThrow(registerReferenceSchema, body, validateCreate(registerReferenceSchema, body));
  const entry: ReferenceEntryRecord = { ...creationMetadata(deps.caller, deps.now), ...values, list: name, retired: false };
  await withUniqueNames(entry, body, () => deps.store.create('reference', entry, referenceEntryKeys(name, entry)));
  return entry;
}

/**
 * `PATCH /api/update-reference/{list}/{id}`: validation, 404 (unknown list, id not in that list),
 * the version, then the names' uniqueness against the other entries of the list.
 */
export async function updateReference(deps: WriteDeps, list: string | undefined, id: string | undefined, body: Body, ifMatch: IfMatch): Promise<ReferenceEntryRecord> {
  const { store } = deps;
  return retryOnWriteConflict(async () => {
    const name = isReferenceList(list) ? list : null;
    const loaded = name && id ? await store.get('reference', id) : null;
    const stored = loaded && loaded.record.list === name ? loaded.record : undefined;
    const values = validOrThrow(updateReferenceSchema, body, validateUpdate(updateReferenceSchema, body, storedFields(stored)));
    if (!loaded || !stored || !name) throw new ApiError('not_found');
    requireVersion(ifMatch, stored.etag);
    if (!changes(stored, values)) return stored;
    const updated = touched({ ...stored, ...values }, deps.caller, deps.now);
    const unique = uniqueChanges(referenceEntryKeys(name, stored), referenceEntryKeys(name, updated));
    await withUniqueNames(updated, body, () => store.replace('reference', updated, loaded.storeTag, unique));
    return updated;
  });
}
