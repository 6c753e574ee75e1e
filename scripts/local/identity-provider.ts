import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { identityFor, type LocalIdentity } from './local-identities';
import { renderSignInPage, type SignInRequest } from './sign-in-page';

/**
 * Local OpenID Connect provider that stands in for Microsoft Entra ID (spec 1-roles-and-identity
 * §1.4.6, docs/adr/0004-local-identity-provider.md). Loopback only; never deployed.
 */
export interface IdentityProviderOptions {
  port: number;
  clientId: string;
  /**
   * Another application registered with the provider, as a third-party app a user may consent
   * to: it may ask for the portal's API scope, and its access tokens then name it as `azp`, as
   * Entra ID does. The API must refuse them (spec 1-roles-and-identity §1.4.3 check 10).
   */
  thirdPartyClientId?: string;
  tokenLifetimeSeconds?: number;
}

export interface RunningIdentityProvider {
  url: string;
  server: Server;
  close(): Promise<void>;
}

interface PendingCode {
  identity: LocalIdentity;
  clientId: string;
  redirectUri: string;
  scope: string;
  nonce: string | null;
  codeChallenge: string;
  expiresAt: number;
}

const GRAPH_AUDIENCE = '00000003-0000-0000-c000-000000000000';
const EMAIL = /^[^\s@]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

