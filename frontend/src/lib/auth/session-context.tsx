import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { roleOf, type Role, type SessionState, type SessionStore } from './session';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export interface SessionView extends SessionState {
  role: Role;
  login: () => void;
  logout: () => void;
  refresh: () => void;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>.');
  return store;
}

/** The session state and its actions. */
export function useSession(): SessionView {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(
    () => ({
      ...state,
      role: roleOf(state),
      login: () => void store.login(),
      logout: () => void store.logout(),
      refresh: () => void store.refresh(),
    }),
    [state, store],
  );
}
