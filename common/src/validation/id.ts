import type { Checked } from './result';
import { accept, refuse } from './result';
import { normalizeString } from './normalize';

export const ID_MAX = 64;
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isId(value: string): boolean {
  return value.length <= ID_MAX && ID_PATTERN.test(value);
}

/** A record id (2-data-model §2.1.1); null when empty after trimming. */
export function checkId(raw: string): Checked<string | null> {
  const value = normalizeString(raw);
  if (value === '') return accept(null);
  return isId(value) ? accept(value) : refuse('invalid_format', { format: 'id' });
}
