import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type Middleware, type SWRConfiguration } from 'swr';
import { useSessionStore } from '../auth/session-context';
import { notifyError } from '../notify';
import { ApiError, apiFetch, isPublicRoute } from './fetcher';

function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return [502, 503, 504].includes(error.status);
  return error instanceof TypeError;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET through the fetcher, with one retry 3 s after a type error or a 502/503/504 (spec 4-shell §4.7.1). */
export async function readWithRetry<T>(path: string, retryDelayMs = 3000): Promise<T> {
  try {
    return await apiFetch<T>(path);
  } catch (error) {
    if (!isRetryable(error)) throw error;
    await sleep(retryDelayMs);
    return apiFetch<T>(path);
  }
}

/** Data older than this is revalidated in the background when a page mounts (spec 4-shell §4.7.1). */
export const FRESH_FOR_MS = 60_000;

/**
 * Remembers when each key was last fetched: a page that mounts with an entry younger than
 * 60 s shows it without a request; an older (or invalidated) entry is shown and revalidated in
 * the background.
 */
export function createFreshness(freshForMs = FRESH_FOR_MS, now: () => number = Date.now) {
  const fetchedAt = new Map<string, number>();
  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const path = typeof key === 'string' ? key : null;
    const at = path === null ? undefined : fetchedAt.get(path);
    const fresh = at !== undefined && now() - at < freshForMs;
    const timed: typeof fetcher =
      fetcher && path !== null
        ? async (...args) => {
            const value = await fetcher(...args);
            fetchedAt.set(path, now());
            return value;
          }
        : fetcher;
    return useSWRNext(key, timed, { ...config, revalidateIfStale: !fresh });
  };
  return {
    middleware,
    /** Every entry is stale: revalidated on its next use. */
    markAllStale: () => fetchedAt.clear(),
    isFresh: (path: string) => {
      const at = fetchedAt.get(path);
      return at !== undefined && now() - at < freshForMs;
    },
  };
}

/** Cache rules of spec 4-shell §4.7.1 (the freshness middleware is added by <ApiCacheProvider>). */
export const swrOptions: SWRConfiguration = {
  fetcher: (path: string) => readWithRetry(path),
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  dedupingInterval: 2000,
  shouldRetryOnError: false,
  keepPreviousData: true,
  onError: (error: unknown) => notifyError(error),
};

export interface CacheControl {
  /**
   * After a successful create, update or delete: every entry is stale; those on screen
   * revalidate at once in the background, the others on their next use.
   */
  invalidateAll: () => Promise<void>;
}

const CacheControlContext = createContext<CacheControl>({ invalidateAll: async () => {} });

export function useCacheControl(): CacheControl {
  return useContext(CacheControlContext);
}

/** Drops every cached answer of an authenticated call when the user is signed out. */
function PrivateCacheReset() {
  const store = useSessionStore();
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      store.onSignedOut(() => {
        void mutate((key) => typeof key === 'string' && !isPublicRoute(key), undefined, {
          revalidate: false,
        });
      }),
    [store, mutate],
  );
  return null;
}

function CacheControlProvider({ markAllStale, children }: { markAllStale: () => void; children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const control = useMemo<CacheControl>(
    () => ({
      invalidateAll: async () => {
        markAllStale();
        await mutate(() => true);
      },
    }),
    [markAllStale, mutate],
  );
  return <CacheControlContext.Provider value={control}>{children}</CacheControlContext.Provider>;
}

/** The one in-memory stale-while-revalidate cache of the SPA. `provider` is for tests. */
export function ApiCacheProvider({ children, provider }: { children: ReactNode; provider?: () => Map<string, never> }) {
  const freshness = useMemo(() => createFreshness(), []);
  const value = useMemo<SWRConfiguration>(
    () => ({ ...swrOptions, use: [freshness.middleware], ...(provider ? { provider } : {}) }),
    [freshness, provider],
  );
  return (
    <SWRConfig value={value}>
      <PrivateCacheReset />
      <CacheControlProvider markAllStale={freshness.markAllStale}>{children}</CacheControlProvider>
    </SWRConfig>
  );
}
