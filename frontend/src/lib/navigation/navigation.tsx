import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Router } from 'wouter';
import { locationHookOf, type LocationStore } from './location-store';

const LocationStoreContext = createContext<LocationStore | null>(null);

/** wouter's router over the app's location store (guarded navigation, numbered history entries). */
export function AppRouter({ store, children }: { store: LocationStore; children: ReactNode }) {
  const hooks = useMemo(() => locationHookOf(store), [store]);
  return (
    <LocationStoreContext.Provider value={store}>
      <Router hook={hooks.hook} searchHook={hooks.searchHook}>
        {children}
      </Router>
    </LocationStoreContext.Provider>
  );
}

const noStore = { subscribe: () => () => {}, getSnapshot: () => false };

/** True when the path on screen came from a back/forward traversal (scroll is restored, not reset). */
export function useCameFromTraversal(): boolean {
  const store = useContext(LocationStoreContext);
  const getTraversal = store ? () => store.getSnapshot().traversal : noStore.getSnapshot;
  // The same snapshot on the server (the build prerenders the shell, docs/adr/0048).
  return useSyncExternalStore(store?.subscribe ?? noStore.subscribe, getTraversal, getTraversal);
}
