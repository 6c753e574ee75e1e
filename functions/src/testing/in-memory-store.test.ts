import { describe, expect, it } from 'vitest';
import { UniqueViolation, WriteConflict, type EventRecord, type UniqueKey } from '../domain/records';
import type { Account } from '../domain/ports';
import { InMemoryStore } from './in-memory-store';

/** The semantics of the Cosmos store (data/cosmos-record-store.ts) that the domain relies on. */

const META = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', updated_by: null, etag: 'v1' };

function event(id: string, fields: Partial<EventRecord> = {}): EventRecord {
  return {
    id,
    name_en: id,
    name_fr: null,
    start_date: null,
    end_date: null,
    event_type_id: null,
    note: null,
    member_ids: [],
    partner_ids: [],
    resulting_product_ids: [],
    resulting_grant_ids: [],
    topic_ids: [],
    previous_event_ids: [],
    member_refs: {},
    ...META,
    ...fields,
  } as EventRecord;
}

const key = (value: string, field = 'doi'): UniqueKey => ({ scope: 'doi', value, field });

describe('InMemoryStore records', () => {
  it('answers copies, and nothing for an unknown id or one that is not a record id', async () => {
    const store = new InMemoryStore().put('event', event('e1'));
    const loaded = await store.records.get('event', 'e1');
    loaded?.record.member_ids.push('changed');
    expect(store.peek('event', 'e1')?.member_ids).toEqual([]);
    expect(await store.records.get('event', 'e2')).toBeNull();
    expect(await store.records.get('event', 'a/b')).toBeNull();
    expect(await store.records.get('product', 'e1')).toBeNull();
    expect((await store.records.getMany('event', ['e1', 'e1', 'nope'])).map((e) => e.id)).toEqual(['e1']);
  });

  it('replaces only what was read: a moved store tag is a WriteConflict, the version is the domain’s', async () => {
    const store = new InMemoryStore().put('event', event('e1'));
    const first = await store.records.get('event', 'e1');
    const tag = await store.records.replace('event', { ...event('e1'), note: 'one' }, first?.storeTag ?? '');
    expect(tag).not.toBe(first?.storeTag);
    await expect(store.records.replace('event', { ...event('e1'), note: 'two' }, first?.storeTag ?? '')).rejects.toBeInstanceOf(WriteConflict);
    expect(store.peek('event', 'e1')).toMatchObject({ note: 'one', etag: 'v1' });

    store.touch('event', 'e1');
    await expect(store.records.replace('event', event('e1'), tag)).rejects.toBeInstanceOf(WriteConflict);
    await expect(store.records.replace('event', event('gone'), tag)).rejects.not.toBeInstanceOf(WriteConflict);
  });

  it('claims unique keys all or none, keeps them across replaces it owns, and releases them', async () => {
    const store = new InMemoryStore();
    await store.records.create('event', event('e1'), [key('a')]);
    await expect(store.records.create('event', event('e2'), [key('b'), key('a')])).rejects.toEqual(new UniqueViolation([key('a')]));
    expect(store.owner(key('b'))).toBeUndefined();
    expect(store.peek('event', 'e2')).toBeUndefined();
    await expect(store.records.create('event', event('e1'))).rejects.toThrow('already exists');

    const loaded = await store.records.get('event', 'e1');
    await store.records.replace('event', event('e1'), loaded?.storeTag ?? '', { add: [key('c')], drop: [key('a')] });
    expect([store.owner(key('a')), store.owner(key('c'))]).toEqual([undefined, 'e1']);
    await store.records.create('event', event('e2'), [key('a')]);
    await store.records.remove('event', 'e2', [key('a')]);
    await store.records.remove('event', 'e2');
    expect(store.owner(key('a'))).toBeUndefined();
  });

  it('lists chosen fields in id order and finds the holders of a link, embedded entries included', async () => {
    const store = new InMemoryStore()
      .put('event', event('e2', { partner_ids: ['o1'] }))
      .put('event', event('e1', { event_type_id: 'o1' }))
      .put('event', event('e3'));
    expect(await store.records.list('event', ['partner_ids'])).toEqual([
      { id: 'e1', partner_ids: [] },
      { id: 'e2', partner_ids: ['o1'] },
      { id: 'e3', partner_ids: [] },
    ]);
    expect(await store.records.list('event', ['name_en'], { field: 'name_en', equals: 'e3' })).toEqual([{ id: 'e3', name_en: 'e3' }]);
    const holders = await store.records.holders('event', ['partner_ids', 'event_type_id'], 'o1');
    expect(holders.map((held) => held.record.id).sort()).toEqual(['e1', 'e2']);

    const member = { id: 'm1', partnerships: [{ organization_id: 'o1', description_en: null, description_fr: null }] };
    store.put('member', member as never);
    expect((await store.records.holders('member', 'partnerships.organization_id', 'o1')).map((held) => held.record.id)).toEqual(['m1']);
  });
});

