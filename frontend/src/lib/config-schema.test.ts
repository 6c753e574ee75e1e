import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config-schema';

describe('configuration', () => {
  it('local mode: demo defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      shortName: 'ARN',
      nameEn: 'Aurora Research Network',
      nameFr: 'Réseau de recherche Aurora',
      contactEmail: 'admin@aurora-network.example',
      authMode: 'local',
      clientId: '00000000-0000-4000-8000-000000000001',
      authority: 'https://login.microsoftonline.com/common',
      apiScope: 'api://00000000-0000-4000-8000-000000000001/access_as_user',
      localIdpUrl: 'http://localhost:9400',
      timeZone: 'America/Toronto',
      auditRetentionDays: 1095,
      reportYearStart: '04-01',
    });
  });

  it('reads the first day of the reporting year, MM-DD of a day every year has, 04-01 unless set (spec 7-reports §7.1.3)', () => {
    expect(parseConfig({ VITE_REPORT_YEAR_START: '01-01' }).reportYearStart).toBe('01-01');
    expect(parseConfig({ VITE_REPORT_YEAR_START: '02-28' }).reportYearStart).toBe('02-28');
    expect(parseConfig({ VITE_REPORT_YEAR_START: '12-31' }).reportYearStart).toBe('12-31');
    for (const value of ['02-29', '04-31', '13-01', '00-10', '4-1', '04/01', 'april']) {
      expect(() => parseConfig({ VITE_REPORT_YEAR_START: value }), value).toThrow(/VITE_REPORT_YEAR_START must be a day every year has, as MM-DD/);
    }
  });

  it('the network time zone of CSV exports: an IANA name, America/Toronto by default', () => {
    expect(parseConfig({ VITE_PORTAL_TIME_ZONE: 'America/Vancouver' }).timeZone).toBe('America/Vancouver');
    expect(() => parseConfig({ VITE_PORTAL_TIME_ZONE: 'Mars/Olympus' })).toThrow(/VITE_PORTAL_TIME_ZONE must be an IANA time zone/);
  });

  it('reads the audit retention the history page states, 1095 days unless set, 30 to 3650 (spec 6-data-and-beyond §6.3.5)', () => {
    expect(parseConfig({}).auditRetentionDays).toBe(1095);
    expect(parseConfig({ VITE_AUDIT_RETENTION_DAYS: '365' }).auditRetentionDays).toBe(365);
    for (const value of ['29', '3651', '1e3', 'forever']) {
      expect(() => parseConfig({ VITE_AUDIT_RETENTION_DAYS: value }), value).toThrow(/VITE_AUDIT_RETENTION_DAYS must be a whole number of days from 30 to 3650/);
    }
  });

  const entra = {
    VITE_AUTH_MODE: 'entra',
    VITE_PORTAL_SHORT_NAME: 'XYZ',
    VITE_PORTAL_NAME_EN: 'X Network',
    VITE_PORTAL_NAME_FR: 'Réseau X',
    VITE_PORTAL_CONTACT_EMAIL: 'office@x.example',
    VITE_AUTH_CLIENT_ID: '11111111-2222-4333-8444-555555555555',
    VITE_PORTAL_PRIVACY_URL_EN: 'https://x.example/privacy',
  };

  it('entra mode: valid production values', () => {
    expect(parseConfig(entra)).toMatchObject({ authMode: 'entra', localIdpUrl: null, shortName: 'XYZ' });
  });

  it('entra mode: required values, https only, no local provider', () => {
    const attempt = () =>
      parseConfig({
        VITE_AUTH_MODE: 'entra',
        VITE_PORTAL_PRIVACY_URL_EN: 'http://x.example/privacy',
        VITE_AUTH_AUTHORITY: 'http://login.example/common',
        VITE_LOCAL_IDP_URL: 'http://localhost:9400',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const text = (error as ConfigError).problems.join('\n');
      expect(text).toContain('VITE_PORTAL_SHORT_NAME is required');
      expect(text).toContain('VITE_AUTH_CLIENT_ID is required');
      expect(text).toContain('VITE_PORTAL_PRIVACY_URL_EN must be an https URL');
      expect(text).toContain('VITE_AUTH_AUTHORITY must be an https URL');
      expect(text).toContain('VITE_LOCAL_IDP_URL must be empty');
    }
  });

  it('rejects malformed values', () => {
    expect(() => parseConfig({ VITE_AUTH_MODE: 'azure' })).toThrow(/VITE_AUTH_MODE/);
    expect(() => parseConfig({ VITE_PORTAL_CONTACT_EMAIL: 'nobody' })).toThrow(/VITE_PORTAL_CONTACT_EMAIL/);
    expect(() => parseConfig({ VITE_AUTH_CLIENT_ID: 'abc' })).toThrow(/VITE_AUTH_CLIENT_ID/);
    expect(() => parseConfig({ VITE_PORTAL_SHORT_NAME: 'x'.repeat(21) })).toThrow(/at most 20/);
  });
});
