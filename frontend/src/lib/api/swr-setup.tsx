import { useEffect, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
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

/** Cache rules of spec 4-shell §4.7.1. */
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

export function ApiCacheProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrOptions}>
      <PrivateCacheReset />
      {children}
    </SWRConfig>
  );
}