describe('InMemoryStore accounts, administrator set and counts', () => {
  const account = (id: string, fields: Partial<Account> = {}): Account => ({
    id,
    first_name: 'A',
    last_name: 'B',
    login_email: `${id}@example.org`,
    is_admin: false,
    identity: null,
    last_login: null,
    member: null,
    ...META,
    ...fields,
  });
  const identity = { tid: 't', oid: 'o' };

  it('binds an identity once, to one account, and stamps the last login without a new version', async () => {
    const store = new InMemoryStore().put('account', account('a1')).put('account', account('a2'));
    expect(await store.accounts.bindIdentity('a1', identity, 'a1@example.org')).toMatchObject({ bound: true, account: { id: 'a1', identity } });
    expect(await store.accounts.bindIdentity('a2', identity, 'a2@example.org')).toEqual({ bound: false });
    expect(await store.accounts.bindIdentity('a1', identity, 'a1@example.org')).toMatchObject({ bound: true });
    expect((await store.accounts.findByIdentity(identity))?.id).toBe('a1');
    const before = await store.records.get('account', 'a1');
    const stamped = await store.accounts.stampLastLogin('a1', '2026-02-02T00:00:00.000Z');
    expect(stamped).toMatchObject({ last_login: '2026-02-02T00:00:00.000Z', etag: 'v1' });
    expect((await store.records.get('account', 'a1'))?.storeTag).not.toBe(before?.storeTag);
  });

  it('creates the bootstrap administrator once, in the administrator set', async () => {
    const store = new InMemoryStore();
    expect(await store.accounts.anyAdministrator()).toBe(false);
    const input = { login_email: 'boss@example.org', first_name: 'B', last_name: 'S', identity, at: META.created_at };
    const [one, two] = await Promise.all([store.accounts.createBootstrapAdministrator(input), store.accounts.createBootstrapAdministrator(input)]);
    expect(one.id).toBe(two.id);
    expect(store.adminIds()).toEqual([one.id]);
    expect(await store.accounts.anyAdministrator()).toBe(true);
  });

  it('writes the administrator set only over what was read', async () => {
    const store = new InMemoryStore().put('account', account('a1', { is_admin: true }));
    const set = await store.adminSet.read();
    expect(set.ids).toEqual(['a1']);
    await store.adminSet.write(['a1', 'a2'], null, set.storeTag);
    await expect(store.adminSet.write([], null, set.storeTag)).rejects.toBeInstanceOf(WriteConflict);
    const again = await store.adminSet.read();
    store.interfere(() => store.put('account', account('a3', { is_admin: true })));
    await expect(store.adminSet.write(['a1'], null, again.storeTag)).rejects.toBeInstanceOf(WriteConflict);
    expect(store.adminIds()).toEqual(['a1', 'a2', 'a3']);
  });

  it('counts active members and each kind of record', async () => {
    const store = new InMemoryStore()
      .put('member', { id: 'm1', is_active: true } as never)
      .put('member', { id: 'm2', is_active: false } as never)
      .put('event', event('e1'));
    expect(await store.stats.counts()).toEqual({ active_members: 1, products: 0, grants: 0, events: 1, partners: 0, supervisions: 0 });
  });
});
