import type { SchemaValues } from '../schema';
import { defineSchema, optional } from '../schema';
import { calendarDate, multiLineText } from '../field-types';

export const INSIGHT_TEXT_MAX = 4000;

const text = () => optional(multiLineText(INSIGHT_TEXT_MAX));

/**
 * `PATCH /api/update-member/{id}/insight` (3-api §3.7.5; 2-data-model §2.2.3), administrators
 * only. Validate with `validateUpdate`: every field optional.
 */
export const insightSchema = defineSchema({
  interview_date: optional(calendarDate()),
  about_member: text(),
  about_promotions: text(),
  dream: text(),
  how_can_we_help: text(),
  admin_notes: text(),
  other_notes: text(),
});

export type InsightUpdate = Partial<SchemaValues<typeof insightSchema>>;