export async function startIdentityProvider(options: IdentityProviderOptions): Promise<RunningIdentityProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  const codes = new Map<string, PendingCode>();
  const refreshTokens = new Map<string, { identity: LocalIdentity; clientId: string }>();
  const url = `http://localhost:${options.port}`;

  function discovery() {
    return {
      issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0',
      authorization_endpoint: `${url}/authorize`,
      token_endpoint: `${url}/token`,
      end_session_endpoint: `${url}/logout`,
      jwks_uri: `${url}/jwks`,
      response_types_supported: ['code'],
      response_modes_supported: ['fragment', 'query'],
      subject_types_supported: ['pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    };
  }

  async function sign(claims: Record<string, unknown>, identity: LocalIdentity, audience: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      ...claims,
      oid: identity.oid,
      tid: identity.tid,
      preferred_username: identity.email,
      email: identity.email,
      name: identity.name,
      ver: '2.0',
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(`https://login.microsoftonline.com/${identity.tid}/v2.0`)
      .setSubject(createHash('sha256').update(`${identity.oid}:${audience}`).digest('base64url').slice(0, 43))
      .setAudience(audience)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + lifetime)
      .sign(privateKey);
  }

  async function tokenResponse(identity: LocalIdentity, clientId: string, requestedScope: string, nonce: string | null) {
    const scopes = requestedScope.split(/\s+/).filter(Boolean);
    const apiScope = scopes.find((scope) => scope.endsWith('/access_as_user'));
    const resourceScopes = scopes.filter((scope) => !['openid', 'profile', 'email', 'offline_access'].includes(scope));
    // The API's audience is the portal's client id whoever asks; `azp` names who asked.
    const accessToken = apiScope
      ? await sign({ scp: 'access_as_user', azp: clientId }, identity, options.clientId)
      : await sign({ scp: 'User.Read openid email profile', azp: clientId }, identity, GRAPH_AUDIENCE);
    const refreshToken = randomBytes(32).toString('base64url');
    refreshTokens.set(refreshToken, { identity, clientId });
    return {
      token_type: 'Bearer',
      scope: [apiScope ?? (resourceScopes.length > 0 ? resourceScopes.join(' ') : 'User.Read'), 'openid', 'profile', 'email'].join(' '),
      expires_in: lifetime,
      ext_expires_in: lifetime,
      access_token: accessToken,
      refresh_token: refreshToken,
      id_token: await sign(nonce ? { nonce } : {}, identity, clientId),
      client_info: clientInfo(identity),
    };
  }

  function redirectWithCode(res: ServerResponse, request: SignInRequest, identity: LocalIdentity): void {
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      identity,
      clientId: request.client_id,
      redirectUri: request.redirect_uri,
      scope: request.scope,
      nonce: request.nonce || null,
      codeChallenge: request.code_challenge,
      expiresAt: Date.now() + 5 * 60_000,
    });
    const answer = new URLSearchParams({ code, state: request.state, client_info: clientInfo(identity) });
    const separator = request.response_mode === 'query' ? (request.redirect_uri.includes('?') ? '&' : '?') : '#';
    res.writeHead(302, { Location: `${request.redirect_uri}${separator}${answer.toString()}`, 'Cache-Control': 'no-store' });
    res.end();
  }

  function readAuthorizeRequest(params: URLSearchParams): SignInRequest | string {
    const request: SignInRequest = {
      client_id: params.get('client_id') ?? '',
      redirect_uri: params.get('redirect_uri') ?? '',
      response_mode: params.get('response_mode') === 'query' ? 'query' : 'fragment',
      scope: params.get('scope') ?? '',
      state: params.get('state') ?? '',
      nonce: params.get('nonce') ?? '',
      code_challenge: params.get('code_challenge') ?? '',
      ui_locales: params.get('ui_locales') ?? '',
    };
    if (request.client_id !== options.clientId && request.client_id !== options.thirdPartyClientId) return 'unknown client_id';
    if (!isLoopbackUri(request.redirect_uri)) return 'redirect_uri must be a loopback address';
    if (params.get('response_type') !== null && params.get('response_type') !== 'code') return 'response_type must be code';
    if (!request.code_challenge || (params.get('code_challenge_method') ?? 'S256') !== 'S256') return 'PKCE S256 is required';
    return request;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestUrl = new URL(req.url ?? '/', url);
    const cors = { 'Access-Control-Allow-Origin': req.headers.origin ?? '*', 'Access-Control-Allow-Headers': 'Content-Type' };
    switch (`${req.method} ${requestUrl.pathname}`) {
      case 'GET /.well-known/openid-configuration':
        return json(res, 200, discovery(), cors);
      case 'GET /jwks':
        return json(res, 200, { keys: [publicJwk] }, cors);
      case 'GET /authorize': {
        const request = readAuthorizeRequest(requestUrl.searchParams);
        if (typeof request === 'string') return text(res, 400, request);
        const hint = requestUrl.searchParams.get('login_hint')?.trim().toLowerCase();
        if (hint && EMAIL.test(hint)) return redirectWithCode(res, request, identityFor(hint));
        return html(res, 200, renderSignInPage(request, acceptsFrench(req, request), null));
      }
      case 'POST /authorize': {
        const form = new URLSearchParams(await readBody(req));
        const request = readAuthorizeRequest(form);
        if (typeof request === 'string') return text(res, 400, request);
        const email = (form.get('email') ?? '').trim().toLowerCase();
        if (!EMAIL.test(email)) {
          return html(res, 400, renderSignInPage(request, acceptsFrench(req, request), form.get('email') ?? ''));
        }
        return redirectWithCode(res, request, identityFor(email));
      }
      case 'OPTIONS /token':
        res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'POST' });
        return void res.end();
      case 'POST /token':
        return json(res, ...(await exchange(new URLSearchParams(await readBody(req)))), cors);
      case 'GET /logout': {
        const back = requestUrl.searchParams.get('post_logout_redirect_uri');
        if (back && isLoopbackUri(back)) {
          res.writeHead(302, { Location: back });
          return void res.end();
        }
        return text(res, 200, 'Signed out of the local identity provider.');
      }
      default:
        return text(res, 404, 'Not found');
    }
  }

  async function exchange(form: URLSearchParams): Promise<[number, unknown]> {
    const clientId = form.get('client_id') ?? '';
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!code || code.expiresAt < Date.now() || code.clientId !== clientId || code.redirectUri !== form.get('redirect_uri') || code.codeChallenge !== challenge) {
        return [400, { error: 'invalid_grant', error_description: 'The authorization code is invalid or expired.' }];
      }
      return [200, await tokenResponse(code.identity, clientId, form.get('scope') ?? code.scope, code.nonce)];
    }
    if (form.get('grant_type') === 'refresh_token') {
      const grant = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!grant || grant.clientId !== clientId) {
        return [400, { error: 'invalid_grant', error_description: 'The refresh token is invalid.' }];
      }
      return [200, await tokenResponse(grant.identity, clientId, form.get('scope') ?? '', null)];
    }
    return [400, { error: 'unsupported_grant_type' }];
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('local identity provider failure', error);
      if (!res.headersSent) text(res, 500, 'Local identity provider error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    url,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function clientInfo(identity: LocalIdentity): string {
  return Buffer.from(JSON.stringify({ uid: identity.oid, utid: identity.tid })).toString('base64url');
}

function isLoopbackUri(value: string): boolean {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  } catch {
    return false;
  }
}

function acceptsFrench(req: IncomingMessage, request: SignInRequest): boolean {
  const preference = request.ui_locales || req.headers['accept-language'] || '';
  return preference.toLowerCase().startsWith('fr');
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://localhost:* http://127.0.0.1:*",
  });
  res.end(body);
}

function text(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(body);
}
