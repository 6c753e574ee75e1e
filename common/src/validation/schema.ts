import type { FieldError } from '../errors/catalog';
import { fieldError } from '../errors/field-error';
import type { FieldType } from './field-types';

/** One field of a schema: how it is validated and whether it is required (§3.3.1 rules 4–5). */
export interface FieldSpec<T> {
  readonly type: FieldType<T>;
  /** Required at creation; at update it may be omitted but not cleared. */
  readonly required: boolean;
  /** The value an omitted optional field takes at creation. */
  readonly defaultValue: T;
  /** Set on both sides of an "at least one language" pair: the name of the other side. */
  readonly atLeastOneWith?: string;
}

export type Fields = Record<string, FieldSpec<unknown>>;

export interface Schema<F extends Fields> {
  readonly fields: F;
  /** Field names in declaration order: the order of errors about fields missing from a body. */
  readonly keys: readonly string[];
}

export type ValuesOf<F extends Fields> = { -readonly [K in keyof F]: F[K] extends FieldSpec<infer T> ? T : never };
export type SchemaValues<S> = S extends Schema<infer F> ? ValuesOf<F> : never;

export type SchemaResult<V> =
  | { ok: true; value: V }
  /** `partial` holds the fields that passed, so that further checks can still run on them. */
  | { ok: false; errors: FieldError[]; partial: Partial<V> };

export type PairRule = 'both_required' | 'at_least_one' | 'both_optional';

export function required<T>(type: FieldType<T>): FieldSpec<Exclude<T, null>> {
  // The runner refuses null and [] for a required field, so its value is never null.
  return { type, required: true, defaultValue: type.emptyValue } as FieldSpec<Exclude<T, null>>;
}

export function optional<T>(type: FieldType<T>, defaultValue: T = type.emptyValue): FieldSpec<T> {
  return { type, required: false, defaultValue };
}

/** The two fields `<name>_en` and `<name>_fr` of a bilingual pair with its rule (§2.1.5). */
export function bilingualPair<N extends string, T>(
  name: N,
  type: FieldType<T>,
  rule: 'both_required',
): Record<`${N}_en` | `${N}_fr`, FieldSpec<Exclude<T, null>>>;
export function bilingualPair<N extends string, T>(
  name: N,
  type: FieldType<T>,
  rule: 'at_least_one' | 'both_optional',
): Record<`${N}_en` | `${N}_fr`, FieldSpec<T>>;
export function bilingualPair<N extends string, T>(
  name: N,
  type: FieldType<T>,
  rule: PairRule,
): Record<string, FieldSpec<unknown>> {
  const en = `${name}_en`;
  const fr = `${name}_fr`;
  if (rule === 'both_required') return { [en]: required(type), [fr]: required(type) };
  if (rule === 'both_optional') return { [en]: optional(type), [fr]: optional(type) };
  return {
    [en]: { ...optional(type), atLeastOneWith: fr },
    [fr]: { ...optional(type), atLeastOneWith: en },
  };
}

export function defineSchema<F extends Fields>(fields: F): Schema<F> {
  return { fields, keys: Object.keys(fields) };
}

export type Body = Readonly<Record<string, unknown>>;

/** Validates a creation body: omitted optional fields take their defaults. */
export function validateCreate<F extends Fields>(schema: Schema<F>, body: Body): SchemaResult<ValuesOf<F>> {
  return toResult(validateObject(schema, body, 'create', undefined, ''));
}

/**
 * Validates an update body: the value holds only the fields sent (normalised). With `stored`, the
 * pair rules apply to the record as it would be after the change.
 */
export function validateUpdate<F extends Fields>(
  schema: Schema<F>,
  body: Body,
  stored?: Readonly<Record<string, unknown>>,
): SchemaResult<Partial<ValuesOf<F>>> {
  return toResult(validateObject(schema, body, 'update', stored, ''));
}

/**
 * Adds errors found by checks outside the toolkit (links that do not resolve, date order against
 * stored values, uniqueness) to a result, keeping the body's field order (§3.2.1).
 */
export function addFieldErrors<F extends Fields, V>(
  schema: Schema<F>,
  body: Body,
  result: SchemaResult<V>,
  extra: readonly FieldError[],
): SchemaResult<V> {
  if (extra.length === 0) return result;
  const errors = result.ok ? [...extra] : [...result.errors, ...extra];
  const partial = result.ok ? result.value : result.partial;
  return { ok: false, errors: orderFieldErrors(errors, body, schema.keys), partial };
}

type Mode = 'create' | 'update';

export interface ObjectOutcome {
  errors: FieldError[];
  value: Record<string, unknown>;
}

function toResult<V>(outcome: ObjectOutcome): SchemaResult<V> {
  if (outcome.errors.length === 0) return { ok: true, value: outcome.value as V };
  return { ok: false, errors: outcome.errors, partial: outcome.value as Partial<V> };
}

function joinPath(prefix: string, key: string): string {
  return prefix === '' ? key : `${prefix}.${key}`;
}

