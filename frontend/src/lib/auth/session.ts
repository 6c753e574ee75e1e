/**
 * The session of the SPA (spec 1-roles-and-identity §1.5): its four seed states (plus 3a),
 * start-up, refresh, token failure, login and logout. A small external store that React reads
 * with useSyncExternalStore (see ./session-context.tsx).
 */
import { API_PATHS } from '@portal/common/api/paths';
import type { AccountProjection } from '@portal/common/api/account';
import { ApiError, CallSkippedError } from '../api/fetcher';
import type { AuthClient, IdentityAccount } from './auth-client';
import { urlHasAuthResponse } from './lazy-auth-client';
import { rememberReturnPath, takeReturnPath } from './return-path';

export type LocalAccount = AccountProjection;

/**
 * 'loading' = state 1, 'signed-out' = 2, 'unregistered' = 3, 'unavailable' = 3a (signed in, the
 * account could not be loaded), 'registered' = 4.
 */
export type SessionStatus = 'loading' | 'signed-out' | 'unregistered' | 'unavailable' | 'registered';

export interface SessionState {
  status: SessionStatus;
  identity: IdentityAccount | null;
  account: LocalAccount | null;
  /** A login redirect is being started. */
  loggingIn: boolean;
  /** The refresh action runs. */
  refreshing: boolean;
}

/** Role used by the menu and the page guards (spec 1-roles-and-identity §1.3.1). */
export type Role = 'visitor' | 'unregistered' | 'registered' | 'member' | 'admin';

export function roleOf(state: Pick<SessionState, 'status' | 'account'>): Role {
  switch (state.status) {
    case 'loading':
    case 'signed-out':
      return 'visitor';
    case 'unregistered':
    case 'unavailable':
      return 'unregistered';
    case 'registered':
      if (state.account?.is_admin) return 'admin';
      return state.account?.member ? 'member' : 'registered';
  }
}

/** What the session shows to the user (toasts and loading messages). */
export interface SessionNotifier {
  /** Shows a bottom-right loading message; returns the function that closes it. */
  accountLoading(kind: 'startup' | 'refresh'): () => void;
  sessionExpired(): void;
  /** Error toast for a failed account load (silent errors are ignored by the notifier). */
  error(error: unknown): void;
  loginFailed(error: unknown): void;
  logoutFailed(error: unknown): void;
}

export interface SessionDeps {
  auth: AuthClient;
  /** GETs an account path through the fetcher. */
  fetchAccount: (path: string) => Promise<LocalAccount>;
  notifier: SessionNotifier;
  /** Replaces the current URL without a new history entry. */
  replaceUrl?: (path: string) => void;
  /** Current in-app URL (path and query). */
  currentUrl?: () => string;
  /** Whether the page was opened by the sign-in redirect. */
  returnedFromSignIn?: () => boolean;
  /** E-mail the local provider should sign in directly (tests, local mode only). */
  loginHint?: () => string | undefined;
}

export const INITIAL_SESSION: SessionState = {
  status: 'loading',
  identity: null,
  account: null,
  loggingIn: false,
  refreshing: false,
};

export const UPDATE_LAST_LOGIN_PATH = API_PATHS['active-account-update-last-login']();
export const ACTIVE_ACCOUNT_PATH = API_PATHS['active-account']();

function isNotRegistered(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'account_not_registered';
}

function isTokenFailure(error: unknown): boolean {
  return error instanceof CallSkippedError || (error instanceof ApiError && error.status === 401);
}

export class SessionStore {
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private readonly signOutListeners = new Set<() => void>();
  private started = false;

