import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '../testing/in-memory-store';
import { memberRefsFor, refreshMemberCopies, withMemberCopy } from './member-copies';

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
    const grant = { id: 'g1', investigator_member_ids: ['m1'], involved_member_ids: [], member_refs: { m1: OLD }, etag: 'e3' };
    const store = new InMemoryStore()
      .put('product', { id: 'p1', member_author_ids: ['m1'], member_refs: { m1: OLD }, etag: 'e1' } as never)
      .put('event', { id: 'e1', member_ids: ['m1'], member_refs: { m1: NEW }, etag: 'e2' } as never)
      .put('grant', grant as never);
    // The product is written first; a concurrent request changes the grant before its write.
    store.interfere(
      () => undefined,
      () => store.put('grant', { ...grant, note: 'changed' } as never),
    );

    const written = await refreshMemberCopies(store.records, 'm1', NEW, null, new Date('2026-02-01T00:00:00.000Z'));
    expect(written).toBe(2);
    const product = store.peek('product', 'p1') as unknown as Record<string, unknown>;
    expect(product.member_refs).toEqual({ m1: NEW });
    expect(product.etag).not.toBe('e1');
    expect(product.updated_at).toBe('2026-02-01T00:00:00.000Z');
    expect((store.peek('event', 'e1') as unknown as Record<string, unknown>).etag).toBe('e2');
    const stored = store.peek('grant', 'g1') as unknown as Record<string, unknown>;
    expect(stored).toMatchObject({ note: 'changed', member_refs: { m1: NEW } });
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
