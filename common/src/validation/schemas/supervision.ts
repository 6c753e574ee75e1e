import type { FieldError } from '../../errors/catalog';
import { fieldError } from '../../errors/field-error';
import type { SchemaValues } from '../schema';
import { defineSchema, optional, required } from '../schema';
import { calendarDate, multiLineText, oneLineString, singleLink } from '../field-types';
import { idList } from '../id-list';
import type { RecordRule } from '../record-rules';
import { dateOrder } from '../record-rules';
import { NAME_MAX } from './account';

export const SUPERVISION_NOTE_MAX = 4000;
export const TRAINEES_MAX = 1;
export const SUPERVISION_ROLE_MAX = 20;

/** The four role lists, in the order that decides which item a role conflict is reported on. */
export const SUPERVISION_ROLE_FIELDS = [
  'trainee_member_ids',
  'principal_supervisor_ids',
  'co_supervisor_ids',
  'committee_member_ids',
] as const;

export type SupervisionRoleField = (typeof SUPERVISION_ROLE_FIELDS)[number];

const publicFields = {
  first_name: required(oneLineString(NAME_MAX)),
  last_name: required(oneLineString(NAME_MAX)),
  start_date: optional(calendarDate()),
  end_date: optional(calendarDate()),
  faculty_id: optional(singleLink()),
  level_id: optional(singleLink()),
  trainee_member_ids: optional(idList(TRAINEES_MAX)),
  principal_supervisor_ids: optional(idList(SUPERVISION_ROLE_MAX)),
  co_supervisor_ids: optional(idList(SUPERVISION_ROLE_MAX)),
  committee_member_ids: optional(idList(SUPERVISION_ROLE_MAX)),
};

const privateFields = {
  note: optional(multiLineText(SUPERVISION_NOTE_MAX)),
};

/** `PATCH /api/update-supervision/{id}/public` (3-api §3.12.4); validate with `validateUpdate`. */
export const supervisionPublicSchema = defineSchema(publicFields);

/** `PATCH /api/update-supervision/{id}/private` (3-api §3.12.4); validate with `validateUpdate`. */
export const supervisionPrivateSchema = defineSchema(privateFields);

/**
 * `POST /api/register-supervision` and `/api/register-supervision-member` (3-api §3.12.2–§3.12.3,
 * limits of 2-data-model §2.2.9); validate with `validateCreate`.
 */
export const registerSupervisionSchema = defineSchema({ ...publicFields, ...privateFields });

/**
 * `role_conflict` (2-data-model §2.2.9): a member holds at most one of the four roles. Each
 * member's role is the first list naming them, in the order of SUPERVISION_ROLE_FIELDS; a later
 * list naming them again gets the error on that item, `params.other` naming the earlier list.
 * `holder` gives a member a role before the lists are read (the caller of
 * `register-supervision-member`, who is a principal supervisor whatever the body says).
 */
export function supervisionRoleConflicts(holder?: { id: string; field: SupervisionRoleField }): RecordRule {
  return (record) => {
    const roleOf = new Map<string, string>();
    if (holder) roleOf.set(holder.id, holder.field);
    const errors: FieldError[] = [];
    for (const field of SUPERVISION_ROLE_FIELDS) {
      const ids = record[field];
      if (!Array.isArray(ids)) continue;
      ids.forEach((id: unknown, index) => {
        if (typeof id !== 'string') return;
        const other = roleOf.get(id);
        if (other === undefined) roleOf.set(id, field);
        else if (other !== field) errors.push(fieldError(`${field}[${index}]`, 'role_conflict', { other }));
      });
    }
    return errors;
  };
}

/** Rules on the supervision as it would be after the change (stored values overlaid). */
export const SUPERVISION_RULES: readonly RecordRule[] = [dateOrder('start_date', 'end_date'), supervisionRoleConflicts()];

export type SupervisionBody = SchemaValues<typeof registerSupervisionSchema>;
export type SupervisionPublicUpdate = Partial<SchemaValues<typeof supervisionPublicSchema>>;
export type SupervisionPrivateUpdate = Partial<SchemaValues<typeof supervisionPrivateSchema>>;
