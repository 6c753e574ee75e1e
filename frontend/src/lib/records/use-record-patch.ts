/**
 * The versioned writes of a record page: a PATCH (or DELETE) with the version the page read in
 * If-Match (spec 3-api §3.3), run as an operation (toasts, cache rules) whose answer replaces the
 * cached record. Pages never build If-Match themselves: they go through these hooks.
 */
import { apiFetch } from '../api/fetcher';
import { useOperation, type OperationName } from '../operations';

/** The If-Match header of a write based on the version `etag` (empty when none was read). */
function ifMatch(etag: string | null | undefined): Record<string, string> {
  return { 'If-Match': `"${etag ?? ''}"` };
}

/** A PATCH with the version it is based on; the answer is the record's new projection. */
export function patchWithVersion<T>(url: string, etag: string | null | undefined, body: object): Promise<T> {
  return apiFetch<T>(url, { method: 'PATCH', body, headers: ifMatch(etag) });
}

export interface RecordWriteOptions {
  /** The viewer's own account or member changes: the session reloads the active account. */
  refreshOwnAccount?: boolean;
}

function operationOptions(cacheKey: string | null, options: RecordWriteOptions) {
  return {
    ...(cacheKey === null ? {} : { cacheKey: () => cacheKey }),
    ...(options.refreshOwnAccount ? { refreshOwnAccount: true } : {}),
  };
}

/**
 * The save of one tab or action: one PATCH based on `etag`; its answer is cached under
 * `cacheKey` (null: nothing cached).
 */
export function useRecordPatch<T>(cacheKey: string | null, etag: string | null | undefined, options: RecordWriteOptions = {}) {
  const run = useOperation();
  return (operation: OperationName, url: string, body: object) =>
    run(operation, () => patchWithVersion<T>(url, etag, body), operationOptions(cacheKey, options));
}

/**
 * A save made of several PATCHes in one operation (one toast), e.g. a tab whose fields belong
 * to two routes: `steps` sends them with `patch`, each with the version it is based on, and
 * returns the last answer, which is cached under `cacheKey`.
 */
export function useRecordPatches<T>(cacheKey: string | null, options: RecordWriteOptions = {}) {
  const run = useOperation();
  return (operation: OperationName, steps: (patch: typeof patchWithVersion<T>) => Promise<T>) =>
    run(operation, () => steps(patchWithVersion<T>), operationOptions(cacheKey, options));
}

/** A delete based on the version `etag`, run as an operation. */
export function useRecordDelete(etag: string | null | undefined) {
  const run = useOperation();
  return (operation: OperationName, url: string) => run(operation, () => apiFetch<unknown>(url, { method: 'DELETE', headers: ifMatch(etag) }));
}
