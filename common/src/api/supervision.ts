/** Supervision projections and request bodies (spec 2-data-model §2.4.10, 3-api §3.12). */
import type { SupervisionInput } from '../demo/types';
import type { SchemaValues } from '../validation/schema';
import type { registerSupervisionSchema, supervisionPrivateSchema, supervisionPublicSchema } from '../validation/schemas/supervision';
import type { RecordMetadata } from './record-metadata';
import type { ReferenceEntry } from './reference';
import type { MemberReference } from './refs';

/** The four member roles of a supervision, in every projection of it. */
export interface SupervisionRoles {
  trainee_members: MemberReference[];
  principal_supervisors: MemberReference[];
  co_supervisors: MemberReference[];
  committee_members: MemberReference[];
}

/*
 * Projections copy some stored fields as they are (common/src/demo/types.ts names the stored
 * fields of each entity): those are picked from the stored type, the others are declared here.
 */
type SupervisionCopy = Pick<SupervisionInput, 'id' | 'first_name' | 'last_name' | 'start_date' | 'end_date'>;

/** An item of `/api/all-supervisions`: no note. */
export interface SupervisionListItem extends SupervisionCopy, SupervisionRoles, Pick<SupervisionInput, 'faculty_id' | 'level_id'> {}

export interface SupervisionPublicDetail extends SupervisionCopy, SupervisionRoles {
  faculty: ReferenceEntry | null;
  level: ReferenceEntry | null;
}

/** Administrators, principal supervisors and co-supervisors: adds the note and the metadata. */
export interface SupervisionPrivateDetail extends SupervisionPublicDetail, Pick<SupervisionInput, 'note'>, RecordMetadata {}

/** `POST /api/register-supervision` and `POST /api/register-supervision-member`. */
export type RegisterSupervisionBody = SchemaValues<typeof registerSupervisionSchema>;
export type UpdateSupervisionPublicBody = Partial<SchemaValues<typeof supervisionPublicSchema>>;
export type UpdateSupervisionPrivateBody = Partial<SchemaValues<typeof supervisionPrivateSchema>>;
