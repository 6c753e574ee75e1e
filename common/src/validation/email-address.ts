import { codePointLength, hasControlCharacter } from './normalize';

/*
 * The shape of an e-mail address, apart from checkEmail (./email.ts): the SPA's first screen
 * builds its contact link with isEmailAddress (frontend/src/lib/mailto.ts) and must not carry the
 * field checks and their error catalogue with it (issue 18).
 */

export const EMAIL_MAX = 254;
const LOCAL_PART_MAX = 64;

// What a local part may hold (2-data-model §2.1.4): letters and digits of any script, dots, and
// the RFC 5322 atext symbols except those that change the meaning of a link built from the
// address: `?` (starts the mailto: header fields), `#` (fragment), `%` (escapes), `&` (separates
// header fields) and `/`. White space, control characters, quotes, `\`, `,`, `;`, `:`, `<>`,
// `()` and `[]` are refused with them; quoted local parts are not accepted.
const LOCAL_PART = /^[\p{L}\p{M}\p{Nd}.!$'*+=^_`{|}~-]+$/u;
const DOMAIN_LABEL = /^[\p{L}\p{M}\p{Nd}](?:[\p{L}\p{M}\p{Nd}-]{0,61}[\p{L}\p{M}\p{Nd}])?$/u;
const ALL_DIGITS = /^\d+$/;

export function isEmailAddress(value: string): boolean {
  // Bounded before any pattern runs, also when called without checkEmail (issue 12).
  if (value.length > EMAIL_MAX * 2 || codePointLength(value) > EMAIL_MAX) return false;
  if (hasControlCharacter(value)) return false;
  const at = value.indexOf('@');
  if (at < 0 || value.indexOf('@', at + 1) >= 0) return false;
  return isLocalPart(value.slice(0, at)) && isDomain(value.slice(at + 1));
}

function isLocalPart(local: string): boolean {
  const length = codePointLength(local);
  if (length < 1 || length > LOCAL_PART_MAX) return false;
  if (!LOCAL_PART.test(local)) return false;
  return !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

function isDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return !ALL_DIGITS.test(labels[labels.length - 1] ?? '');
}
