/**
 * Create, update and delete operations (spec 4-shell §4.6.1, §4.6.6, §4.7.1): a loading toast
 * with the operation's own text and its own key, replaced by "Success!" or by the error toast;
 * a type error (no answer) removes the loading toast and is reported to the caller, which shows
 * its inline message instead. After a success every cached list and record is marked stale.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, CallSkippedError } from './api/fetcher';
import { useCacheControl } from './api/swr-setup';
import { useSessionStore } from './auth/session-context';
import { getActiveLanguage } from './i18n/active-language';
import { translate, type Dictionary } from './i18n/dictionary';
import { notifyError, notifySuccess, showLoadingToast } from './notify';

export type OperationName = keyof Dictionary['operations'];

export type OperationResult<T> =
  | { ok: true; value: T }
  /**
   * `error`: the server refused (toast shown); `network`: no answer (type error, not toasted:
   * show the inline message); `skipped`: no token (the session-expired warning was shown).
   */
  | { ok: false; reason: 'error' | 'network' | 'skipped'; error: unknown };

let runCounter = 0;

/** The loading text of an operation in a language. */
export function operationText(name: OperationName, language = getActiveLanguage()): string {
  return translate(language, `operations.${name}`);
}

function failureReason(error: unknown): 'error' | 'network' | 'skipped' {
  if (error instanceof CallSkippedError) return 'skipped';
  if (error instanceof ApiError) return error.status === 401 ? 'skipped' : 'error';
  if (error instanceof TypeError) return 'network';
  if (error instanceof Error && error.name === 'AbortError') return 'network';
  return 'error';
}

/** Runs one operation with its toasts. */
export async function runOperation<T>(name: OperationName, request: () => Promise<T>): Promise<OperationResult<T>> {
  runCounter += 1;
  const id = `operation:${name}:${runCounter}`;
  showLoadingToast(operationText(name), id);
  try {
    const value = await request();
    notifySuccess(id);
    return { ok: true, value };
  } catch (error) {
    notifyError(error, id);
    return { ok: false, reason: failureReason(error), error };
  }
}

export interface OperationOptions<T> {
  /** Puts the returned record into the cache under this key first (no request). */
  cacheKey?: (value: T) => string | null;
  /** The operation changed the viewer's own account: refresh the active account too. */
  refreshOwnAccount?: boolean;
}

/** `runOperation` plus the cache rules of spec 4-shell §4.7.1. */
export function useOperation() {
  const { mutate } = useSWRConfig();
  const { invalidateAll } = useCacheControl();
  const session = useSessionStore();
  return useCallback(
    async <T,>(name: OperationName, request: () => Promise<T>, options: OperationOptions<T> = {}) => {
      const result = await runOperation(name, request);
      if (result.ok) {
        const key = options.cacheKey?.(result.value);
        if (key) await mutate(key, result.value, { revalidate: false });
        void invalidateAll();
        if (options.refreshOwnAccount) void session.refresh();
      }
      return result;
    },
    [mutate, invalidateAll, session],
  );
}
