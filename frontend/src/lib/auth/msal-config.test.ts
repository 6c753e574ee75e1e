import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config-schema';
import { knownSignedOut, storageHasIdentityAccounts, urlHasAuthResponse } from './lazy-auth-client';
import { apiTokenRequest, buildMsalConfiguration, isEndSessionUrl, loginRequest } from './msal-config';
import { isSafeReturnPath } from './return-path';

const local = parseConfig({});
const entra = parseConfig({
  VITE_AUTH_MODE: 'entra',
  VITE_PORTAL_SHORT_NAME: 'ARN',
  VITE_PORTAL_NAME_EN: 'A',
  VITE_PORTAL_NAME_FR: 'B',
  VITE_PORTAL_CONTACT_EMAIL: 'a@b.example',
  VITE_AUTH_CLIENT_ID: '11111111-2222-4333-8444-555555555555',
});

describe('MSAL configuration', () => {
  it('local mode: nominal https authority, known host, inline discovery, OIDC protocol', () => {
    const built = buildMsalConfiguration(local, 'http://localhost:4280', () => true);
    expect(built.auth.authority).toBe('https://localhost:9400/idp/');
    expect(built.auth.knownAuthorities).toEqual(['localhost:9400']);
    expect(built.system?.protocolMode).toBe('OIDC');
    expect(built.cache?.cacheLocation).toBe('localStorage');
    expect(built.auth.redirectUri).toBe('http://localhost:4280');
    const metadata = JSON.parse(built.auth.authorityMetadata ?? '{}') as Record<string, string>;
    expect(metadata).toMatchObject({
      authorization_endpoint: 'http://localhost:9400/authorize',
      token_endpoint: 'http://localhost:9400/token',
      end_session_endpoint: 'http://localhost:9400/logout',
      jwks_uri: 'http://localhost:9400/jwks',
    });
    expect(metadata.issuer).toMatch(/^https:\/\//);
  });

  it('entra mode: the configured authority, no inline metadata', () => {
    const built = buildMsalConfiguration(entra, 'https://portal.example', () => true);
    expect(built.auth.authority).toBe('https://login.microsoftonline.com/common');
    expect(built.auth.knownAuthorities).toBeUndefined();
    expect(built.auth.authorityMetadata).toBeUndefined();
    expect(built.system?.protocolMode).toBeUndefined();
  });

  it('recognises end-session URLs (never navigated to)', () => {
    expect(isEndSessionUrl('http://localhost:9400/logout?post_logout_redirect_uri=x', local)).toBe(true);
    expect(isEndSessionUrl('http://localhost:9400/authorize?x=1', local)).toBe(false);
    expect(isEndSessionUrl('https://login.microsoftonline.com/common/oauth2/v2.0/logout?x', entra)).toBe(true);
    expect(isEndSessionUrl('https://login.microsoftonline.com/common/oauth2/v2.0/authorize', entra)).toBe(false);
  });

  it('login asks the seed scopes, consents the API scope, forces the account picker', () => {
    expect(loginRequest(local)).toEqual({
      scopes: ['User.Read', 'openid', 'email'],
      extraScopesToConsent: ['api://00000000-0000-4000-8000-000000000001/access_as_user'],
      prompt: 'select_account',
    });
    expect(loginRequest(local, 'a@b.example').extraQueryParameters).toEqual({ login_hint: 'a@b.example' });
    expect(apiTokenRequest(local).scopes).toEqual(['api://00000000-0000-4000-8000-000000000001/access_as_user']);
  });
});

describe('sign-in helpers', () => {
  it('detects an authorization answer in the URL', () => {
    expect(urlHasAuthResponse({ hash: '#code=abc&state=xyz&client_info=1', search: '' })).toBe(true);
    expect(urlHasAuthResponse({ hash: '#error=access_denied&state=x', search: '' })).toBe(true);
    expect(urlHasAuthResponse({ hash: '', search: '?code=1&state=2' })).toBe(true);
    expect(urlHasAuthResponse({ hash: '#main', search: '?faculties=a' })).toBe(false);
  });

  it('detects cached identity accounts', () => {
    expect(storageHasIdentityAccounts(localStorage)).toBe(false);
    localStorage.setItem('msal.3.account.keys', '[]');
    expect(storageHasIdentityAccounts(localStorage)).toBe(false);
    localStorage.setItem('msal.3.account.keys', '["home.env.tenant"]');
    expect(storageHasIdentityAccounts(localStorage)).toBe(true);
  });

  it('knows before the first render that nobody is signed in', () => {
    expect(knownSignedOut({ hash: '', search: '' }, localStorage)).toBe(true);
    expect(knownSignedOut({ hash: '#code=1&state=2', search: '' }, localStorage)).toBe(false);
    localStorage.setItem('msal.3.account.keys', '["home.env.tenant"]');
    expect(knownSignedOut({ hash: '', search: '' }, localStorage)).toBe(false);
    expect(knownSignedOut({ hash: '', search: '' }, undefined)).toBe(true);
  });

  it('only same-site paths are return paths', () => {
    expect(isSafeReturnPath('/members?faculties=a')).toBe(true);
    expect(isSafeReturnPath('//evil.example')).toBe(false);
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
    expect(isSafeReturnPath('https://evil.example/')).toBe(false);
    expect(isSafeReturnPath('javascript:alert(1)')).toBe(false);
  });
});
