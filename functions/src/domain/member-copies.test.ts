import { describe, expect, it } from 'vitest';
import { memberRefsFor, refreshMemberCopies, withMemberCopy } from './member-copies';
import { WriteConflict, type Loaded, type RecordStore } from './records';

const OLD = { first_name: 'Ana', last_name: 'Silva', is_active: true };
const NEW = { first_name: 'Ana', last_name: 'Silva-Costa', is_active: true };

describe('withMemberCopy (2-data-model §2.6.3)', () => {
  it('sets the copy of a linked member, keeping the other copies', () => {
    const record = { id: 'p', member_author_ids: ['m1', 'm2'], member_refs: { m1: OLD, m2: { first_name: 'B', last_name: 'C', is_active: false } } };
    expect(withMemberCopy(record, ['member_author_ids'], 'm1', NEW)).toEqual({ ...record, member_refs: { m1: NEW, m2: record.member_refs.m2 } });
  });

  it('adds a missing copy for a member held in any of the fields', () => {
    const record = { id: 's', trainee_member_ids: [], co_supervisor_ids: ['m1'], member_refs: {} };
    expect(withMemberCopy(record, ['trainee_member_ids', 'co_supervisor_ids'], 'm1', NEW)?.member_refs).toEqual({ m1: NEW });
  });

  it('is null when the copy is current or the record no longer links the member', () => {
    expect(withMemberCopy({ id: 'p', member_ids: ['m1'], member_refs: { m1: NEW } }, ['member_ids'], 'm1', NEW)).toBeNull();
    expect(withMemberCopy({ id: 'p', member_ids: ['m2'], member_refs: { m1: OLD } }, ['member_ids'], 'm1', NEW)).toBeNull();
  });
});

describe('refreshMemberCopies', () => {
  it('rewrites each holder whose copy differs, with a new version, re-reading one that changed meanwhile', async () => {
    const records = new Map<string, { record: Record<string, unknown>; storeTag: string }>([
      ['product/p1', { record: { id: 'p1', member_author_ids: ['m1'], member_refs: { m1: OLD }, etag: 'e1' }, storeTag: 't1' }],
      ['event/e1', { record: { id: 'e1', member_ids: ['m1'], member_refs: { m1: NEW }, etag: 'e2' }, storeTag: 't2' }],
      ['grant/g1', { record: { id: 'g1', investigator_member_ids: ['m1'], involved_member_ids: [], member_refs: { m1: OLD }, etag: 'e3' }, storeTag: 't3' }],
    ]);
    let conflictOnce = true;
    const store = {
      holders: (kind: string) => Promise.resolve([...records.entries()].filter(([key]) => key.startsWith(`${kind}/`)).map(([, value]) => ({ ...value }))),
      get: (kind: string, id: string) => Promise.resolve(records.get(`${kind}/${id}`) ?? null),
      replace(kind: string, record: Record<string, unknown>, storeTag: string) {
        const key = `${kind}/${String(record.id)}`;
        if (kind === 'grant' && conflictOnce) {
          conflictOnce = false;
          records.set(key, { record: { ...(records.get(key)?.record ?? {}), note: 'changed' }, storeTag: 't3b' });
          return Promise.reject(new WriteConflict());
        }
        if (records.get(key)?.storeTag !== storeTag) return Promise.reject(new WriteConflict());
        records.set(key, { record, storeTag: `${storeTag}+` });
        return Promise.resolve(`${storeTag}+`);
      },
    } as unknown as RecordStore;

    const written = await refreshMemberCopies(store, 'm1', NEW, null, new Date('2026-02-01T00:00:00.000Z'));
    expect(written).toBe(2);
    const product = (records.get('product/p1') as Loaded<Record<string, unknown>>).record;
    expect(product.member_refs).toEqual({ m1: NEW });
    expect(product.etag).not.toBe('e1');
    expect(product.updated_at).toBe('2026-02-01T00:00:00.000Z');
    expect((records.get('event/e1') as Loaded<Record<string, unknown>>).record.etag).toBe('e2');
    const grant = (records.get('grant/g1') as Loaded<Record<string, unknown>>).record;
    expect(grant).toMatchObject({ note: 'changed', member_refs: { m1: NEW } });
  });
});

describe('memberRefsFor', () => {
  const ana = { first_name: 'Ana', last_name: 'Silva', is_active: true };
  const bo = { first_name: 'Bo', last_name: 'Li', is_active: false };

  it('covers exactly the ids, preferring fresh copies to stored ones', () => {
    const fresh = new Map([['m1', { ...ana, first_name: 'Anna' }]]);
    expect(memberRefsFor(['m1', 'm2'], fresh, { m1: ana, m2: bo, m3: ana })).toEqual({
      m1: { ...ana, first_name: 'Anna' },
      m2: bo,
    });
  });

  it('leaves out an id with no copy at all', () => {
    expect(memberRefsFor(['m9'], new Map(), {})).toEqual({});
  });
});
