import type { KeywordProjection } from '@portal/common/api/keyword';
import type { ReferenceListEntry } from '@portal/common/api/reference';
import type { ReferenceListName } from '@portal/common/demo/types';
import { keywordView } from './keyword-writes';
import type { RecordStore, ReferenceEntryRecord } from './records';
import { ListViews } from './list-views';

/** Left to inference: projection-contract.test.ts compares it with ReferenceListEntry. */
export function referenceListView(entry: Pick<ReferenceEntryRecord, 'id' | 'name_en' | 'name_fr' | 'retired' | 'etag'>) {
  return { id: entry.id, name_en: entry.name_en, name_fr: entry.name_fr, retired: entry.retired, etag: entry.etag };
}

/** Reference-list entry projection (spec 2-data-model §2.4.5): retired entries included. */
export async function listReferenceEntries(store: RecordStore, list: ReferenceListName): Promise<ReferenceListEntry[]> {
  const entries = await store.list('reference', ['name_en', 'name_fr', 'retired', 'etag'], { field: 'list', equals: list });
  return entries.map(referenceListView);
}

const KEYWORD_ITEMS = new ListViews(keywordView);

/** Keyword projection (spec 2-data-model §2.4.5). */
export async function listKeywords(store: RecordStore): Promise<KeywordProjection[]> {
  const keywords = await store.list('keyword', ['name_en', 'name_fr', 'etag']);
  return KEYWORD_ITEMS.of(keywords);
}
