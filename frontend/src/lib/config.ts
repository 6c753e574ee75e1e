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
