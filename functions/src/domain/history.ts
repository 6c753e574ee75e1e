import { HISTORY_LIMIT, isAuditRecordKind, type AuditEntry } from '@portal/common/api/history';
import { isId } from '@portal/common/validation/id';
import { ApiError } from './errors';
import type { AuditLog } from './ports';

const DAY_MS = 86_400_000;

const newestFirst = (a: AuditEntry, b: AuditEntry) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0);

/**
 * `GET /api/history/{kind}/{id}` (spec 3-api §3.16.2, 6-data-and-beyond §6.3.5): the newest
 * entries of one record, deleted or not, within the retention; a member's include its insight's,
 * merged by time. One query per kind read (A26). An unknown kind or a malformed id is 404.
 */
export async function recordHistory(audit: AuditLog, kind: string, id: string, now: Date, retentionDays: number): Promise<AuditEntry[]> {
  if (!isAuditRecordKind(kind) || !isId(id)) throw new ApiError('not_found');
  const since = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const kinds = kind === 'member' ? (['member', 'insight'] as const) : [kind];
  const answers = await Promise.all(kinds.map((read) => audit.read(read, id, since, HISTORY_LIMIT)));
  return answers.length === 1 ? answers[0]! : answers.flat().sort(newestFirst).slice(0, HISTORY_LIMIT);
}
