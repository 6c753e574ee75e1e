/**
 * Field errors (of the shared schemas or of an API problem document) as messages per form field,
 * in the active language (spec 5-pages §5.2.6).
 */
import { fieldMessage, type FieldCode, type FieldMessageParams } from '@portal/common/errors/catalog';
import type { Language } from '../i18n/dictionary';

export interface RawFieldError {
  field: string;
  code: string;
  params?: object | undefined;
}

export type FieldMessages = Record<string, string>;

/** The first message of each field; list items (`ids[2]`) are reported on their list. */
export function fieldMessages(errors: readonly RawFieldError[], language: Language, extra: FieldMessageParams = {}): FieldMessages {
  const out: FieldMessages = {};
  for (const error of errors) {
    const field = error.field.replace(/\[\d+\].*$/, '');
    if (out[field]) continue;
    out[field] = fieldMessage(error.code as FieldCode, { ...(error.params as FieldMessageParams | undefined), ...extra, field }, language);
  }
  return out;
}

/** Trimmed text, or null when empty. */
export function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
