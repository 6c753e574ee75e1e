import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { PageFormRegistration, SubmitOutcome, UnsavedChangesStore } from './unsaved-changes';

const UnsavedContext = createContext<UnsavedChangesStore | null>(null);

/** The browser's own leave-page warning, armed only while the flag is set (spec 4-shell §4.8.2). */
function BeforeUnloadWarning({ store }: { store: UnsavedChangesStore }) {
  // The same snapshot on the server (the build prerenders the shell, docs/adr/0048).
  const getDirty = () => store.getSnapshot().dirty;
  const dirty = useSyncExternalStore(store.subscribe, getDirty, getDirty);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value; the text itself is the browser's.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return null;
}

export function UnsavedChangesProvider({ store, children }: { store: UnsavedChangesStore; children: ReactNode }) {
  return (
    <UnsavedContext.Provider value={store}>
      <BeforeUnloadWarning store={store} />
      {children}
    </UnsavedContext.Provider>
  );
}

export function useUnsavedStore(): UnsavedChangesStore {
  const store = useContext(UnsavedContext);
  if (!store) throw new Error('useUnsavedChanges must be used inside <UnsavedChangesProvider>.');
  return store;
}

/** The flag and the guard for actions that leave the page's edits (Logout, tabs, Done). */
export function useUnsavedChanges(): { dirty: boolean; requestAction: (action: () => void) => void } {
  const store = useUnsavedStore();
  const getDirty = () => store.getSnapshot().dirty;
  const dirty = useSyncExternalStore(store.subscribe, getDirty, getDirty);
  return useMemo(() => ({ dirty, requestAction: (action: () => void) => store.requestAction(action) }), [dirty, store]);
}

export interface PageFormOptions {
  /** True while the form's values differ from the values it started with (or last saved). */
  dirty: boolean;
  /** Validates, sends and reports; used by Save in the prompt. */
  submit?: () => Promise<SubmitOutcome>;
  /** Drops the edits, used by Discard when the page stays mounted (tab switch, Done). */
  discard?: () => void;
}

/**
 * For page-level forms (spec 4-shell §4.8.1): registers the submit function while mounted and
 * mirrors the form's dirty state into the shell's flag; unmounting clears both. `markClean`
 * clears the flag at once, for a navigation that follows a successful save.
 */
export function usePageForm({ dirty, submit, discard }: PageFormOptions): { markClean: () => void } {
  const store = useUnsavedStore();
  const latest = useRef({ submit, discard });
  useLayoutEffect(() => {
    latest.current = { submit, discard };
  });
  const hasSubmit = submit !== undefined;
  useEffect(() => {
    const registration: PageFormRegistration = {
      ...(hasSubmit
        ? { submit: () => latest.current.submit?.() ?? Promise.resolve<SubmitOutcome>('failed') }
        : {}),
      discard: () => latest.current.discard?.(),
    };
    return store.register(registration);
  }, [store, hasSubmit]);
  useLayoutEffect(() => {
    store.setDirty(dirty);
  }, [store, dirty]);
  return useMemo(() => ({ markClean: () => store.setDirty(false) }), [store]);
}
