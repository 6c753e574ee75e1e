import type { RegisterAccountBody } from '@portal/common/api/account';
import { registerAccountSchema } from '@portal/common/validation/schemas/account';
import { validateCreate } from '@portal/common/validation/schema';
import type { RawFieldError } from '../../lib/records/field-errors';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  login_email: string;
  confirm_email: string;
  is_member: boolean;
  is_admin: boolean;
}

export const EMPTY_REGISTER: RegisterValues = {
  first_name: '',
  last_name: '',
  login_email: '',
  confirm_email: '',
  is_member: true,
  is_admin: false,
};

/** The form's values, confirmation included (it is checked, then left out of the request). */
export function registerBody(values: RegisterValues): Record<string, unknown> {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    login_email: values.login_email.trim(),
    confirm_email: values.confirm_email.trim(),
    is_member: values.is_member,
    is_admin: values.is_admin,
  };
}

/** The API's schema, plus the confirmation that must equal the e-mail ignoring case. */
export function validateRegister(body: Record<string, unknown>): readonly RawFieldError[] {
  const { confirm_email: confirm, ...request } = body;
  const result = validateCreate(registerAccountSchema, request);
  const errors: RawFieldError[] = result.ok ? [] : result.errors.map((e) => ({ field: e.field, code: e.code, params: e.params }));
  const email = String(request.login_email ?? '');
  const confirmation = String(confirm ?? '');
  // A mismatch is reported with a generic code; the page shows its own text for this field.
  if (confirmation === '') errors.push({ field: 'confirm_email', code: 'required' });
  else if (confirmation.toLowerCase() !== email.toLowerCase()) errors.push({ field: 'confirm_email', code: 'invalid_format' });
  return errors;
}

/** The request body without the confirmation (checked by validateRegister first). */
export function requestOf(body: Record<string, unknown>): RegisterAccountBody {
  const { confirm_email: _confirm, ...request } = body;
  void _confirm;
  return request as unknown as RegisterAccountBody;
}
