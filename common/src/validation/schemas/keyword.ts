import type { SchemaValues } from '../schema';
import { bilingualPair, defineSchema } from '../schema';
import { oneLineString } from '../field-types';

export const KEYWORD_NAME_MAX = 50;

/**
 * `POST /api/register-keyword` (validate with `validateCreate`) and `PATCH /api/update-keyword/{id}`
 * (validate with `validateUpdate` and the stored keyword): at least one name (3-api §3.7.6–§3.7.7,
 * 2-data-model §2.2.4). Uniqueness per language is the API's (409 `not_unique`).
 */
export const keywordSchema = defineSchema({
  ...bilingualPair('name', oneLineString(KEYWORD_NAME_MAX), 'at_least_one'),
});

export type KeywordBody = SchemaValues<typeof keywordSchema>;
export type KeywordUpdate = Partial<KeywordBody>;
