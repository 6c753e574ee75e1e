/**
 * The one fetch helper of the SPA (spec 1-roles-and-identity §1.4.2, 3-api §3.2.4). Every call to
 * the API goes through `apiFetch`:
 * - public routes (the `all-*` lists, the `{entity}/{id}/public` details, `stats/counts`) are sent
 *   without a token;
 * - every other route first obtains an API access token silently and sends it twice, in
 *   `Authorization` and `X-Authorization`; without a token the call is skipped (nothing is sent)
 *   and a `CallSkippedError` is thrown;
 * - a 401 on an authenticated call runs the session-expired behaviour;
 * - a non-2xx answer throws an `ApiError` carrying the status and the problem document.
 */
import { API_PREFIX } from '@portal/common/api/paths';
import { isPublicApiPath } from '@portal/common/api/routes';
import type { FieldError, ProblemDocument as ApiProblemDocument } from '@portal/common/errors/catalog';

/**
 * The shared problem document (spec 3-api §3.2.1) as the SPA receives it: codes are plain
 * strings here, since an answer may carry a code this build does not know yet (it then falls
 * back to `detail`).
 */
export type ProblemFieldError = Omit<FieldError, 'code' | 'params'> & { code: string; params?: Record<string, unknown> };

export type ProblemDocument = Omit<ApiProblemDocument, 'type' | 'code' | 'errors'> & {
  type: string;
  code: string;
  errors?: ProblemFieldError[];
};

export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    /** The problem document, when the answer carried one. */
    readonly problem: ProblemDocument | null,
    /** The raw body when it was not a problem document. */
    readonly bodyText: string | null,
  ) {
    super(problem?.detail ?? `HTTP ${status} on ${path}`);
    this.name = 'ApiError';
  }

  get code(): string | null {
    return this.problem?.code ?? null;
  }
}

/** An authenticated call skipped because no token could be obtained (not an error to show). */
export class CallSkippedError extends Error {
  constructor(readonly path: string) {
    super(`Call to ${path} skipped: no access token.`);
    this.name = 'CallSkippedError';
  }
}

export interface FetcherAuth {
  /** An API access token obtained silently, or null (the session-expired behaviour has run). */
  getToken: () => Promise<string | null>;
  /** Runs the session-expired behaviour after a 401 on an authenticated call. */
  onUnauthorized: () => void;
}

let fetcherAuth: FetcherAuth = {
  getToken: async () => null,
  onUnauthorized: () => {},
};

/** Connects the fetcher to the session (done once at start-up; tests pass fakes). */
export function configureFetcherAuth(auth: FetcherAuth): void {
  fetcherAuth = auth;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** JSON body (serialised by the fetcher). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** True when the path is called without a token. */
export function isPublicRoute(path: string): boolean {
  return isPublicApiPath(path);
}

function isProblemDocument(value: unknown): value is ProblemDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { status?: unknown }).status === 'number'
  );
}

async function readError(path: string, response: Response): Promise<ApiError> {
  let text: string | null = null;
  try {
    text = await response.text();
  } catch {
    text = null;
  }
  let problem: ProblemDocument | null = null;
  const type = response.headers.get('content-type') ?? '';
  if (text && /json/i.test(type)) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isProblemDocument(parsed)) problem = parsed;
    } catch {
      problem = null;
    }
  }
  return new ApiError(path, response.status, problem, problem ? null : text);
}

/**
 * Calls the portal's own API. `path` must start with API_PREFIX: tokens are never sent anywhere else.
 */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  if (!path.startsWith(API_PREFIX)) throw new Error(`apiFetch only calls /api/ paths (got "${path}").`);
  const isPublic = isPublicRoute(path);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (!isPublic) {
    const token = await fetcherAuth.getToken();
    if (!token) throw new CallSkippedError(path);
    headers.Authorization = `Bearer ${token}`;
    headers['X-Authorization'] = `Bearer ${token}`;
  }
  // Always a conditional request: a list refreshed after a write must never come from the
  // browser's 30-second public cache (spec 3-api §3.1.4); SWR keeps answers in memory anyway, and
  // an unchanged answer costs only a 304.
  const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'same-origin', cache: 'no-cache' };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(path, init);
  if (!response.ok) {
    const error = await readError(path, response);
    if (!isPublic && response.status === 401) fetcherAuth.onUnauthorized();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Errors that must not be shown as a toast (spec 4-shell §4.6.3, 1-roles §1.5.4). */
export function isSilentError(error: unknown): boolean {
  if (error instanceof CallSkippedError) return true;
  if (error instanceof ApiError) return error.status === 401;
  if (error instanceof TypeError) return true;
  return error instanceof Error && error.name === 'AbortError';
}
