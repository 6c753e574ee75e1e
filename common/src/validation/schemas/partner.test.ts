import { describe, expect, it } from 'vitest';
import type { SchemaResult } from '../schema';
import { validateCreate, validateUpdate } from '../schema';
import { partnerPrivateSchema, partnerPublicSchema, registerPartnerMemberSchema, registerPartnerSchema } from './partner';

function summary(result: SchemaResult<unknown>): string[] {
  return result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);
}

describe('register-partner', () => {
  it('normalises every field and fills the defaults', () => {
    const result = validateCreate(registerPartnerSchema, {
      name_en: '  Lakeside Clinic ',
      scope_id: 'org-scope-local',
      contact_email: ' Ana@Clinic.example ',
      internal_notes: 'Line one\r\nLine two',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name_en: 'Lakeside Clinic',
        name_fr: null,
        scope_id: 'org-scope-local',
        type_id: null,
        description: null,
        contact_name: null,
        contact_email: 'Ana@Clinic.example',
        contact_phone: null,
        internal_notes: 'Line one\nLine two',
      },
    });
  });

  it('requires one name and the scope, and reports every error at once', () => {
    const result = validateCreate(registerPartnerSchema, {
      name_en: ' ',
      contact_email: 'nobody@localhost',
      contact_phone: 'call me',
      contact_name: 'x'.repeat(201),
      type_id: '../x',
      web: 'https://x.org',
    });
    expect(summary(result)).toEqual([
      'name_en:one_language_required',
      'contact_email:invalid_format',
      'contact_phone:invalid_format',
      'contact_name:too_long',
      'type_id:invalid_format',
      'web:unknown_field',
      'name_fr:one_language_required',
      'scope_id:required',
    ]);
  });
});

describe('register-partner-member', () => {
  it('accepts the public fields and the partnership description, not the private fields', () => {
    const ok = validateCreate(registerPartnerMemberSchema, {
      name_fr: 'Clinique du lac',
      scope_id: 'org-scope-local',
      partnership_description_en: 'Joint clinic',
    });
    expect(ok.ok && ok.value).toMatchObject({ partnership_description_en: 'Joint clinic', partnership_description_fr: null });
    const refused = validateCreate(registerPartnerMemberSchema, {
      name_fr: 'Clinique du lac',
      scope_id: 'org-scope-local',
      contact_name: 'Ana',
      internal_notes: 'x',
      partnership_description_fr: 'x'.repeat(1001),
    });
    expect(summary(refused)).toEqual(['contact_name:unknown_field', 'internal_notes:unknown_field', 'partnership_description_fr:too_long']);
  });
});

describe('update-partner', () => {
  it('checks the name pair on the result and never clears the scope', () => {
    const stored = { name_en: 'Lakeside', name_fr: null, scope_id: 'org-scope-local' };
    expect(summary(validateUpdate(partnerPublicSchema, { name_en: null }, stored))).toEqual([
      'name_en:one_language_required',
      'name_fr:one_language_required',
    ]);
    expect(summary(validateUpdate(partnerPublicSchema, { name_en: null, name_fr: 'Lac' }, stored))).toEqual([]);
    expect(summary(validateUpdate(partnerPublicSchema, { scope_id: null }, stored))).toEqual(['scope_id:required']);
  });

  it('keeps public and private fields apart', () => {
    expect(summary(validateUpdate(partnerPublicSchema, { contact_name: 'Ana' }))).toEqual(['contact_name:unknown_field']);
    expect(summary(validateUpdate(partnerPrivateSchema, { name_en: 'X', contact_name: ' Ana ' }))).toEqual(['name_en:unknown_field']);
  });
});
