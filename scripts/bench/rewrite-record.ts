import type { Container, ItemDefinition } from '@azure/cosmos';
import { PARTITION_OF } from '../../functions/src/data/cosmos-record-store';
import { SYSTEM_FIELDS } from '../../functions/src/data/documents';
import type { RecordKind } from '../../functions/src/domain/records';

/**
 * Writes one record of a kind again, unchanged but with a new write time, as an edit would:
 * before a timed list request, so that it measures the rebuild after a write (docs/adr/0039).
 * The local host drops its kept answers on any store write, so the list is built again.
 */
export function recordRewriter(records: Container): (kind: RecordKind) => Promise<void> {
  const chosen = new Map<RecordKind, ItemDefinition>();
  return async (kind) => {
    let document = chosen.get(kind);
    if (!document) {
      const { resources } = await records.items
        .query<ItemDefinition>(
          { query: 'SELECT TOP 1 * FROM c WHERE c.pk = @pk AND c.kind = @kind', parameters: [{ name: '@pk', value: PARTITION_OF[kind] }, { name: '@kind', value: kind }] },
          { partitionKey: PARTITION_OF[kind] },
        )
        .fetchAll();
      const [found] = resources;
      if (!found) throw new Error(`no ${kind} to rewrite`);
      document = Object.fromEntries(Object.entries(found).filter(([field]) => !(SYSTEM_FIELDS as readonly string[]).includes(field))) as ItemDefinition;
      chosen.set(kind, document);
    }
    await records.items.upsert(document);
  };
}
