/**
 * Field errors (of the shared schemas or of an API problem document) as messages per form field,
 * in the active language (spec 5-pages §5.2.6).
 */
import { fieldMessage, type FieldCode, type FieldMessageParams } from '@portal/common/errors/catalog';
import { applyRecordRules, type RecordRule } from '@portal/common/validation/record-rules';
import { dictionaryFor, type Language } from '../i18n/dictionary';

export interface RawFieldError {
  field: string;
  code: string;
  params?: object | undefined;
}

export type FieldMessages = Record<string, string>;

/** One invalid field in a form's error summary: its key (the body's field name) and its message. */
export interface SummaryItem {
  field: string;
  message: string;
}

/** The first message of each field; list items (`ids[2]`) are reported on their list. */
export function fieldMessages(errors: readonly RawFieldError[], language: Language, extra: FieldMessageParams = {}): FieldMessages {
  const out: FieldMessages = {};
  for (const error of errors) {
    const field = error.field.replace(/\[\d+\].*$/, '');
    if (out[field]) continue;
    const params: FieldMessageParams = { ...(error.params as FieldMessageParams | undefined), ...extra, field };
    if (params.after) params.after = fieldName(params.after, language);
    out[field] = fieldMessage(error.code as FieldCode, params, language);
  }
  return out;
}

/**
 * The schema's errors, plus those of the record rules (date order, role conflicts) on fields the
 * schema accepted: the form reports before sending what the API would refuse.
 */
export function withRecordRules(errors: readonly RawFieldError[], body: Readonly<Record<string, unknown>>, rules: readonly RecordRule[]): RawFieldError[] {
  const failed = new Set(errors.map((error) => error.field));
  return [...errors, ...applyRecordRules(body, rules).filter((error) => !failed.has(error.field))];
}

/** The label of a field an error names (the API names fields by their keys), else the key. */
function fieldName(key: string, language: Language): string {
  const names: Readonly<Record<string, string>> = dictionaryFor(language).fieldNames;
  return names[key] ?? key;
}

/** Trimmed text, or null when empty. */
export function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
