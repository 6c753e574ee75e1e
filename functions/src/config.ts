/**
 * API settings (spec 1-roles-and-identity §1.2), read from the environment and checked once.
 * A bad configuration never crashes the host: every request then answers 500 and the
 * problem is logged (see http/wrap.ts).
 */
export interface ApiConfig {
  authMode: 'local' | 'entra';
  clientId: string;
  audiences: string[];
  allowedTenantIds: string[];
  jwksUrl: URL;
  /** Least time between two key-set fetches (§1.4.4: 60 s; shorter only in local mode). */
  jwksRefetchCooldownSeconds: number;
  issuerPattern: string;
  bootstrapAdminEmail: string | null;
  cosmos: {
    endpoint: string;
    database: string;
    credential: 'key' | 'managed-identity';
    key: string | null;
    managedIdentityClientId: string | null;
  };
  allowedOrigins: string[];
  timeZone: string;
  /** Days an audit entry is kept (spec 6-data-and-beyond §6.3.5), 30 to 3650. */
  auditRetentionDays: number;
  /**
   * DOI_METADATA_URL (spec 1-roles-and-identity §1.2.4, 6-data-and-beyond §6.3.7): the metadata
   * service's address with `{doi}`; null when set empty (lookups disabled, every one answers 503).
   */
  doiMetadataUrl: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid API configuration: ${problems.join('; ')}`);
  }
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

function parseUrl(name: string, value: string | undefined, problems: string[]): URL | null {
  if (!value) {
    problems.push(`${name} is required`);
    return null;
  }
  try {
    return new URL(value);
  } catch {
    problems.push(`${name} is not a URL`);
    return null;
  }
}

export function parseConfig(env: Record<string, string | undefined>): ApiConfig {
  const problems: string[] = [];
  const authMode = env.AUTH_MODE;
  if (authMode !== 'local' && authMode !== 'entra') problems.push('AUTH_MODE must be "local" or "entra"');
  const local = authMode === 'local';

  const clientId = env.AUTH_CLIENT_ID ?? '';
  if (!GUID.test(clientId)) problems.push('AUTH_CLIENT_ID must be a GUID');
  const audiences = env.AUTH_AUDIENCES ? list(env.AUTH_AUDIENCES) : [clientId, `api://${clientId}`];

  const allowedTenantIds = list(env.AUTH_ALLOWED_TENANT_IDS).map((tid) => tid.toLowerCase());
  for (const tid of allowedTenantIds) if (!GUID.test(tid)) problems.push(`AUTH_ALLOWED_TENANT_IDS: "${tid}" is not a GUID`);

  const jwksUrl = parseUrl(
    'AUTH_JWKS_URL',
    env.AUTH_JWKS_URL ?? (local ? undefined : 'https://login.microsoftonline.com/common/discovery/v2.0/keys'),
    problems,
  );
  if (jwksUrl && jwksUrl.protocol !== 'https:' && !local) problems.push('AUTH_JWKS_URL must be https unless AUTH_MODE=local');

  // The API tests make the key set fail while the stack runs; they cannot wait a minute for
  // the re-fetch that shows it, so the test stack shortens the cooldown. Production never may.
  const refetch = env.LOCAL_JWKS_REFETCH_SECONDS;
  const jwksRefetchCooldownSeconds = refetch === undefined ? 60 : Number(refetch);
  if (refetch !== undefined && !local) problems.push('LOCAL_JWKS_REFETCH_SECONDS is allowed only with AUTH_MODE=local');
  else if (!Number.isInteger(jwksRefetchCooldownSeconds) || jwksRefetchCooldownSeconds < 0 || jwksRefetchCooldownSeconds > 60) {
    problems.push('LOCAL_JWKS_REFETCH_SECONDS must be a whole number of seconds from 0 to 60');
  }

