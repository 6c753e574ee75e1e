import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { addToAdminSet, withAdminSet, withoutAdministrator } from './admin-set';
import type { AdminSet, AdminSetRepository } from './ports';
import { WriteConflict } from './records';

/** An in-memory set with the store's conditional write; `interfere` changes it between a read and a write. */
function memorySet(ids: string[], lock: AdminSet['lock'] = null) {
  let state: AdminSet = { ids, lock, storeTag: 'v0' };
  let version = 0;
  let interferences: (() => void)[] = [];
  const writes: { ids: string[]; locked: boolean }[] = [];
  const repository: AdminSetRepository = {
    read: () => Promise.resolve(structuredClone(state)),
    write(next, nextLock, storeTag) {
      interferences.shift()?.();
      if (storeTag !== state.storeTag) return Promise.reject(new WriteConflict());
      version += 1;
      state = { ids: next, lock: nextLock ? { ...nextLock } : null, storeTag: `v${version}` };
      writes.push({ ids: next, locked: nextLock !== null });
      return Promise.resolve(state.storeTag);
    },
  };
  const set = (next: string[]) => {
    version += 1;
    state = { ...state, ids: next, storeTag: `v${version}` };
  };
  return { repository, writes, state: () => state, interfere: (...changes: (() => void)[]) => (interferences = changes), set };
}

describe('withAdminSet: every change of an administrator flag holds the set lock (1-roles §1.7.3)', () => {
  it('takes the lock, runs the change, and stores its ids while releasing the lock', async () => {
    const set = memorySet(['a']);
    const value = await withAdminSet(set.repository, async (held) => {
      expect(set.state().lock).not.toBeNull();
      return { value: 'done', ids: [...held.ids, 'b'] };
    });
    expect(value).toBe('done');
    expect(set.state()).toMatchObject({ ids: ['a', 'b'], lock: null });
    expect(set.writes.map((write) => write.locked)).toEqual([true, false]);
  });

  it('runs two changes one after the other, never interleaved', async () => {
    const set = memorySet([]);
    const steps: string[] = [];
    const change = (name: string) =>
      withAdminSet(set.repository, async (held) => {
        steps.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 30));
        steps.push(`${name} ends`);
        return { value: undefined, ids: [...held.ids, name] };
      });
    await Promise.all([change('one'), change('two')]);
    expect(steps).toEqual(['one starts', 'one ends', 'two starts', 'two ends']);
    expect(set.state().ids).toEqual(['one', 'two']);
  });

  it('releases the lock, keeping what was written, when the change fails', async () => {
    const set = memorySet(['a', 'b']);
    const failing = withAdminSet(set.repository, async (held) => {
      await held.keep(['b']);
      throw new ApiError('stale_version');
    });
    await expect(failing).rejects.toMatchObject({ code: 'stale_version' });
    expect(set.state()).toMatchObject({ ids: ['b'], lock: null });
  });

  it('takes over a lease that expired (its holder died), and waits for one that has not', async () => {
    const expired = memorySet(['a'], { owner: 'dead', until: '2000-01-01T00:00:00.000Z' });
    await withAdminSet(expired.repository, async () => ({ value: undefined }));
    expect(expired.state().lock).toBeNull();

    const held = memorySet(['a'], { owner: 'busy', until: '2999-01-01T00:00:00.000Z' });
    let waits = 0;
    const pause = async () => void (waits += 1);
    // The lease does not expire while the change waits: it gives up with 503 after a few seconds' worth of waits.
    await expect(withAdminSet(held.repository, async () => ({ value: undefined }), { pause })).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(waits).toBeGreaterThan(10);
    expect(held.writes).toEqual([]);
  });

  it('retries taking the lock when the set changed between the read and the write', async () => {
    const set = memorySet(['a']);
    set.interfere(() => set.set(['a', 'x']));
    await withAdminSet(set.repository, async (held) => ({ value: undefined, ids: [...held.ids, 'b'] }));
    expect(set.state().ids).toEqual(['a', 'x', 'b']);
  });
});

describe('withoutAdministrator', () => {
  it('takes the id out while another administrator remains, and refuses the last one with last_admin', () => {
    expect(withoutAdministrator(['a', 'b'], 'a')).toEqual(['b']);
    expect(() => withoutAdministrator(['a'], 'a')).toThrow(new ApiError('last_admin'));
    expect(withoutAdministrator(['a'], 'c')).toEqual(['a']);
  });
});

describe('addToAdminSet', () => {
  it('adds once; a present id is not added twice', async () => {
    const set = memorySet(['a']);
    await addToAdminSet(set.repository, 'c');
    await addToAdminSet(set.repository, 'c');
    expect(set.state().ids).toEqual(['a', 'c']);
  });

  it('keeps out an account whose flag was cleared before the lock was taken', async () => {
    const set = memorySet(['a']);
    await addToAdminSet(set.repository, 'c', async () => false);
    expect(set.state().ids).toEqual(['a']);
  });
});
