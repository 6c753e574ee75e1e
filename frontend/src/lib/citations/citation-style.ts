/**
 * The citation style preference (spec 7-reports §7.4.2): stored in the browser like the other
 * display preferences (`citation-style`, `apa` or `vancouver`, default `apa`, spec 1-roles-and-
 * identity §1.7.7); the Cite dialog's choice and the default of the CV and report pages.
 */
import type { CitationStyle } from './citation';

export const CITATION_STYLE_STORAGE_KEY = 'citation-style';

/** `vancouver` when stored, else `apa` (nothing stored, or a value this version does not know). */
export function citationStyleFromStoredValue(value: string | null | undefined): CitationStyle {
  return value === 'vancouver' ? 'vancouver' : 'apa';
}

/** Kept for this page life when storage is blocked, so the choice still holds until a reload. */
let inMemory: CitationStyle | null = null;

export function readCitationStyle(): CitationStyle {
  try {
    const storage = globalThis.localStorage;
    if (storage) return citationStyleFromStoredValue(storage.getItem(CITATION_STYLE_STORAGE_KEY));
  } catch {
    // Storage blocked: fall through to the in-memory choice.
  }
  return inMemory ?? 'apa';
}

export function writeCitationStyle(style: CitationStyle): void {
  inMemory = style;
  try {
    globalThis.localStorage?.setItem(CITATION_STYLE_STORAGE_KEY, style);
  } catch {
    // Storage blocked: the choice lasts for this page life.
  }
}
