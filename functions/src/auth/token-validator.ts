import { decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from 'jose';
import type { ApiConfig } from '../config';
import type { TokenIdentity } from '../domain/caller';
import { ApiError } from '../domain/errors';
import { createKeySet, KeySetUnavailable, UnknownSigningKey, type KeySet } from './key-set';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EMAIL = /^[^\s@]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const MAX_HEADER_LENGTH = 16 * 1024;
const REQUIRED_SCOPE = 'access_as_user';
const CLOCK_TOLERANCE_SECONDS = 60;

export type HeaderReader = (name: string) => string | null;
export type RejectionLogger = (reason: string) => void;

export interface TokenValidator {
  /** Validates the request's bearer token (spec 1-roles-and-identity §1.4.3) or throws ApiError. */
  authenticate(header: HeaderReader, logRejection: RejectionLogger): Promise<TokenIdentity>;
}

/** Reads `X-Authorization` first and never falls back when it is present (§1.4.3 step 1). */
export function bearerToken(header: HeaderReader): string | null {
  const value = header('x-authorization') ?? header('authorization');
  if (value === null) return null;
  if (value.length > MAX_HEADER_LENGTH) throw new RejectedToken('header too long');
  const match = /^bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(value);
  if (!match?.[1]) throw new RejectedToken('malformed authorization header');
  return match[1];
}

class RejectedToken extends Error {}

type ValidatorConfig = Pick<ApiConfig, 'clientId' | 'audiences' | 'allowedTenantIds' | 'jwksUrl' | 'issuerPattern' | 'jwksRefetchCooldownSeconds'>;

/** `keySet` is injected by the unit tests; the API fetches the one at `config.jwksUrl`. */
export function createTokenValidator(
  config: ValidatorConfig,
  keySet: KeySet = createKeySet({
    url: config.jwksUrl,
    refetchCooldownMs: config.jwksRefetchCooldownSeconds * 1000,
    logFailure: (reason) => console.warn(`signing key set unavailable: ${reason}`),
  }),
): TokenValidator {
  const allowedTenants = new Set(config.allowedTenantIds);

  async function verify(token: string): Promise<TokenIdentity> {
    let protectedHeader;
    try {
      protectedHeader = decodeProtectedHeader(token);
    } catch {
      throw new RejectedToken('unreadable header');
    }
    if (protectedHeader.alg !== 'RS256' || typeof protectedHeader.kid !== 'string' || protectedHeader.kid === '') {
      throw new RejectedToken(`algorithm ${String(protectedHeader.alg)} or kid refused`);
    }

    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, (header) => keySet.key(header.kid ?? ''), {
        algorithms: ['RS256'],
        audience: config.audiences,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp'],
      }));
    } catch (error) {
      // An outage is never the caller's fault: 503, so the SPA does not sign them out (§1.4.4).
      if (error instanceof KeySetUnavailable) throw new ApiError('identity_provider_unavailable', { headers: { 'Retry-After': '5' } });
      if (error instanceof UnknownSigningKey) throw new RejectedToken('unknown kid');
      throw new RejectedToken(error instanceof errors.JOSEError ? error.code : 'signature or claims not verifiable');
    }

    const tid = typeof payload.tid === 'string' ? payload.tid : '';
    if (!GUID.test(tid)) throw new RejectedToken('tid missing or not a GUID');
    if (allowedTenants.size > 0 && !allowedTenants.has(tid)) throw new RejectedToken('tenant not allowed');
    if (payload.iss !== config.issuerPattern.replace('{tid}', tid)) throw new RejectedToken('issuer mismatch');
    const scopes = typeof payload.scp === 'string' ? payload.scp.split(' ') : [];
    if (!scopes.includes(REQUIRED_SCOPE)) throw new RejectedToken('scope missing');
    const oid = typeof payload.oid === 'string' ? payload.oid : '';
    if (!GUID.test(oid)) throw new RejectedToken('oid missing or not a GUID');
    // Check 10: issued to this portal's own SPA, not to another app the user consented to.
    if (payload.azp !== config.clientId) throw new RejectedToken('azp missing or another client');

    return {
      tid,
      oid,
      email: tokenEmail(payload),
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  }

  return {
    async authenticate(header, logRejection) {
      try {
        const token = bearerToken(header);
        if (token === null) throw new ApiError('authentication_required');
        return await verify(token);
      } catch (error) {
        if (error instanceof RejectedToken) {
          logRejection(error.message);
          throw new ApiError('invalid_token');
        }
        throw error;
      }
    },
  };
}

/** `preferred_username` when it is an e-mail address, else `email` (§1.4.5 step 2). */
export function tokenEmail(payload: JWTPayload): string | null {
  for (const claim of [payload.preferred_username, payload.email]) {
    if (typeof claim !== 'string') continue;
    const candidate = claim.trim().toLowerCase();
    if (EMAIL.test(candidate)) return candidate;
  }
  return null;
}
