/**
 * Loads the sign-in library only when it can matter, so that a signed-out visitor's first page
 * does not carry it: at start-up when the URL holds a sign-in answer or the library's cache holds
 * identity accounts, and otherwise on the first Login press.
 */
import type { PortalConfig } from '../config-schema';
import type { AuthClient } from './auth-client';

/** True when the URL carries an authorization answer (fragment or query). */
export function urlHasAuthResponse(location: Pick<Location, 'hash' | 'search'>): boolean {
  const hasAnswer = (part: string) => /(^|[#?&])(code|error)=/.test(part) && /(^|[#?&])state=/.test(part);
  return hasAnswer(location.hash) || hasAnswer(location.search);
}

/** True when the library's local-storage cache lists at least one identity account. */
export function storageHasIdentityAccounts(storage: Storage | undefined): boolean {
  if (!storage) return false;
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (!key || !/^msal\.(\d+\.)?account\.keys$/.test(key)) continue;
      const value = storage.getItem(key);
      if (!value) continue;
      try {
        const keys: unknown = JSON.parse(value);
        if (!Array.isArray(keys) || keys.length > 0) return true;
      } catch {
        return true;
      }
    }
  } catch {
    return false;
  }
  return false;
}

/**
 * True when start-up cannot find anyone signed in (no sign-in answer in the URL, no cached
 * identity account): the session is then known to be signed out before the first render, so the
 * header and the home page do not show the loading state at all (no layout shift).
 */
export function knownSignedOut(location: Pick<Location, 'hash' | 'search'>, storage: Storage | undefined): boolean {
  return !urlHasAuthResponse(location) && !storageHasIdentityAccounts(storage);
}

export function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function createLazyAuthClient(config: PortalConfig): AuthClient {
  let loading: Promise<AuthClient> | null = null;
  let loaded: AuthClient | null = null;
  const listeners = new Set<Parameters<AuthClient['onAccountsChanged']>[0]>();
  const load = (): Promise<AuthClient> => {
    loading ??= import('./msal-auth-client').then((module) => {
      const client = module.createMsalAuthClient(config);
      client.onAccountsChanged((active) => {
        for (const listener of listeners) listener(active);
      });
      loaded = client;
      return client;
    });
    return loading;
  };

  return {
    async start() {
      if (knownSignedOut(window.location, localStorageOrUndefined())) return null;
      return (await load()).start();
    },
    async login(loginHint) {
      const client = await load();
      await client.start();
      await client.login(loginHint);
    },
    async logout() {
      if (!loaded && !storageHasIdentityAccounts(localStorageOrUndefined())) return;
      await (await load()).logout();
    },
    async acquireApiToken() {
      if (!loaded && !storageHasIdentityAccounts(localStorageOrUndefined())) return null;
      const client = await load();
      await client.start();
      return client.acquireApiToken();
    },
    onAccountsChanged(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
