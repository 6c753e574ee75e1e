import type { Language } from './dictionary';

/** Local-storage key of the language preference (seed §4, §9). */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

/**
 * Stored value for a language: the seed stores the choice as "true" or "false" and spec 4-shell
 * §4.4.1 fixes the meaning, "true" while English is active and "false" while French is.
 * (Keep public/lang-init.js in step with this.)
 */
export function storedValueFor(language: Language): 'true' | 'false' {
  return language === 'en' ? 'true' : 'false';
}

/** Language for a stored value: "false" means French; anything else, or nothing, English. */
export function languageFromStoredValue(value: string | null | undefined): Language {
  return value === 'false' ? 'fr' : 'en';
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
