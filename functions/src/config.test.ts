import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

const LOCAL = {
  AUTH_MODE: 'local',
  AUTH_CLIENT_ID: '00000000-0000-4000-8000-000000000001',
  AUTH_JWKS_URL: 'http://127.0.0.1:9400/jwks',
  COSMOS_ENDPOINT: 'http://127.0.0.1:8081',
  COSMOS_DATABASE: 'portal',
  COSMOS_CREDENTIAL: 'key',
  COSMOS_KEY: 'public-development-key',
};

function problems(env: Record<string, string | undefined>): string[] {
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

describe('parseConfig', () => {
  it('accepts the local demo settings and derives the audiences from the client id', () => {
    const config = parseConfig(LOCAL);
    expect(config.audiences).toEqual(['00000000-0000-4000-8000-000000000001', 'api://00000000-0000-4000-8000-000000000001']);
    expect(config.issuerPattern).toBe('https://login.microsoftonline.com/{tid}/v2.0');
    expect(config.timeZone).toBe('America/Toronto');
  });

  it('refuses an http key set or database outside local mode', () => {
    const found = problems({ ...LOCAL, AUTH_MODE: 'entra' });
    expect(found).toContain('AUTH_JWKS_URL must be https unless AUTH_MODE=local');
    expect(found.some((p) => p.startsWith('COSMOS_ENDPOINT must be https'))).toBe(true);
  });

  it('defaults to the Entra key set and managed identity in production', () => {
    const config = parseConfig({
      AUTH_MODE: 'entra',
      AUTH_CLIENT_ID: '12345678-1234-4234-8234-123456789012',
      COSMOS_ENDPOINT: 'https://portal.documents.azure.com:443/',
      COSMOS_DATABASE: 'portal',
    });
    expect(config.jwksUrl.toString()).toBe('https://login.microsoftonline.com/common/discovery/v2.0/keys');
    expect(config.cosmos.credential).toBe('managed-identity');
  });

  it('re-fetches the key set at most once a minute, sooner only in local mode (spec 1-roles-and-identity §1.4.4)', () => {
    expect(parseConfig(LOCAL).jwksRefetchCooldownSeconds).toBe(60);
    expect(parseConfig({ ...LOCAL, LOCAL_JWKS_REFETCH_SECONDS: '0' }).jwksRefetchCooldownSeconds).toBe(0);
    expect(problems({ ...LOCAL, LOCAL_JWKS_REFETCH_SECONDS: '61' })).toContain('LOCAL_JWKS_REFETCH_SECONDS must be a whole number of seconds from 0 to 60');
    expect(problems({ ...LOCAL, AUTH_MODE: 'entra', LOCAL_JWKS_REFETCH_SECONDS: '0' })).toContain(
      'LOCAL_JWKS_REFETCH_SECONDS is allowed only with AUTH_MODE=local',
    );
  });

  it('keeps audit entries 1095 days unless AUDIT_RETENTION_DAYS says 30 to 3650 (spec 6-data-and-beyond §6.3.5)', () => {
    expect(parseConfig(LOCAL).auditRetentionDays).toBe(1095);
    expect(parseConfig({ ...LOCAL, AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays).toBe(30);
    expect(parseConfig({ ...LOCAL, AUDIT_RETENTION_DAYS: '3650' }).auditRetentionDays).toBe(3650);
    for (const value of ['29', '3651', '12.5', 'forever', '-40']) {
      expect(problems({ ...LOCAL, AUDIT_RETENTION_DAYS: value }), value).toContain('AUDIT_RETENTION_DAYS must be a whole number of days from 30 to 3650');
    }
  });

  it('asks the public DOI resolver unless DOI_METADATA_URL says otherwise; empty disables lookups (spec 6-data-and-beyond §6.3.7)', () => {
    expect(parseConfig(LOCAL).doiMetadataUrl).toBe('https://doi.org/{doi}');
    expect(parseConfig({ ...LOCAL, DOI_METADATA_URL: '' }).doiMetadataUrl).toBeNull();
    expect(parseConfig({ ...LOCAL, DOI_METADATA_URL: 'http://localhost:9401/doi/{doi}' }).doiMetadataUrl).toBe('http://localhost:9401/doi/{doi}');
    const entra = { ...LOCAL, AUTH_MODE: 'entra', AUTH_JWKS_URL: 'https://login.example/keys', COSMOS_ENDPOINT: 'https://db.example' };
    expect(parseConfig({ ...entra, DOI_METADATA_URL: 'https://api.example/works/{doi}' }).doiMetadataUrl).toBe('https://api.example/works/{doi}');
    expect(problems({ ...entra, DOI_METADATA_URL: 'http://doi.example/{doi}' })).toContain('DOI_METADATA_URL must be https (plain http only with AUTH_MODE=local)');
    expect(problems({ ...LOCAL, DOI_METADATA_URL: 'https://doi.org/' })).toContain('DOI_METADATA_URL must contain {doi}');
    expect(problems({ ...LOCAL, DOI_METADATA_URL: 'not a url {doi}' })).toContain('DOI_METADATA_URL is not a URL');
  });

  it('reports every problem at once', () => {
    expect(problems({ AUTH_MODE: 'other', AUTH_ALLOWED_TENANT_IDS: 'x', API_ALLOWED_ORIGINS: '*' }).length).toBeGreaterThanOrEqual(5);
  });
});
