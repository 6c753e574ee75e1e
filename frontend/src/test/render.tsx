/** Test helpers: render a tree with the language, a session store and an in-memory location. */
import type { AccountProjection } from '@portal/common/api/account';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthClient, IdentityAccount } from '../lib/auth/auth-client';
import {
  INITIAL_SESSION,
  SessionStore,
  type SessionNotifier,
  type SessionState,
  type SessionStatus,
} from '../lib/auth/session';
import { SessionProvider } from '../lib/auth/session-context';
import type { Language } from '../lib/i18n/dictionary';
import { LanguageProvider } from '../lib/i18n/language-context';
import { UnsavedChangesStore } from '../lib/unsaved/unsaved-changes';
import { UnsavedChangesProvider } from '../lib/unsaved/unsaved-context';

export const IDENTITY: IdentityAccount = {
  homeAccountId: 'oid-1.tid-1',
  username: 'jordan.lee@aurora-network.example',
  name: 'Jordan Lee',
};

export function makeAccount(overrides: Partial<AccountProjection> = {}): AccountProjection {
  return {
    id: 'acc-1',
    first_name: 'Élise',
    last_name: 'Lavoie',
    login_email: 'elise.lavoie@aurora-network.example',
    is_admin: false,
    identity_bound: true,
    last_login: null,
    member: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    updated_by: null,
    etag: '"1"',
    ...overrides,
  };
}

export const MEMBER_SUMMARY = {
  id: 'mem-1',
  is_active: true,
  work_email: null,
  work_phone: null,
  mobile_phone: null,
};

export type TestRole = 'loading' | 'visitor' | 'unregistered' | 'unavailable' | 'registered' | 'member' | 'admin';

export function sessionStateFor(role: TestRole): SessionState {
  const base = { ...INITIAL_SESSION };
  const signedIn = (status: SessionStatus, account: AccountProjection | null): SessionState => ({
    ...base,
    status,
    identity: IDENTITY,
    account,
  });
  switch (role) {
    case 'loading':
      return base;
    case 'visitor':
      return { ...base, status: 'signed-out' };
    case 'unregistered':
      return signedIn('unregistered', null);
    case 'unavailable':
      return signedIn('unavailable', null);
    case 'registered':
      return signedIn('registered', makeAccount());
    case 'member':
      return signedIn('registered', makeAccount({ member: MEMBER_SUMMARY }));
    case 'admin':
      return signedIn('registered', makeAccount({ is_admin: true, member: MEMBER_SUMMARY }));
  }
}

export function fakeAuth(overrides: Partial<AuthClient> = {}): AuthClient {
  return {
    start: vi.fn(async () => null),
    login: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    acquireApiToken: vi.fn(async () => 'token-1'),
    onAccountsChanged: vi.fn(() => () => {}),
    ...overrides,
  };
}

export function fakeNotifier(): SessionNotifier & { closes: number } {
  const notifier = {
    closes: 0,
    accountLoading: vi.fn(() => () => {
      notifier.closes += 1;
    }),
    sessionExpired: vi.fn(),
    error: vi.fn(),
    loginFailed: vi.fn(),
    logoutFailed: vi.fn(),
  };
  return notifier;
}

export function makeStore(state: SessionState, auth: AuthClient = fakeAuth()): SessionStore {
  return new SessionStore(
    {
      auth,
      fetchAccount: vi.fn(async () => makeAccount()),
      notifier: fakeNotifier(),
      replaceUrl: vi.fn(),
      currentUrl: () => '/members',
      returnedFromSignIn: () => false,
    },
    state,
  );
}

export function makeUnsavedStore(): UnsavedChangesStore {
  return new UnsavedChangesStore({ fieldInvalid: vi.fn() });
}

export interface RenderOptions {
  role?: TestRole;
  store?: SessionStore;
  language?: Language;
  path?: string;
  unsaved?: UnsavedChangesStore;
  /** Replaces the in-memory router (for example an AppRouter over a fake history). */
  router?: (children: ReactNode) => ReactNode;
}

export function renderWith(
  ui: ReactNode,
  options: RenderOptions = {},
): RenderResult & { store: SessionStore; unsaved: UnsavedChangesStore } {
  const store = options.store ?? makeStore(sessionStateFor(options.role ?? 'visitor'));
  const unsaved = options.unsaved ?? makeUnsavedStore();
  const location = memoryLocation({ path: options.path ?? '/' });
  const routed = options.router ? options.router(ui) : <Router hook={location.hook} searchHook={location.searchHook}>{ui}</Router>;
  const result = render(
    <LanguageProvider {...(options.language ? { initialLanguage: options.language } : {})}>
      <SessionProvider store={store}>
        <UnsavedChangesProvider store={unsaved}>{routed}</UnsavedChangesProvider>
      </SessionProvider>
    </LanguageProvider>,
  );
  return { ...result, store, unsaved };
}
