/**
 * The save of one tab of a private record page: a PATCH with the record's version in If-Match,
 * run as an operation (toasts, cache rules) whose answer replaces the cached private record.
 */
import { apiFetch } from '../api/fetcher';
import { useOperation, type OperationName } from '../operations';

export function useRecordPatch<T>(cacheKey: string, etag: string | undefined) {
  const run = useOperation();
  return (operation: OperationName, url: string, body: Record<string, unknown>) =>
    run(
      operation,
      () => apiFetch<T>(url, { method: 'PATCH', body, headers: { 'If-Match': `"${etag ?? ''}"` } }),
      { cacheKey: () => cacheKey },
    );
}
