import type { Language } from './dictionary';

/** Local-storage key of the language preference (seed §4, §9). */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

/**
 * Stored value for a language. The seed stores "choosing French" as a boolean string:
 * "true" = French, "false" = English. (Keep public/lang-init.js in step with this.)
 */
export function storedValueFor(language: Language): 'true' | 'false' {
  return language === 'fr' ? 'true' : 'false';
}

/** Language for a stored value: "true" means French; anything else, or nothing, English. */
export function languageFromStoredValue(value: string | null | undefined): Language {
  return value === 'true' ? 'fr' : 'en';
}

/** Reads the preference; English when storage is unavailable. */
export function readStoredLanguage(): Language {
  try {
    return languageFromStoredValue(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return 'en';
  }
}

/** Writes the preference; ignores storage failures (the choice then lasts for this page life). */
export function writeStoredLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, storedValueFor(language));
  } catch {
    // Storage blocked: keep the choice in memory only.
  }
}
