import type { FieldError } from '../errors/catalog';
import { fieldError } from '../errors/field-error';
import type { FieldType } from './field-types';
import type { Fields, Schema, ValuesOf } from './schema';
import {
  bilingualPair,
  defineSchema,
  optional,
  orderFieldErrors,
  required,
  validateObject,
} from './schema';
import { accept, FIELD_ERRORS_MAX, invalid } from './result';
import { multiLineText, oneLineString, singleLink } from './field-types';

export interface EmbeddedListOptions<F extends Fields> {
  max: number;
  /** A field whose value may appear in one entry only (`duplicate_item` on the later entry). */
  uniqueBy?: keyof F & string;
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A list of embedded entries (problems, partnerships), replaced whole. Each entry is validated
 * like a creation body at `name[i]`: unknown keys, required fields, pairs.
 */
export function embeddedList<F extends Fields>(
  entrySchema: Schema<F>,
  options: EmbeddedListOptions<F>,
): FieldType<Array<ValuesOf<F>>> {
  return {
    emptyValue: [],
    parse(input, path) {
      if (!Array.isArray(input)) return invalid(path, 'invalid_type');
      const errors: FieldError[] = [];
      if (input.length > options.max) errors.push(fieldError(path, 'too_many', { max: options.max }));
      const entries: Array<ValuesOf<F>> = [];
      const seen = new Set<unknown>();
      // Stops once more errors than can be answered were found (FIELD_ERRORS_MAX).
      for (let index = 0; index < input.length && errors.length <= FIELD_ERRORS_MAX; index++) {
        const item: unknown = input[index];
        const itemPath = `${path}[${index}]`;
        if (!isPlainObject(item)) {
          errors.push(fieldError(itemPath, 'invalid_type'));
          continue;
        }
        const outcome = validateObject(entrySchema, item, 'create', undefined, itemPath);
        const itemErrors = [...outcome.errors];
        const unique = options.uniqueBy;
        const uniqueValue = unique === undefined ? null : (outcome.value[unique] ?? null);
        if (unique !== undefined && uniqueValue !== null) {
          if (seen.has(uniqueValue)) itemErrors.push(fieldError(`${itemPath}.${unique}`, 'duplicate_item'));
          seen.add(uniqueValue);
        }
        for (const error of orderFieldErrors(itemErrors, item, entrySchema.keys, itemPath)) errors.push(error);
        if (itemErrors.length === 0) entries.push(outcome.value as ValuesOf<F>);
      }
      return errors.length > 0 ? { ok: false, errors } : accept(entries);
    },
  };
}

export const PROBLEMS_MAX = 10;
export const PROBLEM_NAME_MAX = 500;
export const PARTNERSHIPS_MAX = 50;
export const PARTNERSHIP_DESCRIPTION_MAX = 1000;

/** A problem entry of a member (2-data-model §2.2.2): at least one language. */
export const problemEntrySchema = defineSchema({
  ...bilingualPair('name', oneLineString(PROBLEM_NAME_MAX), 'at_least_one'),
});

/** A partnership entry of a member (2-data-model §2.2.2); descriptions both optional. */
export const partnershipEntrySchema = defineSchema({
  organization_id: required(singleLink()),
  description_en: optional(multiLineText(PARTNERSHIP_DESCRIPTION_MAX)),
  description_fr: optional(multiLineText(PARTNERSHIP_DESCRIPTION_MAX)),
});

export type ProblemEntry = ValuesOf<typeof problemEntrySchema.fields>;
export type PartnershipEntry = ValuesOf<typeof partnershipEntrySchema.fields>;

export function problemList(): FieldType<ProblemEntry[]> {
  return embeddedList(problemEntrySchema, { max: PROBLEMS_MAX });
}

/** One entry per organization (`duplicate_item` at `partnerships[i].organization_id`). */
export function partnershipList(): FieldType<PartnershipEntry[]> {
  return embeddedList(partnershipEntrySchema, { max: PARTNERSHIPS_MAX, uniqueBy: 'organization_id' });
}
