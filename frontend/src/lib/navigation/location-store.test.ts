import { describe, expect, it, vi } from 'vitest';
import { fakeHistory } from '../../test/fake-history';
import { LocationStore, SEQ_KEY, type NavigationGuard } from './location-store';

function blockingGuard() {
  const intercepted: Array<{ proceed: () => void; source: string }> = [];
  let blocking = true;
  const guard: NavigationGuard = {
    isBlocking: () => blocking,
    intercept: (proceed, source) => intercepted.push({ proceed, source }),
  };
  return { guard, intercepted, unblock: () => (blocking = false) };
}

describe('location store (4-shell §4.8.4)', () => {
  it('numbers every entry it creates', () => {
    const win = fakeHistory('/');
    const store = new LocationStore(win);
    expect(win.history.state).toEqual({ [SEQ_KEY]: 0 });
    store.navigate('/members');
    store.navigate('/members?keywords=k1');
    expect(win.entries.map((e) => (e.state as Record<string, number>)[SEQ_KEY])).toEqual([0, 1, 2]);
    expect(store.getSnapshot()).toMatchObject({ path: '/members', search: '?keywords=k1', traversal: false });
    store.replace('/members/abc/public');
    expect(win.entries).toHaveLength(3);
    expect(store.currentSeq()).toBe(2);
  });

  it('follows back/forward when nothing blocks, and says it was a traversal', async () => {
    const win = fakeHistory('/');
    const store = new LocationStore(win);
    store.navigate('/members');
    const listener = vi.fn();
    store.subscribe(listener);
    await win.traverse(-1);
    expect(store.getSnapshot()).toMatchObject({ path: '/', traversal: true });
    expect(store.currentSeq()).toBe(0);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('a blocked link navigation does nothing until the guard proceeds', () => {
    const win = fakeHistory('/my-profile');
    const store = new LocationStore(win);
    const { guard, intercepted } = blockingGuard();
    store.setGuard(guard);
    store.navigate('/members');
    expect(win.urls()).toEqual(['/my-profile']);
    expect(intercepted[0]?.source).toBe('link');
    intercepted[0]?.proceed();
    expect(win.urls()).toEqual(['/my-profile', '/members']);
    expect(store.getSnapshot().path).toBe('/members');
  });

  it('a blocked Back is undone without rendering and without touching the history', async () => {
    const win = fakeHistory('/');
    const store = new LocationStore(win);
    store.navigate('/members');
    store.navigate('/my-profile');
    await win.traverse(-1);
    await win.traverse(1);
    const { guard, intercepted, unblock } = blockingGuard();
    store.setGuard(guard);
    const listener = vi.fn();
    store.subscribe(listener);

    await win.traverse(-2);
    // Moved straight back to the entry the user was on; the page never saw the other path.
    expect(win.index).toBe(2);
    expect(store.getSnapshot().path).toBe('/my-profile');
    expect(listener).not.toHaveBeenCalled();
    expect(intercepted).toHaveLength(1);
    expect(intercepted[0]?.source).toBe('traversal');
    // Forward and back history are intact.
    expect(win.urls()).toEqual(['/', '/members', '/my-profile']);

    // Discard or Save repeats the original traversal by the same number of steps.
    unblock();
    intercepted[0]?.proceed();
    await vi.waitFor(() => expect(win.index).toBe(0));
    expect(store.getSnapshot().path).toBe('/');
    expect(win.urls()).toEqual(['/', '/members', '/my-profile']);
  });

  it('numbers entries it did not create (fragment links) after the current one', async () => {
    const win = fakeHistory('/');
    const store = new LocationStore(win);
    win.history.pushState(null, '', '/#main');
    await win.traverse(-1);
    await win.traverse(1);
    expect(store.currentSeq()).toBe(1);
    expect(win.history.state).toEqual({ [SEQ_KEY]: 1 });
  });

  it('resync numbers an entry whose state was dropped by other code', () => {
    const win = fakeHistory('/');
    const store = new LocationStore(win);
    win.history.replaceState(null, '', '/members');
    store.resync();
    expect(win.history.state).toEqual({ [SEQ_KEY]: 0 });
    expect(store.getSnapshot().path).toBe('/members');
  });
});
