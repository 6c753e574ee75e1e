import type { FieldCode, FieldError, FieldErrorParams } from '../errors/catalog';
import { fieldError } from '../errors/field-error';

/** A value refused by a single-value check: the code and the params its message needs. */
export interface Refusal {
  ok: false;
  code: FieldCode;
  params?: FieldErrorParams;
}

/** Outcome of a single-value check; `value` is the normalised value, null when empty. */
export type Checked<T> = { ok: true; value: T } | Refusal;

/**
 * At most this many field errors are answered (spec 3-api §3.2.1): a body of 256 KB can hold
 * 100,000 bad list items or 40,000 unknown keys, whose errors would make a response of megabytes.
 * The list types stop collecting past it; the API answers the first ones in body order.
 */
export const FIELD_ERRORS_MAX = 100;

/** The first `FIELD_ERRORS_MAX` errors (already in answer order), and whether some were left out. */
export function capFieldErrors<E>(errors: readonly E[]): { errors: E[]; truncated: boolean } {
  return { errors: errors.slice(0, FIELD_ERRORS_MAX), truncated: errors.length > FIELD_ERRORS_MAX };
}

/** Outcome of validating a field, a list or an object: every error found, with its path. */
export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export function accept<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function refuse(code: FieldCode, params?: FieldErrorParams): Refusal {
  return params === undefined ? { ok: false, code } : { ok: false, code, params };
}

export function invalid(path: string, code: FieldCode, params?: FieldErrorParams): {
  ok: false;
  errors: FieldError[];
} {
  return { ok: false, errors: [fieldError(path, code, params)] };
}

/** Turns a single-value check into a field validation reported at `path`. */
export function atPath<T>(checked: Checked<T>, path: string): Validation<T> {
  return checked.ok ? checked : invalid(path, checked.code, checked.params);
}
