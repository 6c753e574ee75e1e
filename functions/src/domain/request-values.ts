import type { FieldError } from '@portal/common/errors/catalog';
import { addFieldErrors, type Body, type Fields, type Schema, type SchemaResult } from '@portal/common/validation/schema';
import { ApiError } from './errors';

/**
 * The values of a write request once the shared schema has normalised them: what passed, the
 * record as it would be after the change, whether anything changes, and the one 400 answer.
 */

/** A stored record as the schema runner reads it (the pair rules of an update). */
export function storedFields(record: object | undefined): Readonly<Record<string, unknown>> | undefined {
  return record as Readonly<Record<string, unknown>> | undefined;
}

/** The normalised values that passed the schema, even when other fields failed. */
export function passedValues<V>(result: SchemaResult<V>): Partial<V> {
  return result.ok ? result.value : result.partial;
}

/**
 * The record as it would be after the change (§3.3.1 rule 9): stored values overlaid with the
 * values that passed; a field that was sent but failed is left undefined, so that record rules
 * are not run on a value the request is replacing.
 */
export function afterChange(
  stored: object | undefined,
  body: Body,
  values: object,
): Record<string, unknown> {
  const record: Record<string, unknown> = { ...(stored ?? {}) };
  const passed = values as Record<string, unknown>;
  for (const key of Object.keys(body)) record[key] = Object.hasOwn(passed, key) ? passed[key] : undefined;
  for (const [key, value] of Object.entries(passed)) record[key] = value;
  return record;
}

/** Step 5: the schema's result plus the further field errors, all at once, or 400. */
export function validOrThrow<F extends Fields, V>(schema: Schema<F>, body: Body, result: SchemaResult<V>, extra: readonly FieldError[] = []): V {
  const merged = addFieldErrors(schema, body, result, extra);
  if (!merged.ok) throw new ApiError('validation_failed', { errors: merged.errors });
  return merged.value;
}

/** Whether an update changes anything (an update whose values all equal the stored ones writes nothing). */
export function changes<T extends object>(stored: T, values: Partial<T>): boolean {
  return Object.entries(values).some(([field, value]) => JSON.stringify((stored as Record<string, unknown>)[field]) !== JSON.stringify(value));
}
