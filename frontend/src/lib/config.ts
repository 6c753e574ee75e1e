import type { PortalConfig } from './config-schema';

/** Written by vite.config.ts: the configuration as `parseConfig` returned it from the environment. */
declare const __PORTAL_CONFIG__: PortalConfig;

/**
 * The validated configuration. Checked when Vite loads its configuration (a bad value fails the
 * build or the development server's start), and handed over as a constant: the application does
 * not check it again, so the first screen does not carry the checks (issue 18).
 */
export const config: PortalConfig = __PORTAL_CONFIG__;

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
