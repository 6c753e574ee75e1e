import type { Checked } from './result';
import { accept, refuse } from './result';
import { codePointLength, hasControlCharacter, normalizeString, normalizeText } from './normalize';

// U+2028 and U+2029 are line breaks although they are not control characters.
const UNICODE_LINE_BREAK = /[\u2028\u2029]/;
const TEXT_ALLOWED_CONTROLS = ['\n', '\t'];

/** A one-line string (§2.1.4 `string`): null when empty after trimming. */
export function checkOneLine(raw: string, max: number): Checked<string | null> {
  const value = normalizeString(raw);
  if (value === '') return accept(null);
  // The length first: no scan or pattern runs over an over-long value (issue 12).
  if (codePointLength(value) > max) return refuse('too_long', { max });
  if (hasControlCharacter(value) || UNICODE_LINE_BREAK.test(value)) return refuse('invalid_characters');
  return accept(value);
}

/** A text (§2.1.4 `text`): several lines, tab allowed; null when empty after trimming. */
export function checkText(raw: string, max: number): Checked<string | null> {
  const value = normalizeText(raw);
  if (value === '') return accept(null);
  if (codePointLength(value) > max) return refuse('too_long', { max });
  if (hasControlCharacter(value, TEXT_ALLOWED_CONTROLS)) return refuse('invalid_characters');
  return accept(value);
}
