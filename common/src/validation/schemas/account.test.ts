import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SchemaResult } from '../schema';
import { validateCreate, validateUpdate } from '../schema';
import type { RegisterAccountBody, UpdateAccountNameBody } from './account';
import { registerAccountSchema, updateAccountEmailSchema, updateAccountNameSchema } from './account';

function summary(result: SchemaResult<unknown>): string[] {
  return result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);
}

describe('register-account', () => {
  it('types its values from the schema', () => {
    expectTypeOf<RegisterAccountBody>().toEqualTypeOf<{
      first_name: string;
      last_name: string;
      login_email: string;
      is_admin: boolean;
      is_member: boolean;
    }>();
    expectTypeOf<UpdateAccountNameBody>().toEqualTypeOf<{ first_name?: string; last_name?: string }>();
  });

  it('normalises the names, lower-cases the login e-mail and defaults both flags to false', () => {
    expect(
      validateCreate(registerAccountSchema, {
        first_name: ' Héloïse ',
        last_name: 'Co\u0302te\u0301',
        login_email: ' Heloise.Cote@Univ-Nord.EXAMPLE ',
      }),
    ).toEqual({
      ok: true,
      value: {
        first_name: 'Héloïse',
        last_name: 'Côté',
        login_email: 'heloise.cote@univ-nord.example',
        is_admin: false,
        is_member: false,
      },
    });
  });

  it('keeps the flags sent', () => {
    const result = validateCreate(registerAccountSchema, {
      first_name: 'A',
      last_name: 'B',
      login_email: 'a@b.ca',
      is_admin: true,
      is_member: true,
    });
    expect(result).toMatchObject({ ok: true, value: { is_admin: true, is_member: true } });
  });

  it('reports every problem at once, in body order, missing fields last', () => {
    const result = validateCreate(registerAccountSchema, {
      is_member: 'true',
      login_email: 'marie@localhost',
      first_name: '😀'.repeat(101),
      identity: { tid: 'x', oid: 'y' },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'is_member', code: 'invalid_type', message: 'Invalid value' },
      { field: 'login_email', code: 'invalid_format', message: 'Invalid e-mail address', params: { format: 'email' } },
      { field: 'first_name', code: 'too_long', message: 'Maximum 100 characters', params: { max: 100 } },
      { field: 'identity', code: 'unknown_field', message: 'This field is not accepted here.' },
      { field: 'last_name', code: 'required', message: 'Required' },
    ]);
  });

  it('accepts a name of exactly 100 code points made of emoji and accents', () => {
    const name = `${'😀'.repeat(50)}${'e\u0301'.repeat(50)}`;
    expect(
      validateCreate(registerAccountSchema, { first_name: name, last_name: 'B', login_email: 'a@b.ca' }),
    ).toMatchObject({ ok: true, value: { first_name: `${'😀'.repeat(50)}${'é'.repeat(50)}` } });
  });

  it('refuses a null flag and a missing e-mail', () => {
    expect(summary(validateCreate(registerAccountSchema, { first_name: 'A', last_name: 'B', is_admin: null }))).toEqual([
      'is_admin:invalid_type',
      'login_email:required',
    ]);
  });
});

describe('update-account name', () => {
  it('accepts either name alone', () => {
    expect(validateUpdate(updateAccountNameSchema, { last_name: ' Nguyen ' })).toEqual({
      ok: true,
      value: { last_name: 'Nguyen' },
    });
  });

  it('refuses clearing a name, and any other field', () => {
    expect(summary(validateUpdate(updateAccountNameSchema, { first_name: '', login_email: 'a@b.ca', is_admin: true }))).toEqual([
      'first_name:required',
      'login_email:unknown_field',
      'is_admin:unknown_field',
    ]);
  });
});

describe('update-account email', () => {
  it('requires the address and lower-cases it', () => {
    expect(validateCreate(updateAccountEmailSchema, { login_email: 'New@X.CA' })).toEqual({
      ok: true,
      value: { login_email: 'new@x.ca' },
    });
    expect(summary(validateCreate(updateAccountEmailSchema, {}))).toEqual(['login_email:required']);
  });
});
