import type { SchemaValues } from '../schema';
import { defineSchema, optional, required } from '../schema';
import { booleanFlag, emailAddress, oneLineString } from '../field-types';

export const NAME_MAX = 100;

const firstName = required(oneLineString(NAME_MAX));
const lastName = required(oneLineString(NAME_MAX));
const loginEmail = required(emailAddress({ lowerCase: true }));

/** `POST /api/register-account` (3-api §3.6.5); validate with `validateCreate`. */
export const registerAccountSchema = defineSchema({
  first_name: firstName,
  last_name: lastName,
  login_email: loginEmail,
  is_admin: optional(booleanFlag(false)),
  is_member: optional(booleanFlag(false)),
});

/**
 * `PATCH /api/update-account/{id}/name` (3-api §3.6.6); validate with `validateUpdate`: both
 * names optional, neither clearable.
 */
export const updateAccountNameSchema = defineSchema({
  first_name: firstName,
  last_name: lastName,
});

/**
 * `PATCH /api/update-account/{id}/email` (3-api §3.6.7). Its one field must be sent, so it is
 * validated with `validateCreate` (a missing `login_email` is `required`).
 */
export const updateAccountEmailSchema = defineSchema({
  login_email: loginEmail,
});

export type RegisterAccountBody = SchemaValues<typeof registerAccountSchema>;
export type UpdateAccountNameBody = Partial<SchemaValues<typeof updateAccountNameSchema>>;
export type UpdateAccountEmailBody = SchemaValues<typeof updateAccountEmailSchema>;