function isEmptyValue(value: unknown): boolean {
  return value === null || (Array.isArray(value) && value.length === 0);
}

function copyDefault<T>(value: T): T {
  return (Array.isArray(value) ? [...value] : value) as T;
}

/**
 * Runs a schema on one object (a request body, or an embedded entry at `prefix`) and collects
 * every error. `value` holds the normalised fields that passed.
 */
export function validateObject<F extends Fields>(
  schema: Schema<F>,
  body: Body,
  mode: Mode,
  stored: Readonly<Record<string, unknown>> | undefined,
  prefix: string,
): ObjectOutcome {
  const errors: FieldError[] = [];
  const value: Record<string, unknown> = {};
  const failed = new Set<string>();
  const sentKeys = Object.keys(body).filter((key) => body[key] !== undefined);
  const sent = new Set(sentKeys);

  for (const key of sentKeys) {
    const path = joinPath(prefix, key);
    const spec = Object.hasOwn(schema.fields, key) ? schema.fields[key] : undefined;
    if (spec === undefined) {
      errors.push(fieldError(path, 'unknown_field'));
      continue;
    }
    const parsed = spec.type.parse(body[key], path);
    if (!parsed.ok) {
      // A loop, not push(...): a spread of an input-sized array can overflow the stack.
      for (const error of parsed.errors) errors.push(error);
      failed.add(key);
    } else if (spec.required && isEmptyValue(parsed.value)) {
      errors.push(fieldError(path, 'required'));
      failed.add(key);
    } else {
      value[key] = parsed.value;
    }
  }

  if (mode === 'create') {
    for (const key of schema.keys) {
      const spec = schema.fields[key];
      if (spec === undefined || sent.has(key)) continue;
      if (spec.required) {
        errors.push(fieldError(joinPath(prefix, key), 'required'));
        failed.add(key);
      } else {
        value[key] = copyDefault(spec.defaultValue);
      }
    }
  }

  for (const error of pairErrors(schema, { mode, stored, prefix, value, sent, failed })) errors.push(error);
  return { errors: orderFieldErrors(errors, body, schema.keys, prefix), value };
}

interface PairContext {
  mode: Mode;
  stored: Readonly<Record<string, unknown>> | undefined;
  prefix: string;
  value: Record<string, unknown>;
  sent: ReadonlySet<string>;
  failed: ReadonlySet<string>;
}

/** `one_language_required` on both sides of each "at least one" pair left empty (§3.3.1 rule 6). */
function pairErrors<F extends Fields>(schema: Schema<F>, context: PairContext): FieldError[] {
  const errors: FieldError[] = [];
  const { mode, stored, prefix, value, sent, failed } = context;
  for (const key of schema.keys) {
    const other = schema.fields[key]?.atLeastOneWith;
    // Each pair is visited once, from its first declared side.
    if (other === undefined || schema.keys.indexOf(other) < schema.keys.indexOf(key)) continue;
    if (failed.has(key) || failed.has(other)) continue;
    if (mode === 'update' && !sent.has(key) && !sent.has(other)) continue;
    const resultOf = (side: string): unknown => {
      if (mode === 'create' || sent.has(side)) return value[side];
      return stored !== undefined && Object.hasOwn(stored, side) ? stored[side] : undefined;
    };
    const first = resultOf(key);
    const second = resultOf(other);
    // Without the stored record, an update that sends one side cannot judge the pair.
    if (first === undefined || second === undefined) continue;
    if (isEmptyValue(first) && isEmptyValue(second)) {
      const keyPath = joinPath(prefix, key);
      const otherPath = joinPath(prefix, other);
      errors.push(fieldError(keyPath, 'one_language_required', { other: otherPath }));
      errors.push(fieldError(otherPath, 'one_language_required', { other: keyPath }));
    }
  }
  return errors;
}

function topLevelKey(field: string, prefix: string): string {
  const relative = prefix === '' ? field : field.slice(prefix.length + 1);
  return /^[^.[]*/.exec(relative)?.[0] ?? relative;
}

/**
 * Orders errors as §3.2.1 requires: by the position of their field in the body, then fields that
 * the body lacks in schema order; errors of one field keep their order. An identical
 * field-and-code pair is reported once.
 */
export function orderFieldErrors(
  errors: readonly FieldError[],
  body: Body,
  schemaKeys: readonly string[],
  prefix = '',
): FieldError[] {
  const position = new Map<string, number>();
  Object.keys(body).forEach((key, index) => position.set(key, index));
  const afterBody = position.size;
  schemaKeys.forEach((key, index) => {
    if (!position.has(key)) position.set(key, afterBody + index);
  });
  const rank = (error: FieldError): number =>
    position.get(topLevelKey(error.field, prefix)) ?? Number.MAX_SAFE_INTEGER;

  const seen = new Set<string>();
  const unique = errors.filter((error) => {
    const identity = `${error.field}\u0000${error.code}`;
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
  return unique
    .map((error, index) => ({ error, index, rank: rank(error) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ error }) => error);
}
