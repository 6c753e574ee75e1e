/** Supervision projections and request bodies (spec 2-data-model §2.4.10, 3-api §3.12). */
import type { SchemaValues } from '../validation/schema';
import type { registerSupervisionSchema, supervisionPrivateSchema, supervisionPublicSchema } from '../validation/schemas/supervision';
import type { ReferenceEntry } from './reference';
import type { MemberReference } from './refs';

/** The four member roles of a supervision, in every projection of it. */
export interface SupervisionRoles {
  trainee_members: MemberReference[];
  principal_supervisors: MemberReference[];
  co_supervisors: MemberReference[];
  committee_members: MemberReference[];
}

/** An item of `/api/all-supervisions`: no note. */
export interface SupervisionListItem extends SupervisionRoles {
  id: string;
  first_name: string;
  last_name: string;
  start_date: string | null;
  end_date: string | null;
  faculty_id: string | null;
  level_id: string | null;
}

export interface SupervisionPublicDetail extends SupervisionRoles {
  id: string;
  first_name: string;
  last_name: string;
  start_date: string | null;
  end_date: string | null;
  faculty: ReferenceEntry | null;
  level: ReferenceEntry | null;
}

/** Administrators, principal supervisors and co-supervisors: adds the note and the metadata. */
export interface SupervisionPrivateDetail extends SupervisionPublicDetail {
  note: string | null;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  etag: string;
}

/** `POST /api/register-supervision` and `POST /api/register-supervision-member`. */
export type RegisterSupervisionBody = SchemaValues<typeof registerSupervisionSchema>;
export type UpdateSupervisionPublicBody = Partial<SchemaValues<typeof supervisionPublicSchema>>;
export type UpdateSupervisionPrivateBody = Partial<SchemaValues<typeof supervisionPrivateSchema>>;
