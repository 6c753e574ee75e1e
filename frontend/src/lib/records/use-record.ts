/**
 * One record's detail read (public or private projection) through the SWR cache, reduced to the
 * record states of spec 4-shell §4.10.5 (loading, not found, forbidden, network error, ready).
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import { ApiError } from '../api/fetcher';
import type { RecordStateKind } from '../../components/record-state';

export interface RecordRead<T> {
  data: T | undefined;
  state: RecordStateKind | 'ready';
  retry: () => void;
  /** Replaces the cached record (after a save) without a request. */
  replace: (value: T) => Promise<unknown>;
  /** Reads the record again (Reload after a stale version). */
  reload: () => Promise<T | undefined>;
}

export function recordStateOf(data: unknown, error: unknown): RecordStateKind | 'ready' {
  if (data !== undefined) return 'ready';
  if (error === undefined) return 'loading';
  if (error instanceof ApiError) {
    if (error.status === 404) return 'not-found';
    if (error.status === 401 || error.status === 403) return 'forbidden';
  }
  return 'network';
}

export function useRecord<T>(path: string | null): RecordRead<T> {
  const { data, error, mutate } = useSWR<T>(path, { shouldRetryOnError: false });
  const retry = useCallback(() => void mutate(), [mutate]);
  const replace = useCallback((value: T) => mutate(value, { revalidate: false }), [mutate]);
  const reload = useCallback(() => mutate(), [mutate]);
  return { data, state: recordStateOf(data, error), retry, replace, reload };
}
