import type { Checked } from './result';
import { accept, refuse } from './result';
import { normalizeString, codePointLength } from './normalize';
import { EMAIL_MAX, isEmailAddress } from './email-address';

export interface EmailOptions {
  /** `login_email` is stored lower-cased; other addresses are stored as typed. */
  lowerCase?: boolean;
}

/** An e-mail address (§2.1.4): null when empty after trimming. */
export function checkEmail(raw: string, options: EmailOptions = {}): Checked<string | null> {
  const value = normalizeString(raw);
  if (value === '') return accept(null);
  if (codePointLength(value) > EMAIL_MAX) return refuse('too_long', { max: EMAIL_MAX });
  if (!isEmailAddress(value)) return refuse('invalid_format', { format: 'email' });
  return accept(options.lowerCase === true ? value.toLowerCase() : value);
}
