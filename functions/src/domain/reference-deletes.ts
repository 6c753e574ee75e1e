import { KEYWORD_IN_USE_MESSAGE, REQUEST_CODES } from '@portal/common/errors/catalog';
import type { UsageListName } from '@portal/common/api/reference';
import { checkOptionalVersion, type IfMatch } from './conditional-writes';
import { ApiError } from './errors';
import { countUsage, isReferenceList, loadListEntry, usageText } from './reference-usage';
import { keywordKeys, referenceEntryKeys } from './unique-keys';
import type { WriteDeps } from './write-deps';

/**
 * Deleting a reference-list entry or a keyword (spec 3-api §3.16.1): only one that no record
 * uses, inactive members included, counted again at the moment of deleting; otherwise
 * `entry_in_use` with the usage and nothing deleted. A record that starts using it during the
 * delete is left with a dangling link, which 2-data-model §2.3 note 2 removes on read and write.
 * The store's delete bumps the `lookup` partition's change marker, so the lists drop the entry.
 */
async function deleteUnused(deps: WriteDeps, list: UsageListName, id: string | undefined, ifMatch: IfMatch): Promise<void> {
  const entry = await loadListEntry(deps.store, list, id);
  checkOptionalVersion(ifMatch, entry.etag);
  const usage = await countUsage(deps.store, list, entry.id);
  if (usage.total > 0) {
    // The keyword variant (spec README, "Settled after review") names only members.
    const detail =
      list === 'keywords'
        ? KEYWORD_IN_USE_MESSAGE.en.replace('{count}', String(usage.total))
        : REQUEST_CODES.entry_in_use.en.replace('{usage}', usageText(usage));
    throw new ApiError('entry_in_use', { usage, detail });
  }
  if (list === 'keywords') await deps.store.remove('keyword', entry.id, keywordKeys(entry));
  else await deps.store.remove('reference', entry.id, referenceEntryKeys(list, entry));
}

/** `DELETE /api/delete-keyword/{id}`. */
export function deleteKeyword(deps: WriteDeps, id: string | undefined, ifMatch: IfMatch): Promise<void> {
  return deleteUnused(deps, 'keywords', id, ifMatch);
}

/** `DELETE /api/delete-reference/{list}/{id}`: 404 for an unknown list or an id not in that list. */
export async function deleteReference(deps: WriteDeps, list: string | undefined, id: string | undefined, ifMatch: IfMatch): Promise<void> {
  if (!isReferenceList(list)) throw new ApiError('not_found');
  return deleteUnused(deps, list, id, ifMatch);
}
