import { memberPublicSchema } from '@portal/common/validation/schemas/member-public';
import { validateUpdate } from '@portal/common/validation/schema';
import type { RawFieldError } from '../../lib/records/field-errors';
import type { KeywordEntry } from './keyword-rules';
import type { MemberPrivateDetail } from '@portal/common/api/member';
import { problemRows, problemsBody, type ProblemRow } from './problems';

/** The Public tab's form values (spec 5-pages §5.4.4), as typed. */
export interface PublicTabValues {
  first_name: string;
  last_name: string;
  faculty_id: string;
  member_type_id: string;
  work_email: string;
  work_phone: string;
  about_me_en: string;
  about_me_fr: string;
  orcid: string;
  cv_link: string;
  website_link: string;
  linkedin_link: string;
  twitter_link: string;
  facebook_link: string;
  problems: ProblemRow[];
  /** The selected keywords, in the order added (the stored order first). */
  keywords: KeywordEntry[];
}

export const TEXT_FIELDS = [
  'work_email',
  'work_phone',
  'about_me_en',
  'about_me_fr',
  'orcid',
  'cv_link',
  'website_link',
  'linkedin_link',
  'twitter_link',
  'facebook_link',
] as const;

export function publicTabValues(member: MemberPrivateDetail): PublicTabValues {
  return {
    first_name: member.account.first_name,
    last_name: member.account.last_name,
    faculty_id: member.faculty?.id ?? '',
    member_type_id: member.member_type?.id ?? '',
    work_email: member.work_email ?? '',
    work_phone: member.work_phone ?? '',
    about_me_en: member.about_me_en ?? '',
    about_me_fr: member.about_me_fr ?? '',
    orcid: member.orcid ?? '',
    cv_link: member.cv_link ?? '',
    website_link: member.website_link ?? '',
    linkedin_link: member.linkedin_link ?? '',
    twitter_link: member.twitter_link ?? '',
    facebook_link: member.facebook_link ?? '',
    problems: problemRows(member.problems),
    keywords: member.keywords.map((k) => ({ id: k.id, name_en: k.name_en, name_fr: k.name_fr })),
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The PATCH body: only the fields the tab owns; the member type only for administrators. */
export function publicTabBody(values: PublicTabValues, isAdmin: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    faculty_id: orNull(values.faculty_id),
  };
  if (isAdmin) body.member_type_id = orNull(values.member_type_id);
  for (const field of TEXT_FIELDS) {
    body[field] = field.startsWith('about_me') ? (values[field].trim() === '' ? null : values[field]) : orNull(values[field]);
  }
  body.problems = problemsBody(values.problems);
  body.keyword_ids = values.keywords.map((k) => k.id);
  return body;
}

/** The API's own schema check of the body. */
export function validatePublicTab(body: Record<string, unknown>): readonly RawFieldError[] {
  const result = validateUpdate(memberPublicSchema, body);
  return result.ok ? [] : result.errors.map((error) => ({ field: error.field, code: error.code, params: error.params }));
}
