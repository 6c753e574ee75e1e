/** A browser history in memory for tests: push/replace, and asynchronous go() firing popstate. */
import type { HistoryWindow } from '../lib/navigation/location-store';

interface Entry {
  state: unknown;
  url: string;
}

export class FakeHistoryWindow implements HistoryWindow {
  entries: Entry[];
  index = 0;
  private readonly listeners = new Set<(event: PopStateEvent) => void>();
  /** go() calls whose popstate has not fired yet, and who waits for there to be none. */
  private pending = 0;
  private readonly settledWaiters: Array<() => void> = [];
  readonly location = { pathname: '/', search: '', hash: '' };

  constructor(url = '/', state: unknown = null) {
    this.entries = [{ state, url }];
    this.sync();
  }

  private sync(): void {
    const url = new URL(this.entries[this.index]?.url ?? '/', 'http://portal.test');
    this.location.pathname = url.pathname;
    this.location.search = url.search;
    this.location.hash = url.hash;
  }

  readonly history = {
    get state(): unknown {
      return null;
    },
    pushState: (state: unknown, _unused: string, url?: string | URL | null) => {
      this.entries = this.entries.slice(0, this.index + 1);
      this.entries.push({ state, url: String(url ?? this.entries[this.index]?.url) });
      this.index += 1;
      this.sync();
    },
    replaceState: (state: unknown, _unused: string, url?: string | URL | null) => {
      this.entries[this.index] = { state, url: String(url ?? this.entries[this.index]?.url) };
      this.sync();
    },
    go: (delta?: number) => {
      const target = this.index + (delta ?? 0);
      if (target < 0 || target >= this.entries.length || delta === 0) return;
      this.pending += 1;
      setTimeout(() => {
        this.index = target;
        this.sync();
        const event = { state: this.entries[this.index]?.state } as PopStateEvent;
        // A listener may call go() again (the store's corrective step); that one counts as
        // pending before this one stops counting, so waiters see the final entry only.
        for (const listener of this.listeners) listener(event);
        this.pending -= 1;
        if (this.pending === 0) this.settledWaiters.splice(0).forEach((resolve) => resolve());
      }, 0);
    },
  };

  addEventListener(_type: 'popstate', listener: (event: PopStateEvent) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'popstate', listener: (event: PopStateEvent) => void): void {
    this.listeners.delete(listener);
  }

  /** The URLs of the entries, for assertions. */
  urls(): string[] {
    return this.entries.map((entry) => entry.url);
  }

  /**
   * Simulates the browser's Back/Forward buttons (or an older entry from their list). Resolves
   * once every popstate it caused, and any go() its listeners started in turn, has fired: tests
   * wait for the outcome, not for a time that a busy machine may overrun.
   */
  traverse(delta: number): Promise<void> {
    this.history.go(delta);
    return this.settled();
  }

  /** Resolves when no go() is waiting to fire its popstate. */
  settled(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }
}

/** history.state must read the current entry's state. */
export function fakeHistory(url = '/'): FakeHistoryWindow {
  const win = new FakeHistoryWindow(url);
  Object.defineProperty(win.history, 'state', { get: () => win.entries[win.index]?.state ?? null });
  return win;
}
