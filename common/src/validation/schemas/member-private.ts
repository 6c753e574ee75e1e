import type { SchemaValues } from '../schema';
import { defineSchema, optional } from '../schema';
import { booleanFlag, calendarDate, oneLineString, phoneNumber } from '../field-types';

export const ADDRESS_MAX = 255;
export const PLACE_MAX = 100;
export const POSTAL_CODE_MAX = 20;

/**
 * `PATCH /api/update-member/{id}/private` (3-api §3.7.4, §3.13.1; limits of 2-data-model §2.2.2).
 * Validate with `validateUpdate`: every field optional. The permission rules of `date_joined`
 * (403 `admin_only_field`) and of `is_active` (403 `reactivation_not_allowed`) are the API's.
 */
export const memberPrivateSchema = defineSchema({
  address: optional(oneLineString(ADDRESS_MAX)),
  city: optional(oneLineString(PLACE_MAX)),
  province: optional(oneLineString(PLACE_MAX)),
  country: optional(oneLineString(PLACE_MAX)),
  postal_code: optional(oneLineString(POSTAL_CODE_MAX)),
  mobile_phone: optional(phoneNumber()),
  date_joined: optional(calendarDate()),
  is_active: optional(booleanFlag(true)),
});

export type MemberPrivateUpdate = Partial<SchemaValues<typeof memberPrivateSchema>>;
