import { bilingualPair, defineSchema, optional, required } from '../schema';
import { emailAddress, multiLineText, oneLineString, phoneNumber, singleLink } from '../field-types';
import { PARTNERSHIP_DESCRIPTION_MAX } from '../embedded-list';

export const ORGANIZATION_NAME_MAX = 255;
export const ORGANIZATION_DESCRIPTION_MAX = 4000;
export const CONTACT_NAME_MAX = 200;
export const INTERNAL_NOTES_MAX = 4000;

/** The public fields of an organization (2-data-model §2.2.5). */
const publicFields = {
  ...bilingualPair('name', oneLineString(ORGANIZATION_NAME_MAX), 'at_least_one'),
  scope_id: required(singleLink()),
  type_id: optional(singleLink()),
  description: optional(multiLineText(ORGANIZATION_DESCRIPTION_MAX)),
};

/** The private fields: contact and internal notes, read by administrators only. */
const privateFields = {
  contact_name: optional(oneLineString(CONTACT_NAME_MAX)),
  contact_email: optional(emailAddress()),
  contact_phone: optional(phoneNumber()),
  internal_notes: optional(multiLineText(INTERNAL_NOTES_MAX)),
};

/**
 * `PATCH /api/update-partner/{id}/public` (3-api §3.9.4); validate with `validateUpdate` and the
 * stored record (the name pair is checked on the result; `scope_id` cannot be cleared).
 */
export const partnerPublicSchema = defineSchema(publicFields);

/** `PATCH /api/update-partner/{id}/private` (3-api §3.9.5); validate with `validateUpdate`. */
export const partnerPrivateSchema = defineSchema(privateFields);

/** `POST /api/register-partner` (3-api §3.9.2, administrators); validate with `validateCreate`. */
export const registerPartnerSchema = defineSchema({ ...publicFields, ...privateFields });

/**
 * `POST /api/register-partner-member` (3-api §3.9.3): the public fields and the description of
 * the caller's new partnership; the private fields are not accepted (`unknown_field`).
 */
export const registerPartnerMemberSchema = defineSchema({
  ...publicFields,
  ...bilingualPair('partnership_description', multiLineText(PARTNERSHIP_DESCRIPTION_MAX), 'both_optional'),
});
