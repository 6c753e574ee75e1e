import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { addToAdminSet, dropFromAdminSet, takeFromAdminSet } from './admin-set';
import type { AdminSet, AdminSetRepository } from './ports';
import { WriteConflict } from './records';

/** An in-memory set with the store's conditional write; `interfere` changes it between a read and a write. */
function memorySet(ids: string[]) {
  let state: AdminSet = { ids, storeTag: 'v0' };
  let version = 0;
  let interferences: (() => void)[] = [];
  const writes: string[][] = [];
  const repository: AdminSetRepository = {
    read: () => Promise.resolve({ ids: [...state.ids], storeTag: state.storeTag }),
    write(next, storeTag) {
      interferences.shift()?.();
      if (storeTag !== state.storeTag) return Promise.reject(new WriteConflict());
      version += 1;
      state = { ids: next, storeTag: `v${version}` };
      writes.push(next);
      return Promise.resolve();
    },
  };
  const set = (next: string[]) => {
    version += 1;
    state = { ids: next, storeTag: `v${version}` };
  };
  return {
    repository,
    writes,
    ids: () => state.ids,
    interfere: (...changes: (() => void)[]) => (interferences = changes),
    set,
  };
}

describe('takeFromAdminSet (1-roles §1.7.3)', () => {
  it('takes the id out with one conditional write while another administrator remains', async () => {
    const set = memorySet(['a', 'b']);
    await takeFromAdminSet(set.repository, 'a');
    expect(set.ids()).toEqual(['b']);
  });

  it('refuses with last_admin when no other administrator would remain, writing nothing', async () => {
    const set = memorySet(['a']);
    await expect(takeFromAdminSet(set.repository, 'a')).rejects.toEqual(new ApiError('last_admin'));
    const empty = memorySet([]);
    await expect(takeFromAdminSet(empty.repository, 'a')).rejects.toMatchObject({ code: 'last_admin' });
    expect(set.writes).toEqual([]);
  });

  it('writes nothing for an id the set does not hold', async () => {
    const set = memorySet(['a', 'b']);
    await takeFromAdminSet(set.repository, 'c');
    expect(set.writes).toEqual([]);
  });

  it('lets a concurrent change of the set fail the write (WriteConflict), so the caller checks again', async () => {
    const set = memorySet(['a', 'b']);
    set.interfere(() => set.set(['a']));
    await expect(takeFromAdminSet(set.repository, 'a')).rejects.toBeInstanceOf(WriteConflict);
    expect(set.ids()).toEqual(['a']);
    await expect(takeFromAdminSet(set.repository, 'a')).rejects.toMatchObject({ code: 'last_admin' });
  });
});

describe('addToAdminSet and dropFromAdminSet', () => {
  it('add once, retrying on a concurrent change; a present id is not written again', async () => {
    const set = memorySet(['a']);
    set.interfere(() => set.set(['a', 'b']));
    await addToAdminSet(set.repository, 'c');
    expect(set.ids()).toEqual(['a', 'b', 'c']);
    await addToAdminSet(set.repository, 'c');
    expect(set.writes).toEqual([['a', 'b', 'c']]);
  });

  it('drop without any check, even the last id', async () => {
    const set = memorySet(['a']);
    await dropFromAdminSet(set.repository, 'a');
    expect(set.ids()).toEqual([]);
    await dropFromAdminSet(set.repository, 'a');
    expect(set.writes).toEqual([[]]);
  });

  it('give up after five conflicting attempts', async () => {
    const set = memorySet(['a']);
    let n = 0;
    set.interfere(...Array.from({ length: 5 }, () => () => set.set([`x${(n += 1)}`])));
    await expect(addToAdminSet(set.repository, 'c')).rejects.toBeInstanceOf(WriteConflict);
  });
});
