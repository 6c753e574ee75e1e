import type { SchemaValues } from '../schema';
import { bilingualPair, defineSchema, optional } from '../schema';
import { booleanFlag, oneLineString } from '../field-types';

/** 2-data-model §2.2.10 and 3-api §3.16.1: each name of a reference-list entry, at most 255 characters. */
export const REFERENCE_NAME_MAX = 255;

const names = bilingualPair('name', oneLineString(REFERENCE_NAME_MAX), 'both_required');

/**
 * `POST /api/register-reference/{list}` (3-api §3.16.1); validate with `validateCreate`: both
 * names required. Uniqueness per language within the list is the API's (409 `not_unique`).
 */
export const registerReferenceSchema = defineSchema({
  ...names,
});

/**
 * `PATCH /api/update-reference/{list}/{id}` (3-api §3.16.1); validate with `validateUpdate`:
 * every field optional, neither name clearable, `retired` to retire or restore the entry.
 */
export const updateReferenceSchema = defineSchema({
  ...names,
  retired: optional(booleanFlag(false)),
});

export type RegisterReferenceBody = SchemaValues<typeof registerReferenceSchema>;
export type UpdateReferenceBody = Partial<SchemaValues<typeof updateReferenceSchema>>;
