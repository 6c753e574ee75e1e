import { describe, expect, it } from 'vitest';
import type { SchemaResult } from '../schema';
import { validateCreate, validateUpdate } from '../schema';
import { REFERENCE_NAME_MAX, registerReferenceSchema, updateReferenceSchema } from './reference-entry';

function summary(result: SchemaResult<unknown>): string[] {
  return result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);
}

describe('reference-list entries (3-api §3.16.1, 2-data-model §2.2.10)', () => {
  it('needs both names at creation, trimmed', () => {
    expect(validateCreate(registerReferenceSchema, { name_en: ' Nursing ', name_fr: 'Sciences infirmières' })).toEqual({ ok: true, value: { name_en: 'Nursing', name_fr: 'Sciences infirmières' } });
    expect(summary(validateCreate(registerReferenceSchema, { name_en: 'Nursing' }))).toEqual(['name_fr:required']);
    expect(summary(validateCreate(registerReferenceSchema, { name_en: ' ', name_fr: 'Sciences infirmières', retired: true }))).toEqual(['name_en:required', 'retired:unknown_field']);
  });

  it('limits each name to 255 characters, code points counted', () => {
    expect(REFERENCE_NAME_MAX).toBe(255);
    expect(validateCreate(registerReferenceSchema, { name_en: 'x'.repeat(255), name_fr: 'é'.repeat(255) }).ok).toBe(true);
    expect(validateCreate(registerReferenceSchema, { name_en: 'x', name_fr: '😀'.repeat(255) }).ok).toBe(true);
    const result = validateCreate(registerReferenceSchema, { name_en: 'x'.repeat(256), name_fr: 'é'.repeat(256) });
    expect(summary(result)).toEqual(['name_en:too_long', 'name_fr:too_long']);
    expect(result.ok ? null : result.errors[0]?.params).toEqual({ max: 255 });
  });

  it('checks the length before any scan of the characters: an over-long name with a line break is too_long', () => {
    expect(summary(validateCreate(registerReferenceSchema, { name_en: `${'x'.repeat(300)}\n`, name_fr: `a\nb` }))).toEqual(['name_en:too_long', 'name_fr:invalid_characters']);
  });

  it('renames, retires and restores; a name cannot be cleared', () => {
    expect(validateUpdate(updateReferenceSchema, { retired: true })).toEqual({ ok: true, value: { retired: true } });
    expect(validateUpdate(updateReferenceSchema, { name_fr: 'Soins infirmiers', retired: false })).toEqual({ ok: true, value: { name_fr: 'Soins infirmiers', retired: false } });
    expect(summary(validateUpdate(updateReferenceSchema, { name_en: null, retired: 'yes' }))).toEqual(['name_en:required', 'retired:invalid_type']);
    expect(summary(validateUpdate(updateReferenceSchema, { name_en: 'y'.repeat(256) }))).toEqual(['name_en:too_long']);
  });
});
