import { describe, expect, it } from 'vitest';
import { publicTabBody, validatePublicTab, type PublicTabValues } from './public-tab-form';

const VALUES: PublicTabValues = {
  first_name: ' Éric ',
  last_name: 'Lévesque',
  faculty_id: '',
  member_type_id: 'type-1',
  work_email: '',
  work_phone: '',
  about_me_en: 'Line one\nLine two',
  about_me_fr: '',
  orcid: '',
  cv_link: '',
  website_link: 'example.org',
  linkedin_link: '',
  twitter_link: '',
  facebook_link: '',
  problems: [
    { key: 'a', name_en: ' Housing ', name_fr: '' },
    { key: 'b', name_en: '  ', name_fr: '' },
    { key: 'c', name_en: '', name_fr: 'Mobilité' },
  ],
  keywords: [
    { id: 'k2', name_en: 'Water', name_fr: 'Eau' },
    { id: 'k1', name_en: 'Aging', name_fr: null },
  ],
};

describe('public tab form', () => {
  it('sends the member type only for administrators; empty values as null', () => {
    const member = publicTabBody(VALUES, false);
    expect(member).not.toHaveProperty('member_type_id');
    expect(member).toMatchObject({ first_name: 'Éric', faculty_id: null, about_me_fr: null, work_email: null });
    expect(publicTabBody(VALUES, true)).toMatchObject({ member_type_id: 'type-1' });
  });

  it('sends the problems in screen order without empty rows, and the keyword ids in selection order', () => {
    const body = publicTabBody(VALUES, false);
    expect(body.problems).toEqual([
      { name_en: 'Housing', name_fr: null },
      { name_en: null, name_fr: 'Mobilité' },
    ]);
    expect(body.keyword_ids).toEqual(['k2', 'k1']);
  });

  it('refuses more than 10 problems and a problem over 500 characters, like the API', () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ key: `p${i}`, name_en: `P${i}`, name_fr: '' }));
    expect(validatePublicTab(publicTabBody({ ...VALUES, problems: many }, false)).map((e) => [e.field, e.code])).toEqual([['problems', 'too_many']]);
    const long = [{ key: 'x', name_en: 'x'.repeat(501), name_fr: '' }];
    expect(validatePublicTab(publicTabBody({ ...VALUES, problems: long }, false)).map((e) => [e.field, e.code])).toEqual([['problems[0].name_en', 'too_long']]);
  });

  it('checks the body with the API schema (invalid URL, required names)', () => {
    expect(validatePublicTab(publicTabBody(VALUES, false))).toEqual([]);
    const errors = validatePublicTab(publicTabBody({ ...VALUES, first_name: ' ', cv_link: 'not a url' }, false));
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['first_name', 'required'],
      ['cv_link', 'invalid_format'],
    ]);
  });
});
