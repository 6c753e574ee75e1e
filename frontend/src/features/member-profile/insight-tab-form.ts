/** The Insight tab's form (spec 5-pages §5.4.6), administrators only, saved with the insight's version. */
import { insightSchema } from '@portal/common/validation/schemas/insight';
import { validateUpdate } from '@portal/common/validation/schema';
import type { RawFieldError } from '../../lib/records/field-errors';
import type { MemberInsight } from '@portal/common/api/member';

export const INSIGHT_TEXT_FIELDS = ['about_member', 'about_promotions', 'dream', 'how_can_we_help', 'admin_notes', 'other_notes'] as const;
export type InsightTextField = (typeof INSIGHT_TEXT_FIELDS)[number];

export type InsightTabValues = Record<InsightTextField, string> & { interview_date: string };

export function insightTabValues(insight: MemberInsight | null | undefined): InsightTabValues {
  return {
    interview_date: insight?.interview_date ?? '',
    about_member: insight?.about_member ?? '',
    about_promotions: insight?.about_promotions ?? '',
    dream: insight?.dream ?? '',
    how_can_we_help: insight?.how_can_we_help ?? '',
    admin_notes: insight?.admin_notes ?? '',
    other_notes: insight?.other_notes ?? '',
  };
}

/** Texts keep their inner line breaks; an empty value is sent as null. */
export function insightTabBody(values: InsightTabValues): Record<string, unknown> {
  const body: Record<string, unknown> = { interview_date: values.interview_date.trim() === '' ? null : values.interview_date.trim() };
  for (const field of INSIGHT_TEXT_FIELDS) body[field] = values[field].trim() === '' ? null : values[field];
  return body;
}

export function validateInsightTab(body: Record<string, unknown>): readonly RawFieldError[] {
  const result = validateUpdate(insightSchema, body);
  return result.ok ? [] : result.errors.map((e) => ({ field: e.field, code: e.code, params: e.params }));
}
