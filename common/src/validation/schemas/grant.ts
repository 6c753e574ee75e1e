import type { FieldError } from '../../errors/catalog';
import { fieldError } from '../../errors/field-error';
import type { SchemaValues } from '../schema';
import { defineSchema, optional, required } from '../schema';
import { booleanFlag, calendarDate, moneyAmount, multiLineText, oneLineString, singleLink } from '../field-types';
import { idList } from '../id-list';
import type { RecordRule } from '../record-rules';
import { dateOrder } from '../record-rules';

export const GRANT_TITLE_MAX = 2000;
export const ALL_INVESTIGATOR_MAX = 3000;
export const GRANT_NOTE_MAX = 3000;
export const GRANT_MEMBERS_MAX = 1000;

const publicFields = {
  title: required(oneLineString(GRANT_TITLE_MAX)),
  amount: required(moneyAmount()),
  through_network: optional(booleanFlag()),
  status_id: required(singleLink()),
  source_id: required(singleLink()),
  topic_id: optional(singleLink()),
  submission_date: optional(calendarDate()),
  obtained_date: optional(calendarDate()),
  completed_date: optional(calendarDate()),
  all_investigator: required(multiLineText(ALL_INVESTIGATOR_MAX)),
  investigator_member_ids: optional(idList(GRANT_MEMBERS_MAX)),
  involved_member_ids: optional(idList(GRANT_MEMBERS_MAX)),
};

const privateFields = {
  note: optional(multiLineText(GRANT_NOTE_MAX)),
};

/**
 * `PATCH /api/update-grant/{id}/public` (3-api §3.10.3); validate with `validateUpdate`:
 * `status_id` and `source_id` cannot be cleared (`required`).
 */
export const grantPublicSchema = defineSchema(publicFields);

/** `PATCH /api/update-grant/{id}/private` (3-api §3.10.4): the note. */
export const grantPrivateSchema = defineSchema(privateFields);

/** `POST /api/register-grant` (3-api §3.10.2, limits of 2-data-model §2.2.7); `validateCreate`. */
export const registerGrantSchema = defineSchema({ ...publicFields, ...privateFields });

/**
 * `role_conflict` (2-data-model §2.2.7): a member is in at most one of the investigator and
 * involved lists; reported on the `involved_member_ids` item, `params.other` naming the other list.
 */
export const grantRoleConflicts: RecordRule = (record) => {
  const investigators = record.investigator_member_ids;
  const involved = record.involved_member_ids;
  if (!Array.isArray(investigators) || !Array.isArray(involved)) return [];
  const errors: FieldError[] = [];
  involved.forEach((id: unknown, index) => {
    if (typeof id === 'string' && investigators.includes(id)) {
      errors.push(fieldError(`involved_member_ids[${index}]`, 'role_conflict', { other: 'investigator_member_ids' }));
    }
  });
  return errors;
};

/**
 * Rules on the grant as it would be after the change (stored values overlaid): submission ≤
 * obtained ≤ completed and submission ≤ completed when both dates are present (`date_order` on
 * the later field), and no member with two roles.
 */
export const GRANT_RULES: readonly RecordRule[] = [
  dateOrder('submission_date', 'obtained_date'),
  dateOrder('obtained_date', 'completed_date'),
  dateOrder('submission_date', 'completed_date'),
  grantRoleConflicts,
];

export type GrantBody = SchemaValues<typeof registerGrantSchema>;
export type GrantPublicUpdate = Partial<SchemaValues<typeof grantPublicSchema>>;
export type GrantUpdate = Partial<GrantBody>;
