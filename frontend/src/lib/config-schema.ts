/**
 * Build-time configuration of the SPA (spec 1-roles-and-identity §1.2): parsing and validation.
 * Pure: it reads only the record it is given, so vite.config.ts runs the same checks at build
 * time and tests can feed it any environment.
 */

export type AuthMode = 'local' | 'entra';

export interface PortalConfig {
  shortName: string;
  nameEn: string;
  nameFr: string;
  contactEmail: string;
  privacyUrlEn: string | null;
  privacyUrlFr: string | null;
  /** Logo image URL, or null for the bundled logo. */
  logoUrl: string | null;
  authMode: AuthMode;
  clientId: string;
  /** Authority used in entra mode. */
  authority: string;
  apiScope: string;
  /** Base URL of the local identity provider (local mode only), without a trailing slash. */
  localIdpUrl: string | null;
  /**
   * `PORTAL_TIME_ZONE` (spec 1-roles-and-identity §1.2.4), read by the SPA as
   * `VITE_PORTAL_TIME_ZONE`: the times written in CSV exports. Default America/Toronto.
   */
  timeZone: string;
  /**
   * `AUDIT_RETENTION_DAYS` (spec 6-data-and-beyond §6.3.5), an API setting that the history page
   * states; read by the SPA as `VITE_AUDIT_RETENTION_DAYS`, set from the same value by the deploy
   * workflow. Default 1095, from 30 to 3650 as the API accepts.
   */
  auditRetentionDays: number;
  /**
   * `REPORT_YEAR_START` (spec 7-reports §7.1.3), read as `VITE_REPORT_YEAR_START`: the first day of
   * the network's reporting year as `MM-DD`. Default `04-01` (the federal fiscal year).
   */
  reportYearStart: string;
}

export type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

/** Local demo defaults: used in local mode only; production (entra) must set the required values. */
export const DEMO_DEFAULTS = {
  VITE_PORTAL_SHORT_NAME: 'ARN',
  VITE_PORTAL_NAME_EN: 'Aurora Research Network',
  VITE_PORTAL_NAME_FR: 'Réseau de recherche Aurora',
  VITE_PORTAL_CONTACT_EMAIL: 'admin@aurora-network.example',
  VITE_AUTH_CLIENT_ID: '00000000-0000-4000-8000-000000000001',
  VITE_LOCAL_IDP_URL: 'http://localhost:9400',
} as const;

const DEFAULT_TIME_ZONE = 'America/Toronto';

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const DEFAULT_REPORT_YEAR_START = '04-01';

/** Days in each month of a year without February 29: a reporting year must start on a day every year has. */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * `MM-DD` naming a day that exists every year (February 29 does not). The same rule as
 * `isReportYearStart` of common/src/documents/periods.ts, written again here because Vite loads
 * this file with its configuration, where Node cannot import the common package's TypeScript.
 */
export function isEveryYearDay(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= (DAYS_IN_MONTH[month - 1] ?? 0);
}

const DEFAULT_AUTHORITY = 'https://login.microsoftonline.com/common';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid portal configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

