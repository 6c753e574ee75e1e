import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoDataset } from '@portal/common/demo/types';
import { AuditGenerator, auditSchemasOf, LIST_KINDS, type AuditEntry } from './audit';
import { generateNetwork } from './dataset';
import { parseOptions } from './options';

/**
 * Audit entries of the generator (spec 6-data-and-beyond §6.2.3 "realistic changes", §6.3.5;
 * 2-data-model §2.2.11), on a reduced network.
 */
const COUNT = 10_000;
let dataset: DemoDataset;
let entries: AuditEntry[];

beforeAll(() => {
  ({ dataset } = generateNetwork(parseOptions(['--preset', 'small', '--members', '30']).counts, 3));
  const audit = new AuditGenerator(dataset, 3, COUNT);
  entries = Array.from({ length: COUNT }, (_, i) => audit.entry(i));
});

/** Fields the server changes alongside a written one, outside any request body (2-data-model §2.5.3, §2.5.6). */
const SERVER_FIELDS: Readonly<Record<string, Readonly<Record<string, (value: unknown) => boolean>>>> = {
  account: { identity_bound: (v) => typeof v === 'boolean' },
  member: { last_active: (v) => v === null || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)), deactivated_by: (v) => v === null || v === 'self' || v === 'admin' },
};

/** Whether `value` is one the shared schema accepts for `field` of `kind` (a known server field otherwise). */
function accepted(kind: string, field: string, value: unknown): boolean {
  const server = SERVER_FIELDS[kind]?.[field];
  if (server) return server(value);
  const spec = auditSchemasOf(kind).find((schema) => field in schema.fields)?.fields[field];
  if (!spec) return false;
  if (value === null) return !spec.required;
  const parsed = spec.type.parse(value, field) as { ok: boolean; value?: unknown };
  // Valid, and already as the API would store it (no trimming or case change left to do).
  return parsed.ok && JSON.stringify(parsed.value) === JSON.stringify(value);
}

