import type { Container } from '@azure/cosmos';
import type { AuditEntry, AuditRecordKind } from '@portal/common/api/history';
import type { AuditLog } from '../domain/ports';
import { ALL_PAGE } from './cosmos-helpers';
import { SYSTEM_FIELDS } from './documents';

const SECONDS_PER_DAY = 86_400;

type AuditDocument = AuditEntry & { record_key: string; ttl: number };

/** The partition of a record's entries: its history is one single-partition query (A26). */
export function recordKey(kind: AuditRecordKind, id: string): string {
  return `${kind}:${id}`;
}

function toEntry(document: Record<string, unknown>): AuditEntry {
  const entry = { ...document };
  for (const field of [...SYSTEM_FIELDS, 'record_key', 'ttl']) delete entry[field];
  return entry as unknown as AuditEntry;
}

/**
 * Audit entries in the `audit` container (docs/adr/0044). Each carries its own `ttl`, so Cosmos DB
 * removes it once `AUDIT_RETENTION_DAYS` have passed (the container's default TTL is -1: keep
 * unless the item says otherwise); reads also leave out older entries, so a store that does not
 * expire items (the local stand-in) answers the same.
 */
export class CosmosAuditLog implements AuditLog {
  constructor(
    private readonly container: Container,
    private readonly retentionDays: number,
  ) {}

  async append(entry: AuditEntry): Promise<void> {
    const document: AuditDocument = { ...entry, record_key: recordKey(entry.record_kind, entry.record_id), ttl: this.retentionDays * SECONDS_PER_DAY };
    await this.container.items.create(document);
  }

  async read(kind: AuditRecordKind, id: string, since: string, limit: number): Promise<AuditEntry[]> {
    const key = recordKey(kind, id);
    const { resources } = await this.container.items
      .query<Record<string, unknown>>(
        {
          // The limit is a number of ours, written into the text (TOP takes no parameter locally).
          query: `SELECT TOP ${Math.trunc(limit)} * FROM c WHERE c.record_key = @key AND c.created_at >= @since ORDER BY c.created_at DESC`,
          parameters: [
            { name: '@key', value: key },
            { name: '@since', value: since },
          ],
        },
        { partitionKey: key, maxItemCount: ALL_PAGE },
      )
      .fetchAll();
    return resources.map(toEntry);
  }

  async erase(kind: AuditRecordKind, id: string): Promise<void> {
    const key = recordKey(kind, id);
    const { resources } = await this.container.items
      .query<AuditDocument>(
        { query: 'SELECT * FROM c WHERE c.record_key = @key AND ARRAY_LENGTH(c.changes) > 0', parameters: [{ name: '@key', value: key }] },
        { partitionKey: key, maxItemCount: ALL_PAGE },
      )
      .fetchAll();
    for (const document of resources) {
      // A replaced item's time to live counts from the replacement: keep the entry's own end.
      const age = Math.floor((Date.now() - Date.parse(document.created_at)) / 1000);
      const ttl = Math.max(1, document.ttl - Math.max(0, age));
      await this.container.item(document.id, key).replace({ ...toEntry(document as unknown as Record<string, unknown>), changes: [], record_key: key, ttl });
    }
  }
}
