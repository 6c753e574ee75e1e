import type { Checked } from './result';
import { accept, refuse } from './result';
import { codePointLength, normalizeString } from './normalize';

export const PHONE_MAX = 50;
const MIN_DIGITS = 7;

// The number itself ends with a digit or ")"; an extension "x", "ext" or "ext." may follow.
const PHONE = /^([0-9 +().-]*[0-9)])(?: *(?:x|ext\.?) *[0-9]+)?$/i;

/** A phone number (§2.1.4 `phone`), stored as typed; null when empty after trimming. */
export function checkPhone(raw: string): Checked<string | null> {
  const value = normalizeString(raw);
  if (value === '') return accept(null);
  if (codePointLength(value) > PHONE_MAX) return refuse('too_long', { max: PHONE_MAX });
  const number = PHONE.exec(value)?.[1];
  if (number === undefined || countDigits(number) < MIN_DIGITS) {
    return refuse('invalid_format', { format: 'phone' });
  }
  return accept(value);
}

function countDigits(value: string): number {
  let digits = 0;
  for (const char of value) if (char >= '0' && char <= '9') digits++;
  return digits;
}
