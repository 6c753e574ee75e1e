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
};

describe('public tab form', () => {
  it('sends the member type only for administrators; empty values as null', () => {
    const member = publicTabBody(VALUES, false);
    expect(member).not.toHaveProperty('member_type_id');
    expect(member).toMatchObject({ first_name: 'Éric', faculty_id: null, about_me_fr: null, work_email: null });
    expect(publicTabBody(VALUES, true)).toMatchObject({ member_type_id: 'type-1' });
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
