/**
 * The shared list hooks (spec 4-shell §4.7): every list goes through the one SWR cache, keyed by
 * its API path; a page passes `null` for a list it does not need, so it never loads it.
 */
import { useCallback, useMemo, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { getActiveLanguage } from '../i18n/active-language';
import { translate } from '../i18n/dictionary';
import { showBottomRightLoading } from '../notify';

export type ListStatus = 'loading' | 'error' | 'ready';

export interface EntityList<T> {
  /** The items, undefined until the first answer (and after a failure without earlier data). */
  items: T[] | undefined;
  status: ListStatus;
  /** Loading or refreshing: the Refresh button is busy and refresh requests are ignored. */
  busy: boolean;
  /** A user refresh runs (the current rows stay visible). */
  refreshing: boolean;
  /** Increments each time a refresh ends (the result count is announced again). */
  refreshCount: number;
  /** The refresh action (§4.7.3): ignored while loading or refreshing. */
  refresh: () => void;
  /** "Try again" after a failure: loads again, with skeleton rows. */
  retry: () => void;
}

export interface EntityListOptions {
  /** Reference lists refreshed together with the entity list (those its filters use). */
  alsoRefresh?: ReadonlyArray<string | null>;
}

/**
 * An entity list (members, products, ...): on failure after the last attempt the page shows the
 * list's error state with Try again; the error toast comes from the cache's onError (type errors
 * excepted).
 */
export function useEntityList<T>(path: string | null, options: EntityListOptions = {}): EntityList<T> {
  const { data, error, isLoading, isValidating, mutate } = useSWR<T[]>(path);
  const { mutate: mutateKey } = useSWRConfig();
  const [refreshing, setRefreshing] = useState(false);
  const [refreshCount, setRefreshCount] = useState(0);
  const running = useRef(false);
  const busyNow = useRef(false);
  const busy = isLoading || isValidating || refreshing;
  useEffect(() => {
    busyNow.current = isLoading || isValidating;
  }, [isLoading, isValidating]);

  const alsoKey = (options.alsoRefresh ?? []).filter((key): key is string => Boolean(key)).join('\n');

  const refresh = useCallback(() => {
    if (!path || running.current || busyNow.current) return;
    running.current = true;
    setRefreshing(true);
    const close = showBottomRightLoading(translate(getActiveLanguage(), 'session.refreshing'), `refresh:${path}`);
    const others = alsoKey ? alsoKey.split('\n') : [];
    void Promise.allSettled([mutate(), ...others.map((key) => mutateKey(key))]).finally(() => {
      running.current = false;
      setRefreshing(false);
      setRefreshCount((count) => count + 1);
      close();
    });
  }, [path, mutate, mutateKey, alsoKey]);

  const retry = useCallback(() => {
    if (!path || busyNow.current) return;
    void mutate();
  }, [path, mutate]);

  let status: ListStatus;
  if (data !== undefined) status = 'ready';
  else if (error !== undefined && !isValidating) status = 'error';
  else status = 'loading';
  return { items: data, status, busy, refreshing, refreshCount, refresh, retry };
}

export interface ReferenceList<T> {
  /** The entries; an empty list while loading and after a failure (seed §8). */
  items: T[];
  loading: boolean;
  /** The last load failed (a selector shows its "could not be loaded" line with Try again). */
  failed: boolean;
  retry: () => void;
}

/** The reference list has answered: its items are complete. */
export const referenceLoaded = (list: Pick<ReferenceList<unknown>, 'loading' | 'failed'>) => !list.loading && !list.failed;

/** A reference list (faculties, keywords, ...): yields an empty list on any error (seed §8). */
export function useReferenceList<T>(path: string | null): ReferenceList<T> {
  const { data, error, isLoading, isValidating, mutate } = useSWR<T[]>(path);
  const failed = error !== undefined && data === undefined && !isValidating;
  const retry = useCallback(() => {
    if (path) void mutate();
  }, [path, mutate]);
  // The same object (and items array) while nothing changes: pages derive their filter options
  // from it in memos, which a new object on every render recomputed each time (sorting 50,000
  // product titles again on every render of the products page, issue 13).
  const items = failed || data === undefined ? NO_ITEMS : data;
  return useMemo(() => ({ items: items as T[], loading: isLoading, failed, retry }), [items, isLoading, failed, retry]);
}

const NO_ITEMS: readonly never[] = [];
