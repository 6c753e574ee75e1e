import type { SchemaValues } from '../schema';
import { bilingualPair, defineSchema, optional, required } from '../schema';
import {
  emailAddress,
  multiLineText,
  oneLineString,
  orcidId,
  phoneNumber,
  singleLink,
  webUrl,
} from '../field-types';
import { idList } from '../id-list';
import { partnershipList, problemList } from '../embedded-list';
import { NAME_MAX } from './account';

export const ABOUT_ME_MAX = 4000;
export const KEYWORDS_MAX = 20;

/**
 * `PATCH /api/update-member/{id}/public` (3-api §3.7.3, §3.13.1; limits of 2-data-model §2.2.2).
 * Validate with `validateUpdate`: every field optional, the names not clearable. The route's
 * permission rule for `member_type_id` (403 `admin_only_field`) is the API's.
 */
export const memberPublicSchema = defineSchema({
  first_name: required(oneLineString(NAME_MAX)),
  last_name: required(oneLineString(NAME_MAX)),
  member_type_id: optional(singleLink()),
  faculty_id: optional(singleLink()),
  work_email: optional(emailAddress()),
  work_phone: optional(phoneNumber()),
  ...bilingualPair('about_me', multiLineText(ABOUT_ME_MAX), 'both_optional'),
  website_link: optional(webUrl()),
  twitter_link: optional(webUrl()),
  linkedin_link: optional(webUrl()),
  facebook_link: optional(webUrl()),
  cv_link: optional(webUrl()),
  orcid: optional(orcidId()),
  problems: optional(problemList()),
  keyword_ids: optional(idList(KEYWORDS_MAX)),
  partnerships: optional(partnershipList()),
});

export type MemberPublicUpdate = Partial<SchemaValues<typeof memberPublicSchema>>;
