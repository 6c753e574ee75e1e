import { API_PATHS, API_PREFIX } from '@portal/common/api/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorToastText } from './error-text';
import { ApiError, CallSkippedError, apiFetch, configureFetcherAuth, isPublicRoute, isSilentError } from './fetcher';

type FetchArgs = [string, RequestInit];

function jsonResponse(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}

function headersOf(call: FetchArgs | undefined): Record<string, string> {
  return (call?.[1].headers ?? {}) as Record<string, string>;
}

describe('fetcher', () => {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  const getToken = vi.fn<() => Promise<string | null>>();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    getToken.mockReset().mockResolvedValue('tok-123');
    onUnauthorized.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configureFetcherAuth({ getToken, onUnauthorized });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('classifies public routes', () => {
    expect(isPublicRoute(API_PATHS['all-members']())).toBe(true);
    expect(isPublicRoute(API_PATHS['all-keywords']())).toBe(true);
    expect(isPublicRoute(API_PATHS['member-public']('abc_1'))).toBe(true);
    expect(isPublicRoute(API_PATHS['stats-counts']())).toBe(true);
    expect(isPublicRoute(API_PATHS['all-accounts']())).toBe(false);
    expect(isPublicRoute(API_PATHS['active-account-update-last-login']())).toBe(false);
    expect(isPublicRoute(API_PATHS['member-private']('abc'))).toBe(false);
  });

  it('revalidates every read with the server instead of the browser cache', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await apiFetch(API_PATHS['all-products']());
    expect(fetchMock.mock.calls[0]?.[1]?.cache).toBe('no-cache');
  });

  it('sends public calls without any token header', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ id: 'm1' }]));
    await expect(apiFetch(API_PATHS['all-members']())).resolves.toEqual([{ id: 'm1' }]);
    expect(getToken).not.toHaveBeenCalled();
    const headers = headersOf(fetchMock.mock.calls[0]);
    expect(headers.Authorization).toBeUndefined();
    expect(headers['X-Authorization']).toBeUndefined();
  });

  it('sends authenticated calls with both headers carrying the same bearer token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 'acc' }));
    await apiFetch(API_PATHS['active-account-update-last-login']());
    const headers = headersOf(fetchMock.mock.calls[0]);
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['X-Authorization']).toBe('Bearer tok-123');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(API_PATHS['active-account-update-last-login']());
  });

  it('skips an authenticated call when no token can be obtained', async () => {
    getToken.mockResolvedValue(null);
    const error = await apiFetch(API_PATHS['all-accounts']()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallSkippedError);
    expect(isSilentError(error)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a JSON body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'k1' }));
    await apiFetch(API_PATHS['register-keyword'](), { method: 'POST', body: { name_en: 'AI' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name_en":"AI"}');
    expect(headersOf(fetchMock.mock.calls[0])['Content-Type']).toBe('application/json');
  });

  it('returns undefined for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch(API_PATHS['delete-grant']('g1'), { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws an ApiError with the problem document; 401 runs the session-expired behaviour', async () => {
    const problem = {
      type: 'urn:portal:problem:invalid_token',
      title: 'Unauthorized',
      status: 401,
      detail: 'The access token is invalid or expired.',
      code: 'invalid_token',
      instance: API_PATHS['active-account'](),
    };
    fetchMock.mockResolvedValue(jsonResponse(401, problem, 'application/problem+json'));
    const error = await apiFetch(API_PATHS['active-account']()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).problem).toEqual(problem);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(isSilentError(error)).toBe(true);
  });

  it('refuses paths outside /api/', async () => {
    await expect(apiFetch('https://elsewhere.example/api/x')).rejects.toThrow(/only calls \/api\//);
  });
});

describe('error toast text', () => {
  const problem = (code: string, status: number, extra: Record<string, unknown> = {}) =>
    new ApiError(`${API_PREFIX}x`, status, {
      type: `urn:portal:problem:${code}`,
      title: 'T',
      status,
      detail: `Detail of ${code}`,
      code,
      instance: `${API_PREFIX}x`,
      ...extra,
    }, null);

  it('uses the localized message of a known code', () => {
    expect(errorToastText(problem('forbidden', 403), 'en')).toBe(
      'Error: You are not authorized to perform this action.',
    );
    expect(errorToastText(problem('forbidden', 403), 'fr')).toBe(
      "Erreur\u00a0: Vous n'êtes pas autorisé à effectuer cette action.",
    );
  });

  it('falls back to detail, then short text, then a generic message; appends the reference', () => {
    expect(errorToastText(problem('some_new_code', 409), 'fr')).toBe('Erreur\u00a0: Detail of some_new_code');
    expect(errorToastText(new ApiError(`${API_PREFIX}x`, 502, null, 'Bad gateway'), 'en')).toBe('Error: Bad gateway');
    expect(errorToastText(new ApiError(`${API_PREFIX}x`, 500, null, ''), 'en')).toBe(
      'Error: Unexpected response from the server (HTTP 500).',
    );
    expect(errorToastText(problem('internal_error', 500, { correlation_id: 'c-1' }), 'en')).toBe(
      'Error: An unexpected error occurred. Please try again later. (Reference: c-1)',
    );
  });
});
