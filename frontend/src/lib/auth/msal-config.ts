/**
 * MSAL configuration (spec 1-roles-and-identity §1.4.1, §1.4.6; platform notes "MSAL against a
 * local OpenID Connect provider"). Type-only imports: the MSAL runtime stays in its own chunk.
 */
import type { Configuration, RedirectRequest, SilentRequest } from '@azure/msal-browser';
import type { PortalConfig } from '../config-schema';

/** Scopes of the login request (seed §7, §9). */
export const LOGIN_SCOPES = ['User.Read', 'openid', 'email'];

/** Issuer named in the inline discovery document of local mode (never compared with tokens here). */
const LOCAL_ISSUER = 'https://login.microsoftonline.com/00000000-0000-4000-8000-0000000000aa/v2.0';

export interface LocalAuthority {
  /** Nominal https authority, never contacted. */
  authority: string;
  /** host:port of the local provider. */
  host: string;
  /** Discovery document given inline to MSAL (JSON). */
  metadata: string;
  endSessionEndpoint: string;
}

/** Authority settings for the local OpenID Connect provider (MSAL refuses http authorities). */
export function localAuthority(localIdpUrl: string): LocalAuthority {
  const base = localIdpUrl.replace(/\/+$/, '');
  const host = new URL(base).host;
  const endSessionEndpoint = `${base}/logout`;
  const metadata = {
    issuer: LOCAL_ISSUER,
    authorization_endpoint: `${base}/authorize`,
    token_endpoint: `${base}/token`,
    end_session_endpoint: endSessionEndpoint,
    jwks_uri: `${base}/jwks`,
    response_types_supported: ['code'],
    response_modes_supported: ['fragment', 'query'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    code_challenge_methods_supported: ['S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['none'],
  };
  return { authority: `https://${host}/idp/`, host, metadata: JSON.stringify(metadata), endSessionEndpoint };
}

/** True when `url` is an end-session (logout) URL of the configured provider. */
export function isEndSessionUrl(url: string, config: PortalConfig): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (config.authMode === 'local' && config.localIdpUrl) {
    const end = new URL(localAuthority(config.localIdpUrl).endSessionEndpoint);
    return parsed.origin === end.origin && parsed.pathname === end.pathname;
  }
  return /\/oauth2\/v2\.0\/logout\/?$/.test(parsed.pathname);
}

export function buildMsalConfiguration(
  config: PortalConfig,
  redirectUri: string,
  onRedirectNavigate: (url: string) => boolean | void,
): Configuration {
  const auth: Configuration['auth'] = {
    clientId: config.clientId,
    redirectUri,
    postLogoutRedirectUri: redirectUri,
    onRedirectNavigate,
  };
  const system: NonNullable<Configuration['system']> = {};
  if (config.authMode === 'local' && config.localIdpUrl) {
    const local = localAuthority(config.localIdpUrl);
    auth.authority = local.authority;
    auth.knownAuthorities = [local.host];
    auth.authorityMetadata = local.metadata;
    system.protocolMode = 'OIDC';
  } else {
    auth.authority = config.authority;
  }
  return {
    auth,
    cache: { cacheLocation: 'localStorage' },
    system,
  };
}

export function loginRequest(config: PortalConfig, loginHint?: string): RedirectRequest {
  const request: RedirectRequest = {
    scopes: LOGIN_SCOPES,
    extraScopesToConsent: [config.apiScope],
    prompt: 'select_account',
  };
  // The library drops loginHint with prompt=select_account; the local provider reads login_hint.
  if (loginHint) request.extraQueryParameters = { login_hint: loginHint };
  return request;
}

export function apiTokenRequest(config: PortalConfig): Omit<SilentRequest, 'account'> {
  return { scopes: [config.apiScope] };
}