describe('audit entries (§6.2.3, §6.3.5)', () => {
  it('name real fields of their kind, with values of the field shape that its shared schema accepts', () => {
    const refused: string[] = [];
    for (const entry of entries) {
      for (const change of entry.changes) {
        if (!accepted(entry.record_kind, change.field, change.after)) refused.push(`${entry.record_kind}.${change.field} after ${JSON.stringify(change.after)}`);
        if (change.before !== null && !accepted(entry.record_kind, change.field, change.before)) refused.push(`${entry.record_kind}.${change.field} before ${JSON.stringify(change.before)}`);
      }
    }
    expect(refused.slice(0, 5)).toEqual([]);
    // Every kind of §2.2.11 has entries, with texts, dates, amounts, ids, link lists and booleans among the values.
    expect(new Set(entries.map((e) => e.record_kind))).toEqual(new Set(['account', 'member', 'insight', 'keyword', 'organization', 'product', 'grant', 'event', 'supervision', ...Object.values(LIST_KINDS)]));
    const changed = (kind: string, field: string) => entries.filter((e) => e.record_kind === kind && e.action === 'update').flatMap((e) => e.changes.filter((c) => c.field === field));
    expect(changed('grant', 'amount').some((c) => typeof c.after === 'number' && typeof c.before === 'number')).toBe(true);
    expect(changed('product', 'publish_date').some((c) => typeof c.after === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(c.after))).toBe(true);
    expect(changed('product', 'member_author_ids').some((c) => Array.isArray(c.after) && Array.isArray(c.before))).toBe(true);
    expect(changed('member', 'address').some((c) => typeof c.after === 'string' || typeof c.before === 'string')).toBe(true);
    expect(changed('faculty', 'retired').some((c) => c.before === !c.after)).toBe(true);
    // No placeholder values.
    expect(JSON.stringify(entries)).not.toMatch(/ (before|after) \(\d+\)/);
  });

  it('a creation sets every field, an update changes at least one field to another value, a deletion changes none', () => {
    for (const entry of entries) {
      if (entry.action === 'delete') expect(entry.changes).toEqual([]);
      if (entry.action === 'create') for (const change of entry.changes) expect(change.before).toBeNull();
      if (entry.action === 'update' && entry.changes.length > 0) for (const change of entry.changes) expect(JSON.stringify(change.before)).not.toBe(JSON.stringify(change.after));
    }
    const creations = entries.filter((e) => e.action === 'create' && e.record_kind === 'grant');
    expect(creations.every((e) => ['title', 'amount', 'status_id', 'source_id', 'all_investigator'].every((field) => e.changes.some((c) => c.field === field)))).toBe(true);
    // Deactivating or reactivating a member changes the server fields that go with it (2-data-model §2.5.6).
    const activations = entries.filter((e) => e.action === 'update' && e.changes.some((c) => c.field === 'is_active'));
    expect(activations.length).toBeGreaterThan(0);
    for (const entry of activations) {
      const after = Object.fromEntries(entry.changes.map((c) => [c.field, c.after]));
      expect(after.is_active ? [after.last_active, after.deactivated_by] : [typeof after.last_active, typeof after.deactivated_by]).toEqual(after.is_active ? [null, null] : ['string', 'string']);
    }
    // Updates are empty only where personal data was erased.
    expect(entries.filter((e) => e.action === 'update' && e.changes.length === 0 && !['account', 'member', 'insight'].includes(e.record_kind))).toEqual([]);
  });

  it('deletes only records that no longer exist, and erases the changes of deleted accounts, members and insights', () => {
    const existing = new Set([...dataset.accounts, ...dataset.members, ...dataset.products, ...dataset.grants, ...dataset.events, ...dataset.supervisions, ...dataset.organizations, ...dataset.keywords].map((r) => r.id));
    const deleted = entries.filter((e) => e.action === 'delete');
    expect(deleted.length).toBeGreaterThan(0);
    expect(deleted.filter((e) => existing.has(e.record_id))).toEqual([]);
    const gone = new Set(deleted.map((e) => e.record_key));
    const personal = entries.filter((e) => gone.has(e.record_key) && ['account', 'member', 'insight'].includes(e.record_kind));
    expect(personal.length).toBeGreaterThan(0);
    expect(personal.filter((e) => e.changes.length > 0)).toEqual([]);
    // A deleted member's insight went with it: the history of a deleted insight is a deleted member's.
    const insights = entries.filter((e) => e.record_kind === 'insight' && e.action === 'delete');
    expect(insights.length).toBeGreaterThan(0);
    const members = new Set(entries.filter((e) => e.record_kind === 'member').map((e) => e.record_id));
    expect(insights.filter((e) => !members.has(e.record_id) || existing.has(e.record_id))).toEqual([]);
  });

  it('never holds the bound identity; a binding is an update of identity_bound by the account itself', () => {
    expect(entries.flatMap((e) => e.changes.map((c) => c.field)).filter((field) => ['identity', 'tid', 'oid', 'last_login', 'etag'].includes(field))).toEqual([]);
    const bindings = entries.filter((e) => e.changes.some((c) => c.field === 'identity_bound'));
    expect(bindings.length).toBeGreaterThan(0);
    for (const entry of bindings) {
      expect(entry.changes).toEqual([{ field: 'identity_bound', before: false, after: true }]);
      expect(entry.by_account_id).toBe(entry.record_id);
    }
  });

  it('labels hold at most 500 characters (2-data-model §2.2.11); the longest event name is cut to 500', () => {
    const lengths = entries.map((e) => [...e.record_label].length);
    expect(Math.max(...lengths)).toBe(500);
    expect(entries.filter((e) => e.record_label === '')).toEqual([]);
  });

  it('system writes have no account and an empty name; insights and reference lists are written by administrators', () => {
    const admins = new Set(dataset.accounts.filter((a) => a.is_admin).map((a) => a.id));
    expect(entries.filter((e) => (e.by_account_id === null) !== (e.by_name === ''))).toEqual([]);
    expect(entries.some((e) => e.by_account_id === null)).toBe(true);
    const adminOnly = entries.filter((e) => ['insight', 'faculty', 'topic'].includes(e.record_kind) && e.by_account_id !== null);
    expect(adminOnly.length).toBeGreaterThan(0);
    expect(adminOnly.filter((e) => !admins.has(e.by_account_id as string))).toEqual([]);
  });

  it('a few records hold several hundred entries (a skewed law), and an entry is the same whatever order it is asked in', () => {
    const perRecord = new Map<string, number>();
    for (const e of entries) perRecord.set(e.record_key, (perRecord.get(e.record_key) ?? 0) + 1);
    // 10,000 entries: 30 % of them on 20 records (a million entries put 400 on each).
    const sorted = [...perRecord.values()].sort((a, b) => b - a);
    expect(sorted[9]).toBeGreaterThanOrEqual(100);
    expect((sorted[Math.floor(sorted.length / 2)] ?? 0) * 5).toBeLessThan(sorted[9] ?? 0);
    const again = new AuditGenerator(dataset, 3, COUNT);
    expect(again.entry(COUNT - 1)).toEqual(entries[COUNT - 1]);
    expect(again.entry(5)).toEqual(entries[5]);
  });
});
