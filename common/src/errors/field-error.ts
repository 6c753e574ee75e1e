import type { FieldCode, FieldError, FieldErrorParams, UniqueEntity } from './catalog';
import { fieldMessage } from './catalog';

/**
 * A field error with its English message filled in. For `not_unique`, pass the entity so that the
 * message is the field-specific one: `fieldError('orcid', 'not_unique', undefined, 'member')`.
 */
export function fieldError(
  field: string,
  code: FieldCode,
  params?: FieldErrorParams,
  entity?: UniqueEntity,
): FieldError {
  const message = fieldMessage(code, { ...params, entity, field }, 'en');
  const error: FieldError = { field, code, message };
  const presentParams = withoutUndefined(params);
  if (presentParams !== undefined) error.params = presentParams;
  return error;
}

function withoutUndefined(params: FieldErrorParams | undefined): FieldErrorParams | undefined {
  if (params === undefined) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined);
  return entries.length === 0 ? undefined : (Object.fromEntries(entries) as FieldErrorParams);
}