  const issuerPattern = env.AUTH_ISSUER_PATTERN ?? 'https://login.microsoftonline.com/{tid}/v2.0';
  if (!issuerPattern.includes('{tid}')) problems.push('AUTH_ISSUER_PATTERN must contain {tid}');

  const bootstrap = env.BOOTSTRAP_ADMIN_EMAIL?.trim().toLowerCase() || null;
  if (bootstrap && !EMAIL.test(bootstrap)) problems.push('BOOTSTRAP_ADMIN_EMAIL is not an e-mail address');

  const endpointUrl = parseUrl('COSMOS_ENDPOINT', env.COSMOS_ENDPOINT, problems);
  if (endpointUrl && endpointUrl.protocol !== 'https:' && !(local && LOOPBACK_HOSTS.has(endpointUrl.hostname))) {
    problems.push('COSMOS_ENDPOINT must be https (plain http only for a loopback address in local mode)');
  }
  const database = env.COSMOS_DATABASE ?? '';
  if (!/^[A-Za-z0-9_-]{1,255}$/.test(database)) problems.push('COSMOS_DATABASE is required');
  const credential = env.COSMOS_CREDENTIAL ?? 'managed-identity';
  if (credential !== 'key' && credential !== 'managed-identity') problems.push('COSMOS_CREDENTIAL must be "key" or "managed-identity"');
  const key = env.COSMOS_KEY || null;
  if (credential === 'key' && !key) problems.push('COSMOS_KEY is required with COSMOS_CREDENTIAL=key');

  const allowedOrigins = list(env.API_ALLOWED_ORIGINS);
  for (const origin of allowedOrigins) {
    if (origin === '*') problems.push('API_ALLOWED_ORIGINS may not be "*"');
  }

  const timeZone = env.PORTAL_TIME_ZONE || 'America/Toronto';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
  } catch {
    problems.push('PORTAL_TIME_ZONE is not an IANA time zone');
  }

  const retention = env.AUDIT_RETENTION_DAYS?.trim() || '1095';
  const auditRetentionDays = Number(retention);
  if (!/^\d{1,4}$/.test(retention) || auditRetentionDays < 30 || auditRetentionDays > 3650) {
    problems.push('AUDIT_RETENTION_DAYS must be a whole number of days from 30 to 3650');
  }

  // Unset: the public DOI resolver, which serves the citation metadata of every registration
  // agency through content negotiation. Set empty: lookups are disabled.
  const doiTemplate = env.DOI_METADATA_URL === undefined ? 'https://doi.org/{doi}' : env.DOI_METADATA_URL.trim();
  if (doiTemplate !== '') {
    let doiUrl: URL | null = null;
    try {
      doiUrl = new URL(doiTemplate.replaceAll('{doi}', '10.5555/example'));
    } catch {
      problems.push('DOI_METADATA_URL is not a URL');
    }
    if (!doiTemplate.includes('{doi}')) problems.push('DOI_METADATA_URL must contain {doi}');
    if (doiUrl && doiUrl.protocol !== 'https:' && !(local && doiUrl.protocol === 'http:')) {
      problems.push('DOI_METADATA_URL must be https (plain http only with AUTH_MODE=local)');
    }
  }

  if (problems.length > 0 || !jwksUrl || !endpointUrl) throw new ConfigError(problems);
  return {
    authMode: authMode as 'local' | 'entra',
    clientId,
    audiences,
    allowedTenantIds,
    jwksUrl,
    jwksRefetchCooldownSeconds,
    issuerPattern,
    bootstrapAdminEmail: bootstrap,
    cosmos: {
      endpoint: endpointUrl.toString(),
      database,
      credential: credential as 'key' | 'managed-identity',
      key,
      managedIdentityClientId: env.AZURE_CLIENT_ID || null,
    },
    allowedOrigins,
    timeZone,
    auditRetentionDays,
    doiMetadataUrl: doiTemplate === '' ? null : doiTemplate,
  };
}
