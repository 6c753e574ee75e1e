import type { Checked } from './result';
import { accept, refuse } from './result';
import { codePointLength, hasControlCharacter, normalizeString } from './normalize';

export const DOI_MAX = 100;

const DOI_PREFIXES = ['https://doi.org/', 'http://doi.org/', 'https://dx.doi.org/', 'http://dx.doi.org/', 'doi:'];
const BARE_DOI = /^10\.\d{4,9}\/\S+$/;

/** The DOI without the resolver or `doi:` prefix (any case); the rest is kept as typed. */
export function stripDoiPrefix(value: string): string {
  const lower = value.toLowerCase();
  const prefix = DOI_PREFIXES.find((candidate) => lower.startsWith(candidate));
  return prefix === undefined ? value : value.slice(prefix.length).trim();
}

/** A DOI (§2.1.4 `doi`), stored bare; null when empty after trimming. */
export function checkDoi(raw: string): Checked<string | null> {
  const typed = normalizeString(raw);
  if (typed === '') return accept(null);
  const value = stripDoiPrefix(typed);
  if (codePointLength(value) > DOI_MAX) return refuse('too_long', { max: DOI_MAX });
  if (!BARE_DOI.test(value) || hasControlCharacter(value)) return refuse('invalid_format', { format: 'doi' });
  return accept(value);
}

/** DOIs are compared case-insensitively (uniqueness among products). */
export function doiComparisonKey(doi: string): string {
  return doi.toLowerCase();
}
