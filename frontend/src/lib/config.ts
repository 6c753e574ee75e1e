import { parseConfig, type PortalConfig } from './config-schema';

/** The validated configuration, read once from the build-time environment. */
export const config: PortalConfig = parseConfig(import.meta.env);

/** Full name of the network in the given language. */
export function networkName(language: 'en' | 'fr'): string {
  return language === 'fr' ? config.nameFr : config.nameEn;
}

/** Privacy-policy URL for the language, falling back to the other one (spec 4-shell §4.1.3). */
export function privacyUrl(language: 'en' | 'fr'): string | null {
  return language === 'fr'
    ? (config.privacyUrlFr ?? config.privacyUrlEn)
    : (config.privacyUrlEn ?? config.privacyUrlFr);
}

/**
 * Days an audit entry is kept, as the history page states it (spec 6-data-and-beyond §6.3.5).
 * `AUDIT_RETENTION_DAYS` is an API setting that the SPA cannot read: the page shows the API's
 * default, from this one constant; change it here when the API's setting differs.
 */
export const AUDIT_RETENTION_DAYS = 1095;
