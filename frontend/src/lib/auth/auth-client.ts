/**
 * What the session needs from the sign-in library. The MSAL implementation
 * (./msal-auth-client.ts) is loaded on demand; tests use fakes.
 */

/** The identity provider's account (seed §3), as much of it as the SPA uses. */
export interface IdentityAccount {
  homeAccountId: string;
  /** The user name (the sign-in e-mail). */
  username: string;
  /** The display name. */
  name: string;
}

export interface AuthClient {
  /**
   * Initialises the library, handles the redirect result (a failure is only logged) and returns
   * the active identity account, choosing the first cached one when none is marked active.
   */
  start(): Promise<IdentityAccount | null>;
  /** Starts sign-in by full-page redirect with the account picker forced. */
  login(loginHint?: string): Promise<void>;
  /** Signs out of this site without navigating (clears the library's accounts and tokens). */
  logout(): Promise<void>;
  /** An access token for the API scope, obtained silently; null when none can be obtained. */
  acquireApiToken(): Promise<string | null>;
  /** Calls `listener` when the library's cached accounts change in another tab. */
  onAccountsChanged(listener: (active: IdentityAccount | null) => void): () => void;
}
