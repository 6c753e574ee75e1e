import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/common/api/history';
import { InMemoryAuditLog } from '../testing/in-memory-audit-log';
import { InMemoryStore } from '../testing/in-memory-store';
import { actorOf, AuditedStore, AuditTrail } from './audit-trail';
import type { Caller } from './caller';
import { recordHistory } from './history';
import type { KindRecords } from './records';

const meta = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', updated_by: null, etag: 'v1' };
const caller = { account: { id: 'admin-1', first_name: 'Claire', last_name: 'Dubois-Martin' } } as unknown as Caller;
const at = new Date('2026-11-26T12:00:00.000Z');

function grant(overrides: Partial<KindRecords['grant']> = {}): KindRecords['grant'] {
  return {
    ...meta,
    id: 'grant-1',
    title: 'Northern health',
    amount_cents: 1_250_000,
    investigator_member_ids: ['m1'],
    note: null,
    member_refs: { m1: { first_name: 'Ada', last_name: 'Lovelace', is_active: true } },
    ...overrides,
  } as unknown as KindRecords['grant'];
}

function setUp(records: (store: InMemoryStore) => void = () => undefined) {
  const memory = new InMemoryStore();
  records(memory);
  const log = new InMemoryAuditLog();
  const failures: string[] = [];
  const trail = new AuditTrail(log, actorOf(caller), () => at, (kind, id) => failures.push(`${kind}:${id}`));
  const store = new AuditedStore(memory.records, trail);
  return { memory, log, trail, store, failures };
}

describe('audited store (spec 6-data-and-beyond §6.3.5)', () => {
  it('records a creation with every field set and no metadata, by the caller', async () => {
    const { log, trail, store } = setUp();
    await store.create('grant', grant());
    await trail.flush();
    expect(log.entries).toHaveLength(1);
    const [entry] = log.entries as [AuditEntry];
    expect(entry).toMatchObject({
      record_kind: 'grant',
      record_id: 'grant-1',
      record_label: 'Northern health',
      action: 'create',
      by_account_id: 'admin-1',
      by_name: 'Claire Dubois-Martin',
      created_at: at.toISOString(),
    });
    expect(entry.changes).toEqual([
      { field: 'title', before: null, after: 'Northern health' },
      { field: 'amount', before: null, after: 12_500 },
      { field: 'investigator_member_ids', before: null, after: ['m1'] },
    ]);
  });

  it('records an update with only the changed fields, before and after, amounts in currency units', async () => {
    const { log, trail, store } = setUp((memory) => memory.put('grant', grant()));
    const loaded = (await store.get('grant', 'grant-1'))!;
    await store.replace('grant', { ...loaded.record, amount_cents: 1_500_000, etag: 'v2', updated_at: at.toISOString() }, loaded.storeTag);
    await trail.flush();
    expect(log.entries.map((entry) => [entry.action, entry.changes])).toEqual([['update', [{ field: 'amount', before: 12_500, after: 15_000 }]]]);
  });

  it('records nothing for a write that changes only versions, stamps or copies of member names', async () => {
    const { log, trail, store } = setUp((memory) => memory.put('grant', grant()));
    const loaded = (await store.get('grant', 'grant-1'))!;
    const copies = { m1: { first_name: 'Augusta Ada', last_name: 'King', is_active: true } };
    await store.replace('grant', { ...loaded.record, member_refs: copies, etag: 'v2', updated_by: 'admin-1' }, loaded.storeTag);
    await trail.flush();
    expect(log.entries).toEqual([]);
  });

  it('reads the previous values when the record was not read through it', async () => {
    const { memory, log, trail, store } = setUp((m) => m.put('grant', grant()));
    const loaded = (await memory.records.get('grant', 'grant-1'))!;
    await store.replace('grant', { ...loaded.record, title: 'Southern health' }, loaded.storeTag);
    await trail.flush();
    expect(log.entries[0]?.changes).toEqual([{ field: 'title', before: 'Northern health', after: 'Southern health' }]);
  });

  it('records an account without its identity, last login or member copy: only whether it is bound', async () => {
    const account = {
      ...meta,
      id: 'acc-1',
      first_name: 'Louis',
      last_name: 'Ouellet',
      login_email: 'louis@example.org',
      is_admin: false,
      identity: { tid: 'tenant-secret', oid: 'object-secret' },
      last_login: '2026-11-01T00:00:00.000Z',
      member: null,
    } as KindRecords['account'];
    const { log, trail, store } = setUp();
    await store.create('account', account);
    await trail.flush();
    const text = JSON.stringify(log.entries);
    expect(text).not.toContain('tenant-secret');
    expect(text).not.toContain('last_login');
    expect(log.entries[0]?.changes).toContainEqual({ field: 'identity_bound', before: null, after: true });
  });

  it('names a reference entry by its list, and an insight by its member', async () => {
    const { log, trail, store } = setUp((m) =>
      m.put('member', { ...meta, id: 'm1', first_name: 'Éric', last_name: 'Lévesque' } as unknown as KindRecords['member']),
    );
    await store.create('reference', { ...meta, id: 'fac-1', list: 'faculties', name_en: 'Nursing', name_fr: 'Sciences infirmières', retired: false });
    await store.create('insight', { ...meta, id: 'm1', member_id: 'm1', dream: 'A clinic' } as unknown as KindRecords['insight']);
    await trail.flush();
    expect(log.entries.map((entry) => [entry.record_kind, entry.record_label])).toEqual([
      ['faculty', 'Nursing'],
      ['insight', 'Éric Lévesque'],
    ]);
    expect(log.entries[0]?.changes.map((change) => change.field)).toEqual(['name_en', 'name_fr', 'retired']);
  });

  it('records a delete with its label and no changes, and erases the changes of a deleted member (stored and pending)', async () => {
    const member = { ...meta, id: 'm1', first_name: 'Louis', last_name: 'Ouellet', mobile_phone: '514-555-0199' } as unknown as KindRecords['member'];
    const { memory, log, trail, store } = setUp((m) => m.put('member', member));
    await log.append({
      id: 'old',
      record_kind: 'member',
      record_id: 'm1',
      record_label: 'Louis Ouellet',
      action: 'update',
      by_account_id: 'm1',
      by_name: 'Louis Ouellet',
      changes: [{ field: 'mobile_phone', before: null, after: '514-555-0199' }],
      created_at: '2026-10-01T00:00:00.000Z',
    });
    const loaded = (await store.get('member', 'm1'))!;
    await store.replace('member', { ...loaded.record, mobile_phone: '514-555-0100' }, loaded.storeTag);
    await store.remove('member', 'm1');
    await trail.flush();
    expect(memory.peek('member', 'm1')).toBeUndefined();
    expect(log.entries.map((entry) => [entry.action, entry.record_label, entry.changes])).toEqual([
      ['update', 'Louis Ouellet', []],
      ['update', 'Louis Ouellet', []],
      ['delete', 'Louis Ouellet', []],
    ]);
    expect(JSON.stringify(log.entries)).not.toContain('514-555');
  });

  it('records nothing for a record created and removed again by the same request', async () => {
    const { log, trail, store } = setUp();
    await store.create('grant', grant());
    await store.remove('grant', 'grant-1');
    await trail.flush();
    expect(log.entries).toEqual([]);
  });

  it('tries an entry three times, then reports the record (never its values) and lets the change stand', async () => {
    const first = setUp();
    first.log.failures = 2;
    await first.store.create('grant', grant());
    await first.trail.flush();
    expect(first.log.entries).toHaveLength(1);

    const second = setUp();
    second.log.failures = 3;
    await second.store.create('grant', grant());
    await second.trail.flush();
    expect(second.log.entries).toHaveLength(0);
    expect(second.failures).toEqual(['grant:grant-1']);
    expect(second.memory.peek('grant', 'grant-1')).toBeDefined();
  });
});