  constructor(
    private readonly deps: SessionDeps,
    initial: SessionState = INITIAL_SESSION,
  ) {
    this.state = initial;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionState => this.state;

  /** Called whenever the user is signed out (logout, session expiry, another tab). */
  onSignedOut(listener: () => void): () => void {
    this.signOutListeners.add(listener);
    return () => this.signOutListeners.delete(listener);
  }

  private set(patch: Partial<SessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Start-up sequence (spec 1-roles-and-identity §1.5.2). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const returned = this.deps.returnedFromSignIn?.() ?? urlHasAuthResponse(window.location);
    let identity: IdentityAccount | null = null;
    try {
      identity = await this.deps.auth.start();
    } catch (error) {
      console.error('The sign-in library could not start.', error);
    }
    if (returned) this.replaceUrl(takeReturnPath());
    this.deps.auth.onAccountsChanged((active) => {
      if (!active && this.state.identity) this.signOutLocally();
    });
    if (typeof window !== 'undefined') {
      // Coming back with the Back button from the provider's page: the Login button works again.
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) this.set({ loggingIn: false });
      });
    }
    if (!identity) {
      this.set({ status: 'signed-out', identity: null, account: null });
      return;
    }
    this.set({ status: 'loading', identity, account: null });
    const close = this.deps.notifier.accountLoading('startup');
    try {
      const account = await this.deps.fetchAccount(UPDATE_LAST_LOGIN_PATH);
      if (this.state.identity) this.set({ status: 'registered', account });
    } catch (error) {
      if (isTokenFailure(error)) {
        // The session-expired behaviour has run (fetcher → expire()).
        if (this.state.identity) this.signOutLocally();
      } else if (isNotRegistered(error)) {
        this.set({ status: 'unregistered', account: null });
      } else {
        this.set({ status: 'unavailable', account: null });
        this.deps.notifier.error(error);
      }
    } finally {
      close();
    }
  }

  /** Refresh action (spec 1-roles-and-identity §1.5.3). */
  async refresh(): Promise<void> {
    const { status, refreshing, identity } = this.state;
    if (status === 'loading' || refreshing || !identity) return;
    this.set({ refreshing: true });
    const close = this.deps.notifier.accountLoading('refresh');
    try {
      const account = await this.deps.fetchAccount(ACTIVE_ACCOUNT_PATH);
      if (this.state.identity) this.set({ status: 'registered', account });
    } catch (error) {
      if (isTokenFailure(error)) {
        if (this.state.identity) this.signOutLocally();
      } else if (isNotRegistered(error)) {
        this.set({ status: 'unregistered', account: null });
      } else {
        this.deps.notifier.error(error);
      }
    } finally {
      this.set({ refreshing: false });
      close();
    }
  }

  /** An API token for the fetcher; null (after the session-expired behaviour) when none. */
  async getApiToken(): Promise<string | null> {
    if (!this.state.identity) return null;
    let token: string | null = null;
    try {
      token = await this.deps.auth.acquireApiToken();
    } catch (error) {
      console.warn('No API access token could be obtained.', error);
      token = null;
    }
    if (!token) this.expire();
    return token;
  }

  /** Session-expired behaviour (spec 1-roles-and-identity §1.5.4); runs once per session. */
  expire(): void {
    if (!this.state.identity) return;
    this.deps.notifier.sessionExpired();
    void this.signOut(false);
  }

  /** Login (spec 1-roles-and-identity §1.4.1); a second press while starting does nothing. */
  async login(): Promise<void> {
    if (this.state.loggingIn) return;
    this.set({ loggingIn: true });
    rememberReturnPath(this.currentUrl());
    try {
      await this.deps.auth.login(this.deps.loginHint?.());
    } catch (error) {
      console.error('The sign-in redirect could not be started.', error);
      this.deps.notifier.loginFailed(error);
      this.set({ loggingIn: false });
    }
  }

  /** Logout (spec 1-roles-and-identity §1.5.5): clears the local account, signs out without navigating. */
  logout(): Promise<void> {
    return this.signOut(true);
  }

  private async signOut(reportFailure: boolean): Promise<void> {
    this.signOutLocally();
    try {
      await this.deps.auth.logout();
    } catch (error) {
      console.error('Sign-out failed.', error);
      if (reportFailure) this.deps.notifier.logoutFailed(error);
    }
  }

  /** State 2 at once, and every answer of an authenticated call dropped. */
  private signOutLocally(): void {
    this.set({ status: 'signed-out', identity: null, account: null, refreshing: false });
    for (const listener of this.signOutListeners) listener();
  }

  private replaceUrl(path: string): void {
    if (this.deps.replaceUrl) this.deps.replaceUrl(path);
    else window.history.replaceState(window.history.state, '', path);
  }

  private currentUrl(): string {
    if (this.deps.currentUrl) return this.deps.currentUrl();
    return window.location.pathname + window.location.search;
  }
}
