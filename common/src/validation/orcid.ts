import type { Checked } from './result';
import { accept, refuse } from './result';
import { normalizeString } from './normalize';

const ORCID_URL_PREFIX = 'https://orcid.org/';
const ORCID_INPUT_MAX = ORCID_URL_PREFIX.length + 19;
const WITH_HYPHENS = /^(\d{4})-(\d{4})-(\d{4})-(\d{3}[\dX])$/;
const WITHOUT_HYPHENS = /^(\d{4})(\d{4})(\d{4})(\d{3}[\dX])$/;

/** The check character of the first 15 digits of an ORCID iD (ISO 7064 MOD 11-2). */
export function orcidCheckCharacter(first15Digits: string): string {
  let total = 0;
  for (const digit of first15Digits) total = (total + Number(digit)) * 2;
  const check = (12 - (total % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/**
 * An ORCID iD (§2.1.4 `orcid`): `dddd-dddd-dddd-dddC`, the 16 characters without hyphens, or
 * `https://orcid.org/` followed by either; stored as `dddd-dddd-dddd-dddC`. Null when empty.
 */
export function checkOrcid(raw: string): Checked<string | null> {
  const typed = normalizeString(raw);
  if (typed === '') return accept(null);
  // No accepted form is longer than the URL form; longer input is refused before any pattern.
  if (typed.length > ORCID_INPUT_MAX) return refuse('invalid_format', { format: 'orcid' });
  const withoutUrl = typed.toLowerCase().startsWith(ORCID_URL_PREFIX)
    ? typed.slice(ORCID_URL_PREFIX.length)
    : typed;
  const candidate = withoutUrl.toUpperCase();
  const groups = WITH_HYPHENS.exec(candidate) ?? WITHOUT_HYPHENS.exec(candidate);
  if (groups === null) return refuse('invalid_format', { format: 'orcid' });
  const digits = groups.slice(1).join('');
  if (orcidCheckCharacter(digits.slice(0, 15)) !== digits.slice(15)) return refuse('invalid_checksum');
  return accept(groups.slice(1).join('-'));
}
