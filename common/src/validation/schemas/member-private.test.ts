import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SchemaResult } from '../schema';
import { validateUpdate } from '../schema';
import type { MemberPrivateUpdate } from './member-private';
import { memberPrivateSchema } from './member-private';

function summary(result: SchemaResult<unknown>): string[] {
  return result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);
}

describe('update-member private (3-api §3.7.4)', () => {
  it('types its values from the schema', () => {
    expectTypeOf<MemberPrivateUpdate['is_active']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<MemberPrivateUpdate['date_joined']>().toEqualTypeOf<string | null | undefined>();
  });

  it('normalises the values sent and keeps the omitted ones out', () => {
    expect(validateUpdate(memberPrivateSchema, { address: ' 12 Main Street ', city: '', mobile_phone: '(613) 555-0123 ext. 4567', date_joined: null, is_active: false })).toEqual({
      ok: true,
      value: { address: '12 Main Street', city: null, mobile_phone: '(613) 555-0123 ext. 4567', date_joined: null, is_active: false },
    });
  });

  it('reports every error at once, in the order of the body', () => {
    const result = validateUpdate(memberPrivateSchema, {
      is_active: null,
      postal_code: 'x'.repeat(21),
      address: 'a'.repeat(256),
      country: 'Two\nlines',
      date_joined: '1899-12-31',
      mobile_phone: '555-012',
      deactivated_by: 'self',
    });
    expect(summary(result)).toEqual([
      'is_active:invalid_type',
      'postal_code:too_long',
      'address:too_long',
      'country:invalid_characters',
      'date_joined:date_range',
      'mobile_phone:invalid_format',
      'deactivated_by:unknown_field',
    ]);
  });
});
