import type { Language } from './dictionary';

let activeLanguage: Language = 'en';

/** The active language, for code outside React (toasts raised by the fetcher or the session). */
export function getActiveLanguage(): Language {
  return activeLanguage;
}

/** Records the active language and sets `<html lang>` (spec 4-shell §4.4.1). */
export function applyDocumentLanguage(language: Language): void {
  activeLanguage = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
