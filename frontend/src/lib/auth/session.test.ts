import { API_PATHS } from '@portal/common/api/paths';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeNotifier, IDENTITY, makeAccount } from '../../test/render';
import { ApiError, CallSkippedError } from '../api/fetcher';
import type { AuthClient } from './auth-client';
import { roleOf, SessionStore, UPDATE_LAST_LOGIN_PATH, type LocalAccount } from './session';

function problem(status: number, code: string): ApiError {
  return new ApiError(UPDATE_LAST_LOGIN_PATH, status, {
    type: `urn:portal:problem:${code}`,
    title: 'x',
    status,
    detail: 'x',
    code,
    instance: UPDATE_LAST_LOGIN_PATH,
  }, null);
}

function setup(options: {
  auth?: Partial<AuthClient>;
  fetchAccount?: (store: SessionStore) => Promise<LocalAccount>;
  returned?: boolean;
}) {
  const auth = fakeAuth({ start: vi.fn(async () => IDENTITY), ...options.auth });
  const notifier = fakeNotifier();
  const replaceUrl = vi.fn();
  const fetchAccount = vi.fn(
    async (_path: string): Promise<LocalAccount> =>
      options.fetchAccount ? options.fetchAccount(store) : makeAccount(),
  );
  const store: SessionStore = new SessionStore({
    auth,
    fetchAccount,
    notifier,
    replaceUrl,
    currentUrl: () => '/members?faculties=f1',
    returnedFromSignIn: () => options.returned ?? false,
  });
  // The real fetcher calls expire() when it obtains no token or gets a 401.
  return { store, auth, notifier, replaceUrl, fetchAccount };
}

describe('start-up (spec 1-roles §1.5.2)', () => {
  it('no active account → signed out, no account call', async () => {
    const { store, fetchAccount, notifier } = setup({ auth: { start: vi.fn(async () => null) } });
    expect(store.getSnapshot().status).toBe('loading');
    await store.start();
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(fetchAccount).not.toHaveBeenCalled();
    expect(notifier.accountLoading).not.toHaveBeenCalled();
  });

  it('200 → registered, with the loading message shown then closed', async () => {
    const account = makeAccount({ is_admin: true });
    const { store, fetchAccount, notifier } = setup({ fetchAccount: async () => account });
    await store.start();
    expect(fetchAccount).toHaveBeenCalledWith(API_PATHS['active-account-update-last-login']());
    expect(store.getSnapshot()).toMatchObject({ status: 'registered', account, identity: IDENTITY });
    expect(notifier.accountLoading).toHaveBeenCalledWith('startup');
    expect(notifier.closes).toBe(1);
    expect(roleOf(store.getSnapshot())).toBe('admin');
  });

  it('403 account_not_registered → unregistered, no toast', async () => {
    const { store, notifier } = setup({
      fetchAccount: async () => {
        throw problem(403, 'account_not_registered');
      },
    });
    await store.start();
    expect(store.getSnapshot().status).toBe('unregistered');
    expect(notifier.error).not.toHaveBeenCalled();
    expect(roleOf(store.getSnapshot())).toBe('unregistered');
  });

  it('no token → session expired once, signed out', async () => {
    const { store, notifier, auth } = setup({
      auth: { acquireApiToken: vi.fn(async () => null) },
      // As the fetcher does: ask for a token (two calls failing together), then skip the call.
      fetchAccount: async (s) => {
        await Promise.all([s.getApiToken(), s.getApiToken()]);
        throw new CallSkippedError(UPDATE_LAST_LOGIN_PATH);
      },
    });
    await store.start();
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(notifier.sessionExpired).toHaveBeenCalledOnce();
    expect(notifier.error).not.toHaveBeenCalled();
    expect(auth.logout).toHaveBeenCalledOnce();
  });

  it('401 → session expired, signed out', async () => {
    const { store, notifier } = setup({
      // As the fetcher does on a 401: run the session-expired behaviour, then throw.
      fetchAccount: async (s) => {
        s.expire();
        throw problem(401, 'invalid_token');
      },
    });
    await store.start();
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(notifier.sessionExpired).toHaveBeenCalledOnce();
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('other failure → error toast and state 3a', async () => {
    const failure = problem(503, 'identity_provider_unavailable');
    const { store, notifier } = setup({
      fetchAccount: async () => {
        throw failure;
      },
    });
    await store.start();
    expect(store.getSnapshot().status).toBe('unavailable');
    expect(store.getSnapshot().identity).toEqual(IDENTITY);
    expect(notifier.error).toHaveBeenCalledWith(failure);
    expect(roleOf(store.getSnapshot())).toBe('unregistered');
  });

  it('after the sign-in redirect, returns to the remembered page', async () => {
    const { store, replaceUrl } = setup({ returned: true });
    sessionStorage.setItem('portal.return-path', '/members?faculties=f1');
    await store.start();
    expect(replaceUrl).toHaveBeenCalledWith('/members?faculties=f1');
  });

  it('never returns to another site', async () => {
    const { store, replaceUrl } = setup({ returned: true });
    sessionStorage.setItem('portal.return-path', '//evil.example/x');
    await store.start();
    expect(replaceUrl).toHaveBeenCalledWith('/');
  });
});

describe('login, logout, refresh', () => {
  it('login remembers the current page and ignores a second press', async () => {
    let finish: () => void = () => {};
    const login = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { store } = setup({ auth: { login } });
    const first = store.login();
    void store.login();
    expect(login).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('portal.return-path')).toBe('/members?faculties=f1');
    expect(store.getSnapshot().loggingIn).toBe(true);
    finish();
    await first;
  });

  it('a login redirect that cannot start shows the login failure', async () => {
    const { store, notifier } = setup({ auth: { login: vi.fn(async () => Promise.reject(new Error('x'))) } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.login();
    expect(notifier.loginFailed).toHaveBeenCalledOnce();
    expect(store.getSnapshot().loggingIn).toBe(false);
  });

  it('logout clears the account first, then signs out of the library; failure is toasted', async () => {
    const { store, notifier, auth } = setup({ auth: { logout: vi.fn(async () => Promise.reject(new Error('x'))) } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.start();
    const dropped = vi.fn();
    store.onSignedOut(dropped);
    await store.logout();
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-out', account: null, identity: null });
    expect(dropped).toHaveBeenCalledOnce();
    expect(auth.logout).toHaveBeenCalledOnce();
    expect(notifier.logoutFailed).toHaveBeenCalledOnce();
  });

  it('refresh re-reads the active account and is ignored while running', async () => {
    const { store, fetchAccount, notifier } = setup({});
    await store.start();
    fetchAccount.mockClear();
    const updated = makeAccount({ first_name: 'Ana', member: null });
    fetchAccount.mockResolvedValue(updated);
    const first = store.refresh();
    void store.refresh();
    await first;
    expect(fetchAccount).toHaveBeenCalledOnce();
    expect(fetchAccount).toHaveBeenCalledWith(API_PATHS['active-account']());
    expect(notifier.accountLoading).toHaveBeenCalledWith('refresh');
    expect(store.getSnapshot().account).toEqual(updated);
  });

  it('a failed refresh keeps the previous account', async () => {
    const { store, fetchAccount, notifier } = setup({});
    await store.start();
    const before = store.getSnapshot().account;
    fetchAccount.mockRejectedValue(problem(500, 'internal_error'));
    await store.refresh();
    expect(store.getSnapshot().account).toBe(before);
    expect(store.getSnapshot().status).toBe('registered');
    expect(notifier.error).toHaveBeenCalledOnce();
  });
});
