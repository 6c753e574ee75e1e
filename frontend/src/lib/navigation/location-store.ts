/**
 * The SPA's location (spec 4-shell §4.8.4): the one place that pushes history entries, numbers
 * them, and lets the unsaved-changes guard stop a navigation before anything changes.
 *
 * - Every entry the app creates carries a sequence number in its history state (`portalSeq`), so a
 *   back/forward traversal knows how many steps it moved (−1 for Back, −3 for an older entry).
 * - The path the app renders is this store's snapshot, not `location.pathname`: a traversal that
 *   the guard stops is undone with `history.go(-steps)` before the page ever sees the new path, so
 *   the page is not re-rendered and no entry is pushed or replaced (forward history survives).
 * - wouter reads the path and search through `hook` and `searchHook` (see app.tsx).
 */
import { useSyncExternalStore } from 'react';

export const SEQ_KEY = 'portalSeq';

/** What the guard decides for each navigation (implemented by the unsaved-changes store). */
export interface NavigationGuard {
  /** True while a navigation must be confirmed first. */
  isBlocking(): boolean;
  /** Called instead of the navigation while blocking; `proceed` performs it later. */
  intercept(proceed: () => void, source: 'link' | 'traversal'): void;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** The parts of `window` the store uses (a fake in unit tests). */
export interface HistoryWindow {
  history: Pick<History, 'state' | 'pushState' | 'replaceState' | 'go'>;
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  addEventListener(type: 'popstate', listener: (event: PopStateEvent) => void): void;
  removeEventListener(type: 'popstate', listener: (event: PopStateEvent) => void): void;
}

export interface LocationSnapshot {
  path: string;
  search: string;
  /** True when the last change came from a back/forward traversal (scroll is then restored). */
  traversal: boolean;
}

type StateRecord = Record<string, unknown>;

function seqOf(state: unknown): number | null {
  if (state && typeof state === 'object') {
    const value = (state as StateRecord)[SEQ_KEY];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
}

function withSeq(state: unknown, seq: number): StateRecord {
  const base = state && typeof state === 'object' ? (state as StateRecord) : {};
  return { ...base, [SEQ_KEY]: seq };
}

const noGuard: NavigationGuard = { isBlocking: () => false, intercept: (proceed) => proceed() };

export class LocationStore {
  private snapshot: LocationSnapshot;
  private seq: number;
  private guard: NavigationGuard = noGuard;
  private readonly listeners = new Set<() => void>();
  /** Number of popstate events caused by our own corrective `history.go`, to ignore. */
  private ignoredPops = 0;

  constructor(private readonly win: HistoryWindow) {
    this.seq = seqOf(win.history.state) ?? 0;
    if (seqOf(win.history.state) === null) this.stamp();
    this.snapshot = this.read(false);
    win.addEventListener('popstate', this.onPopState);
  }

  /** Connects the unsaved-changes guard (done once at start-up). */
  setGuard(guard: NavigationGuard): void {
    this.guard = guard;
  }

  dispose(): void {
    this.win.removeEventListener('popstate', this.onPopState);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): LocationSnapshot => this.snapshot;

  /** Sequence number of the entry on screen. */
  currentSeq(): number {
    return this.seq;
  }

  /** In-app navigation (links, buttons): goes through the guard. */
  readonly navigate = (to: string, options: NavigateOptions = {}): void => {
    const go = () => this.commitNavigation(to, options);
    if (this.guard.isBlocking()) this.guard.intercept(go, 'link');
    else go();
  };

  /** Replaces the current URL without a guard and without a new entry (start-up, redirects). */
  replace(to: string): void {
    this.commitNavigation(to, { replace: true });
  }

  private commitNavigation(to: string, options: NavigateOptions): void {
    if (options.replace) {
      this.win.history.replaceState(withSeq(options.state ?? this.win.history.state, this.seq), '', to);
    } else {
      this.seq += 1;
      this.win.history.pushState(withSeq(options.state ?? null, this.seq), '', to);
    }
    this.update(false);
  }

  /**
   * Re-reads the URL after code outside the app changed it (the sign-in library clearing its
   * answer from the address) and numbers the entry again if its state was dropped.
   */
  resync(): void {
    if (seqOf(this.win.history.state) === null) this.stamp();
    this.update(false);
  }

  /** Makes sure the current entry carries its sequence number (after outside replaceState calls). */
  private stamp(): void {
    const { pathname, search, hash } = this.win.location;
    this.win.history.replaceState(withSeq(this.win.history.state, this.seq), '', `${pathname}${search}${hash}`);
  }

  private readonly onPopState = (event: PopStateEvent): void => {
    if (this.ignoredPops > 0) {
      this.ignoredPops -= 1;
      return;
    }
    const target = seqOf(event.state);
    if (target !== null && target !== this.seq && this.guard.isBlocking()) {
      const steps = target - this.seq;
      // Move straight back to the entry the user was on, without rendering the new one.
      this.ignoredPops += 1;
      this.win.history.go(-steps);
      this.guard.intercept(() => this.win.history.go(steps), 'traversal');
      return;
    }
    if (target !== null) this.seq = target;
    else {
      // An entry the app did not create (a fragment link): number it after the current one.
      this.seq += 1;
      this.stamp();
    }
    this.update(true);
  };

  private read(traversal: boolean): LocationSnapshot {
    return { path: this.win.location.pathname || '/', search: this.win.location.search, traversal };
  }

  /** Re-reads the URL; notifies when the path or search changed. */
  update(traversal = false): void {
    const next = this.read(traversal);
    if (next.path === this.snapshot.path && next.search === this.snapshot.search) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/** Location hook for wouter's <Router hook>: [path, navigate]. */
export function locationHookOf(store: LocationStore) {
  const usePath = (): [string, (to: string, options?: NavigateOptions) => void] => {
    // The same snapshot on the server: the build prerenders the shell on a fixed path (docs/adr/0048).
    const getPath = () => store.getSnapshot().path;
    const path = useSyncExternalStore(store.subscribe, getPath, getPath);
    return [path, store.navigate];
  };
  const useSearchString = (): string => {
    const getSearch = () => store.getSnapshot().search;
    const search = useSyncExternalStore(store.subscribe, getSearch, getSearch);
    return search.startsWith('?') ? search.slice(1) : search;
  };
  return { hook: usePath, searchHook: useSearchString };
}
