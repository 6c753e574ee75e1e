import type { KeywordProjection } from '@portal/common/api/keyword';
import type { FieldError } from '@portal/common/errors/catalog';
import { validateCreate, validateUpdate, type Body } from '@portal/common/validation/schema';
import { keywordSchema } from '@portal/common/validation/schemas/keyword';
import { ApiError } from './errors';
import { type IfMatch, requireVersion, retryOnWriteConflict } from './conditional-writes';
import { changes, storedFields, validOrThrow } from './request-values';
import type { WriteDeps } from './write-deps';
import { creationMetadata, touched } from './record-metadata';
import { type KeywordRecord, type UniqueKey } from './records';
import { keywordKeys, takenPairNames, uniqueChanges, withTakenNames } from './unique-keys';

/** Keywords (spec 3-api §3.7.6–§3.7.7, 2-data-model §2.2.4). */

/** The keyword projection (2-data-model §2.4.5). */
export function keywordProjection(keyword: KeywordRecord): KeywordProjection {
  return keywordView(keyword);
}

/**
 * The projection's shape, with its type inferred so that the people drift test can compare it
 * with the declared `KeywordProjection` (an annotation alone lets a spread add fields unseen).
 */
export function keywordView(keyword: Pick<KeywordRecord, 'id' | 'name_en' | 'name_fr' | 'etag'>) {
  return { id: keyword.id, name_en: keyword.name_en, name_fr: keyword.name_fr, etag: keyword.etag };
}

/**
 * The `not_unique` items of a 409 (3-api §3.7.6): each name whose comparison key another keyword
 * already has in the same language, in the body's order.
 */
export function takenKeywordNames(keyword: Pick<KeywordRecord, 'name_en' | 'name_fr'>, taken: readonly UniqueKey[], body: Body): FieldError[] {
  return takenPairNames(keyword, 'keyword', 'keyword', taken, body);
}

const withUniqueNames = <T>(keyword: KeywordRecord, body: Body, write: () => Promise<T>): Promise<T> =>
  withTakenNames((taken) => takenKeywordNames(keyword, taken, body), write);

/** `POST /api/register-keyword`: at least one name, each unique in its language. */
export async function registerKeyword(deps: WriteDeps, body: Body): Promise<KeywordRecord> {
  const values = validOrThrow(keywordSchema, body, validateCreate(keywordSchema, body));
  const keyword: KeywordRecord = { ...creationMetadata(deps.caller, deps.now), ...values };
  await withUniqueNames(keyword, body, () => deps.store.create('keyword', keyword, keywordKeys(keyword)));
  return keyword;
}

/**
 * `PATCH /api/update-keyword/{id}`: the pair rule on the result, 404, the version, then the names'
 * uniqueness against every other keyword (its own names are kept, never compared with itself).
 */
export async function updateKeyword(deps: WriteDeps, id: string | undefined, body: Body, ifMatch: IfMatch): Promise<KeywordRecord> {
  const { store } = deps;
  return retryOnWriteConflict(async () => {
    const loaded = id ? await store.get('keyword', id) : null;
    const stored = loaded?.record;
    const values = validOrThrow(keywordSchema, body, validateUpdate(keywordSchema, body, storedFields(stored)));
    if (!loaded || !stored) throw new ApiError('not_found');
    requireVersion(ifMatch, stored.etag);
    if (!changes(stored, values)) return stored;
    const updated = touched({ ...stored, ...values }, deps.caller, deps.now);
    const unique = uniqueChanges(keywordKeys(stored), keywordKeys(updated));
    await withUniqueNames(updated, body, () => store.replace('keyword', updated, loaded.storeTag, unique));
    return updated;
  });
}
