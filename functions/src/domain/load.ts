import { ApiError } from './errors';
import type { KindRecords, Loaded, RecordKind, RecordStore } from './records';

/** Step 6 of spec 3-api §3.1.5: the record named by the path, or 404 (malformed ids included). */
export async function loadRecord<K extends RecordKind>(store: RecordStore, kind: K, id: string | undefined): Promise<Loaded<KindRecords[K]>> {
  const loaded = id ? await store.get(kind, id) : null;
  if (!loaded) throw new ApiError('not_found');
  return loaded;
}
