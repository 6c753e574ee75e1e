/**
 * The AuthClient over MSAL (spec 1-roles-and-identity §1.4.1, §1.5.2, §1.5.5). The only module
 * that imports the MSAL runtime; it is loaded on demand (see ./lazy-auth-client.ts).
 */
import {
  EventType,
  PublicClientApplication,
  type AccountInfo,
  type EventMessage,
} from '@azure/msal-browser';
import type { PortalConfig } from '../config-schema';
import type { AuthClient, IdentityAccount } from './auth-client';
import { apiTokenRequest, buildMsalConfiguration, isEndSessionUrl, loginRequest } from './msal-config';

function toIdentity(account: AccountInfo): IdentityAccount {
  return { homeAccountId: account.homeAccountId, username: account.username, name: account.name ?? '' };
}

export function createMsalAuthClient(config: PortalConfig): AuthClient {
  // Logout never navigates (seed §4): the end-session URL is refused in onRedirectNavigate, the
  // only place MSAL v5 accepts that callback.
  const pca = new PublicClientApplication(
    buildMsalConfiguration(config, window.location.origin, (url) => !isEndSessionUrl(url, config)),
  );

  let ready: Promise<void> | null = null;
  const initialize = (): Promise<void> => {
    ready ??= (async () => {
      await pca.initialize();
      try {
        const result = await pca.handleRedirectPromise({ navigateToLoginRequestUrl: false });
        if (result?.account) pca.setActiveAccount(result.account);
      } catch (error) {
        // A failure while handling the redirect is only logged (seed §8).
        console.error('The sign-in redirect could not be handled.', error);
      }
    })();
    return ready;
  };

  const activeAccount = (): AccountInfo | null => {
    const active = pca.getActiveAccount();
    if (active) return active;
    const first = pca.getAllAccounts()[0] ?? null;
    if (first) pca.setActiveAccount(first);
    return first;
  };

  return {
    async start() {
      await initialize();
      const account = activeAccount();
      return account ? toIdentity(account) : null;
    },

    async login(loginHint) {
      await initialize();
      await pca.loginRedirect(loginRequest(config, loginHint));
    },

    async logout() {
      await initialize();
      const account = pca.getActiveAccount() ?? undefined;
      await pca.logoutRedirect(account ? { account } : {});
      // Remove whatever else this site cached (other accounts), so no one is signed in again.
      if (pca.getAllAccounts().length > 0) await pca.clearCache();
      pca.setActiveAccount(null);
    },

    async acquireApiToken() {
      await initialize();
      const account = activeAccount();
      if (!account) return null;
      try {
        const result = await pca.acquireTokenSilent({ ...apiTokenRequest(config), account });
        return result.accessToken || null;
      } catch (error) {
        console.warn('No API access token could be obtained silently.', error);
        return null;
      }
    },

    onAccountsChanged(listener) {
      const id = pca.addEventCallback(
        (message: EventMessage) => {
          if (message.eventType === EventType.LOGOUT_SUCCESS) listener(null);
        },
        [EventType.LOGOUT_SUCCESS],
      );
      return () => {
        if (id) pca.removeEventCallback(id);
      };
    },
  };
}
