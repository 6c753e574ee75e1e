import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SchemaResult } from '../schema';
import { validateUpdate } from '../schema';
import type { MemberPublicUpdate } from './member-public';
import { memberPublicSchema } from './member-public';

function summary(result: SchemaResult<unknown>): string[] {
  return result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);
}

describe('update-member public', () => {
  it('types its values from the schema', () => {
    expectTypeOf<MemberPublicUpdate['first_name']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<MemberPublicUpdate['about_me_fr']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<MemberPublicUpdate['keyword_ids']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<NonNullable<MemberPublicUpdate['partnerships']>[number]>().toEqualTypeOf<{
      organization_id: string;
      description_en: string | null;
      description_fr: string | null;
    }>();
  });

  it('normalises every kind of field', () => {
    const result = validateUpdate(memberPublicSchema, {
      first_name: ' Marie ',
      faculty_id: 'faculty-health-sciences',
      member_type_id: null,
      work_email: ' Marie.Tremblay@univ-nord.example ',
      work_phone: '(613) 555-0123 ext. 4567',
      about_me_en: 'First paragraph.\r\n\r\nSecond.',
      about_me_fr: '',
      website_link: 'www.example.org',
      cv_link: 'https://lab.example.org/cv.pdf',
      orcid: 'https://orcid.org/000000012345007x',
      problems: [{ name_en: 'Food insecurity', name_fr: 'Insécurité alimentaire' }],
      keyword_ids: ['k1', 'k2'],
      partnerships: [{ organization_id: 'o1', description_en: 'Joint clinic', description_fr: null }],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        first_name: 'Marie',
        faculty_id: 'faculty-health-sciences',
        member_type_id: null,
        work_email: 'Marie.Tremblay@univ-nord.example',
        work_phone: '(613) 555-0123 ext. 4567',
        about_me_en: 'First paragraph.\n\nSecond.',
        about_me_fr: null,
        website_link: 'https://www.example.org',
        cv_link: 'https://lab.example.org/cv.pdf',
        orcid: '0000-0001-2345-007X',
        problems: [{ name_en: 'Food insecurity', name_fr: 'Insécurité alimentaire' }],
        keyword_ids: ['k1', 'k2'],
        partnerships: [{ organization_id: 'o1', description_en: 'Joint clinic', description_fr: null }],
      },
    });
  });

  it('clears optional fields with null and keeps omitted ones', () => {
    expect(validateUpdate(memberPublicSchema, { orcid: null, about_me_en: null, keyword_ids: [] })).toEqual({
      ok: true,
      value: { orcid: null, about_me_en: null, keyword_ids: [] },
    });
  });

  it('reports every error of a body at once, in body order, with nested paths', () => {
    const result = validateUpdate(memberPublicSchema, {
      orcid: '0000-0002-1825-0098',
      twitter_link: 'javascript:alert(1)',
      last_name: '',
      keyword_ids: ['k1', 'k1', 'bad id'],
      problems: [{ name_en: 'Housing' }, { name_en: '', name_fr: null }, { name_en: 'x', foo: 'bar' }],
      partnerships: [{ organization_id: 'o1' }, { organization_id: 'o1', description_fr: 'Ligne\u0007' }],
      work_phone: '555-012',
      products: [],
      about_me_fr: 'x'.repeat(4001),
      etag: '"1"',
    });
    expect(summary(result)).toEqual([
      'orcid:invalid_checksum',
      'twitter_link:invalid_url_scheme',
      'last_name:required',
      'keyword_ids[1]:duplicate_item',
      'keyword_ids[2]:invalid_format',
      'problems[1].name_en:one_language_required',
      'problems[1].name_fr:one_language_required',
      'problems[2].foo:unknown_field',
      'partnerships[1].organization_id:duplicate_item',
      'partnerships[1].description_fr:invalid_characters',
      'work_phone:invalid_format',
      'products:unknown_field',
      'about_me_fr:too_long',
      'etag:unknown_field',
    ]);
  });

  it('keeps the values that passed for the checks the API adds', () => {
    const result = validateUpdate(memberPublicSchema, { keyword_ids: ['k1', 'k2'], work_email: 'nope' });
    expect(result).toMatchObject({ ok: false, partial: { keyword_ids: ['k1', 'k2'] } });
  });

  it('refuses fields of other routes and server-set fields', () => {
    expect(
      summary(validateUpdate(memberPublicSchema, { address: '1 Main St', is_active: false, account_id: 'a1', date_joined: '2024-01-01' })),
    ).toEqual(['address:unknown_field', 'is_active:unknown_field', 'account_id:unknown_field', 'date_joined:unknown_field']);
  });

  it('applies the list maxima of 2-data-model §2.2.2', () => {
    const result = validateUpdate(memberPublicSchema, {
      keyword_ids: Array.from({ length: 21 }, (_, i) => `k${i}`),
      problems: Array.from({ length: 11 }, (_, i) => ({ name_en: `P${i}` })),
      partnerships: Array.from({ length: 51 }, (_, i) => ({ organization_id: `o${i}` })),
    });
    expect(result.ok ? [] : result.errors.map((e) => [e.field, e.code, e.params?.max])).toEqual([
      ['keyword_ids', 'too_many', 20],
      ['problems', 'too_many', 10],
      ['partnerships', 'too_many', 50],
    ]);
  });
});