describe('recordHistory (spec 3-api §3.16.2)', () => {
  const entry = (kind: AuditEntry['record_kind'], created_at: string, id = 'm1'): AuditEntry => ({
    id: `${kind}-${created_at}`,
    record_kind: kind,
    record_id: id,
    record_label: 'Éric Lévesque',
    action: 'update',
    by_account_id: null,
    by_name: '',
    changes: [],
    created_at,
  });

  it('answers a member with its insight merged newest first, within the retention only', async () => {
    const log = new InMemoryAuditLog();
    for (const item of [
      entry('member', '2026-11-20T00:00:00.000Z'),
      entry('insight', '2026-11-21T00:00:00.000Z'),
      entry('member', '2026-11-22T00:00:00.000Z'),
      entry('member', '2026-09-01T00:00:00.000Z'),
      entry('member', '2026-11-23T00:00:00.000Z', 'other'),
    ]) {
      await log.append(item);
    }
    const answer = await recordHistory(log, 'member', 'm1', at, 30);
    expect(answer.map((item) => `${item.record_kind} ${item.created_at.slice(0, 10)}`)).toEqual([
      'member 2026-11-22',
      'insight 2026-11-21',
      'member 2026-11-20',
    ]);
    expect(await recordHistory(log, 'grant', 'never-written', at, 30)).toEqual([]);
  });

  it('refuses an unknown kind or a malformed id with not_found', async () => {
    const log = new InMemoryAuditLog();
    await expect(recordHistory(log, 'faculties', 'x', at, 30)).rejects.toMatchObject({ code: 'not_found' });
    await expect(recordHistory(log, 'member', 'a b', at, 30)).rejects.toMatchObject({ code: 'not_found' });
  });
});