function text(env: RawEnv, name: string): string {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Parses and validates the VITE_ variables. Throws a ConfigError listing every problem.
 */
export function parseConfig(env: RawEnv): PortalConfig {
  const problems: string[] = [];
  const modeText = text(env, 'VITE_AUTH_MODE') || 'local';
  if (modeText !== 'local' && modeText !== 'entra') {
    problems.push(`VITE_AUTH_MODE must be "local" or "entra" (got "${modeText}").`);
  }
  const authMode: AuthMode = modeText === 'entra' ? 'entra' : 'local';
  const local = authMode === 'local';

  const value = (name: keyof typeof DEMO_DEFAULTS): string => {
    const v = text(env, name);
    if (v) return v;
    if (local) return DEMO_DEFAULTS[name];
    problems.push(`${name} is required when VITE_AUTH_MODE is "entra".`);
    return '';
  };

  const shortName = value('VITE_PORTAL_SHORT_NAME');
  if ([...shortName].length > 20) problems.push('VITE_PORTAL_SHORT_NAME must be at most 20 characters.');
  const nameEn = value('VITE_PORTAL_NAME_EN');
  if ([...nameEn].length > 120) problems.push('VITE_PORTAL_NAME_EN must be at most 120 characters.');
  const nameFr = value('VITE_PORTAL_NAME_FR');
  if ([...nameFr].length > 120) problems.push('VITE_PORTAL_NAME_FR must be at most 120 characters.');
  const contactEmail = value('VITE_PORTAL_CONTACT_EMAIL');
  if (contactEmail && !EMAIL.test(contactEmail)) {
    problems.push(`VITE_PORTAL_CONTACT_EMAIL must be an e-mail address (got "${contactEmail}").`);
  }

  const optionalUrl = (name: string, allowed: string[]): string | null => {
    const v = text(env, name);
    if (!v) return null;
    const url = parseUrl(v);
    if (!url || !allowed.includes(url.protocol)) {
      problems.push(`${name} must be an ${allowed.map((p) => p.replace(':', '')).join(' or ')} URL (got "${v}").`);
      return null;
    }
    return v;
  };
  const webSchemes = local ? ['http:', 'https:'] : ['https:'];
  const privacyUrlEn = optionalUrl('VITE_PORTAL_PRIVACY_URL_EN', webSchemes);
  const privacyUrlFr = optionalUrl('VITE_PORTAL_PRIVACY_URL_FR', webSchemes);

  let logoUrl: string | null = null;
  const logoText = text(env, 'VITE_PORTAL_LOGO_URL');
  if (logoText) {
    if (logoText.startsWith('/') && !logoText.startsWith('//')) logoUrl = logoText;
    else logoUrl = optionalUrl('VITE_PORTAL_LOGO_URL', ['https:']);
  }

  const clientId = value('VITE_AUTH_CLIENT_ID');
  if (clientId && !GUID.test(clientId)) {
    problems.push(`VITE_AUTH_CLIENT_ID must be a GUID (got "${clientId}").`);
  }

  const authority = text(env, 'VITE_AUTH_AUTHORITY') || DEFAULT_AUTHORITY;
  const authorityUrl = parseUrl(authority);
  if (!local && (!authorityUrl || authorityUrl.protocol !== 'https:')) {
    problems.push(`VITE_AUTH_AUTHORITY must be an https URL (got "${authority}").`);
  }

  const apiScope = text(env, 'VITE_AUTH_API_SCOPE') || `api://${clientId}/access_as_user`;
  if (!/\/access_as_user$/.test(apiScope)) {
    problems.push(`VITE_AUTH_API_SCOPE must name the scope access_as_user (got "${apiScope}").`);
  }

  let localIdpUrl: string | null = null;
  const idpText = text(env, 'VITE_LOCAL_IDP_URL');
  if (local) {
    const raw = idpText || DEMO_DEFAULTS.VITE_LOCAL_IDP_URL;
    const url = parseUrl(raw);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
      problems.push(`VITE_LOCAL_IDP_URL must be an http(s) URL without query or fragment (got "${raw}").`);
    } else {
      localIdpUrl = raw.replace(/\/+$/, '');
    }
  } else if (idpText) {
    problems.push('VITE_LOCAL_IDP_URL must be empty when VITE_AUTH_MODE is "entra".');
  }

  const timeZone = text(env, 'VITE_PORTAL_TIME_ZONE') || DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) problems.push(`VITE_PORTAL_TIME_ZONE must be an IANA time zone (got "${timeZone}").`);

  const retention = text(env, 'VITE_AUDIT_RETENTION_DAYS') || '1095';
  const auditRetentionDays = Number(retention);
  if (!/^\d{1,4}$/.test(retention) || auditRetentionDays < 30 || auditRetentionDays > 3650) {
    problems.push(`VITE_AUDIT_RETENTION_DAYS must be a whole number of days from 30 to 3650 (got "${retention}").`);
  }

  const reportYearStart = text(env, 'VITE_REPORT_YEAR_START') || DEFAULT_REPORT_YEAR_START;
  if (!isEveryYearDay(reportYearStart)) {
    problems.push(`VITE_REPORT_YEAR_START must be a day every year has, as MM-DD (got "${reportYearStart}").`);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    shortName,
    nameEn,
    nameFr,
    contactEmail,
    privacyUrlEn,
    privacyUrlFr,
    logoUrl,
    authMode,
    clientId,
    authority,
    apiScope,
    localIdpUrl,
    timeZone,
    auditRetentionDays,
    reportYearStart,
  };
}
