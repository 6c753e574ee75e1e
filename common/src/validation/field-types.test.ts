import { describe, expect, it } from 'vitest';
import {
  booleanFlag,
  calendarDate,
  emailAddress,
  enumValue,
  moneyAmount,
  oneLineString,
  singleLink,
  webUrl,
} from './field-types';

describe('field types', () => {
  it('refuses a value of the wrong JSON type with invalid_type at the field', () => {
    for (const input of [42, true, [], {}]) {
      expect(oneLineString(100).parse(input, 'city')).toEqual({
        ok: false,
        errors: [{ field: 'city', code: 'invalid_type', message: 'Invalid value' }],
      });
    }
  });

  it('turns null and empty strings into null', () => {
    expect(oneLineString(100).parse(null, 'city')).toEqual({ ok: true, value: null });
    expect(oneLineString(100).parse('  ', 'city')).toEqual({ ok: true, value: null });
    expect(calendarDate().parse('', 'start_date')).toEqual({ ok: true, value: null });
  });

  it('reports the params each message needs', () => {
    expect(oneLineString(3).parse('abcd', 'code')).toEqual({
      ok: false,
      errors: [{ field: 'code', code: 'too_long', message: 'Maximum 3 characters', params: { max: 3 } }],
    });
    expect(webUrl().parse('https://', 'cv_link')).toEqual({
      ok: false,
      errors: [{ field: 'cv_link', code: 'invalid_format', message: 'Invalid URL', params: { format: 'url' } }],
    });
  });

  it.each([
    [true, { ok: true, value: true }],
    [false, { ok: true, value: false }],
    ['true', 'invalid_type'],
    [1, 'invalid_type'],
    [null, 'invalid_type'],
  ])('boolean %j', (input, expected) => {
    const result = booleanFlag().parse(input, 'is_admin');
    if (typeof expected === 'string') expect(result.ok ? 'ok' : result.errors[0]?.code).toBe(expected);
    else expect(result).toEqual(expected);
  });

  it.each([
    [125000, { ok: true, value: 125000 }],
    [null, { ok: true, value: null }],
    ['125000', 'invalid_type'],
    [12.345, 'amount_range'],
    [-1, 'amount_range'],
  ])('money %j', (input, expected) => {
    const result = moneyAmount().parse(input, 'amount');
    if (typeof expected === 'string') expect(result.ok ? 'ok' : result.errors[0]?.code).toBe(expected);
    else expect(result).toEqual(expected);
  });

  it('validates a single link: id, null, or refused', () => {
    const link = singleLink();
    expect(link.parse('faculty-health-sciences', 'faculty_id')).toEqual({ ok: true, value: 'faculty-health-sciences' });
    expect(link.parse(null, 'faculty_id')).toEqual({ ok: true, value: null });
    expect(link.parse('../x', 'faculty_id')).toEqual({
      ok: false,
      errors: [
        { field: 'faculty_id', code: 'invalid_format', message: 'Invalid identifier', params: { format: 'id' } },
      ],
    });
    expect(link.parse(42, 'faculty_id')).toMatchObject({ ok: false, errors: [{ code: 'invalid_type' }] });
  });

  it('accepts only the listed values of an enum', () => {
    const deactivatedBy = enumValue(['self', 'admin']);
    expect(deactivatedBy.parse(' admin ', 'deactivated_by')).toEqual({ ok: true, value: 'admin' });
    expect(deactivatedBy.parse('Admin', 'deactivated_by')).toMatchObject({
      ok: false,
      errors: [{ field: 'deactivated_by', code: 'invalid_type' }],
    });
  });

  it('lower-cases only when asked', () => {
    expect(emailAddress({ lowerCase: true }).parse('A@B.CA', 'login_email')).toEqual({ ok: true, value: 'a@b.ca' });
    expect(emailAddress().parse('A@B.CA', 'work_email')).toEqual({ ok: true, value: 'A@B.CA' });
  });
});
