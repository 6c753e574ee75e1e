import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTER, registerBody, requestOf, validateRegister } from './register-account-form';

describe('register account form', () => {
  const filled = { ...EMPTY_REGISTER, first_name: 'Ana', last_name: 'Roy', login_email: 'Ana@X.example' };

  it('requires the confirmation to match the e-mail, ignoring case', () => {
    expect(validateRegister(registerBody({ ...filled, confirm_email: 'ana@x.example' }))).toEqual([]);
    expect(validateRegister(registerBody({ ...filled, confirm_email: 'other@x.example' }))).toEqual([
      { field: 'confirm_email', code: 'invalid_format' },
    ]);
    expect(validateRegister(registerBody({ ...filled }))).toEqual([{ field: 'confirm_email', code: 'required' }]);
  });

  it('never sends the confirmation; member on and admin off by default', () => {
    expect(requestOf(registerBody({ ...filled, confirm_email: 'ana@x.example' }))).toEqual({
      first_name: 'Ana',
      last_name: 'Roy',
      login_email: 'Ana@X.example',
      is_member: true,
      is_admin: false,
    });
  });
});
