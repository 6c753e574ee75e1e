import type { AuditEntry, AuditRecordKind } from '@portal/common/api/history';
import type { AuditLog } from '../domain/ports';

/** Audit entries in memory, for unit tests only; `failures` makes the next appends throw. */
export class InMemoryAuditLog implements AuditLog {
  readonly entries: AuditEntry[] = [];
  failures = 0;

  async append(entry: AuditEntry): Promise<void> {
    await Promise.resolve();
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('store unavailable');
    }
    this.entries.push(structuredClone(entry));
  }

  async read(kind: AuditRecordKind, id: string, since: string, limit: number): Promise<AuditEntry[]> {
    await Promise.resolve();
    return this.entries
      .filter((entry) => entry.record_kind === kind && entry.record_id === id && entry.created_at >= since)
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
      .slice(0, limit)
      .map((entry) => structuredClone(entry));
  }

  async erase(kind: AuditRecordKind, id: string): Promise<void> {
    await Promise.resolve();
    for (const entry of this.entries) if (entry.record_kind === kind && entry.record_id === id) entry.changes = [];
  }
}
