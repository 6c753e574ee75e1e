import { describe, expect, it } from 'vitest';
import type { SchemaResult } from '../schema';
import { validateCreate, validateUpdate } from '../schema';
import { keywordSchema } from './keyword';

function summary(result: SchemaResult<unknown>): string[] {
  return result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);
}

describe('keywords (3-api §3.7.6–§3.7.7)', () => {
  it('needs at least one name at creation; the other defaults to null', () => {
    expect(validateCreate(keywordSchema, { name_fr: ' Santé rurale ' })).toEqual({ ok: true, value: { name_en: null, name_fr: 'Santé rurale' } });
    expect(summary(validateCreate(keywordSchema, {}))).toEqual(['name_en:one_language_required', 'name_fr:one_language_required']);
    expect(summary(validateCreate(keywordSchema, { name_en: ' ', name_fr: null }))).toEqual(['name_en:one_language_required', 'name_fr:one_language_required']);
  });

  it('checks a rename on the result: clearing the only name is refused, clearing one of two is not', () => {
    const stored = { name_en: 'Aging', name_fr: null };
    expect(summary(validateUpdate(keywordSchema, { name_en: null }, stored))).toEqual(['name_en:one_language_required', 'name_fr:one_language_required']);
    expect(validateUpdate(keywordSchema, { name_en: null }, { name_en: 'Aging', name_fr: 'Vieillissement' })).toEqual({ ok: true, value: { name_en: null } });
  });

  it('limits each name to 50 characters on one line, and accepts no other field', () => {
    expect(summary(validateCreate(keywordSchema, { name_en: 'x'.repeat(51), name_fr: 'a\nb', id: 'k' }))).toEqual(['name_en:too_long', 'name_fr:invalid_characters', 'id:unknown_field']);
    expect(validateCreate(keywordSchema, { name_en: 'x'.repeat(50) }).ok).toBe(true);
  });
});
