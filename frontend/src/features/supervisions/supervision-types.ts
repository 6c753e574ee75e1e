/** Supervision projections (spec 2-data-model §2.4.10) as the SPA reads them. */
import type { MemberRef } from '../../components/record-detail';

export interface ReferenceEntry {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  retired: boolean;
}

export interface SupervisionListItem {
  id: string;
  first_name: string;
  last_name: string;
  start_date: string | null;
  end_date: string | null;
  faculty_id: string | null;
  level_id: string | null;
  trainee_members: MemberRef[];
  principal_supervisors: MemberRef[];
  co_supervisors: MemberRef[];
  committee_members: MemberRef[];
}

export interface SupervisionPublicDetail {
  id: string;
  first_name: string;
  last_name: string;
  start_date: string | null;
  end_date: string | null;
  faculty: ReferenceEntry | null;
  level: ReferenceEntry | null;
  trainee_members: MemberRef[];
  principal_supervisors: MemberRef[];
  co_supervisors: MemberRef[];
  committee_members: MemberRef[];
}

export interface SupervisionPrivateDetail extends SupervisionPublicDetail {
  note: string | null;
  updated_at: string;
  etag: string;
}

/** An item of `/api/all-members` (active members). */
export interface ActiveMemberItem {
  id: string;
  account: { first_name: string; last_name: string };
}

export const SUPERVISIONS_PATH = '/api/all-supervisions';
export const FACULTIES_PATH = '/api/all-faculties';
export const LEVELS_PATH = '/api/all-levels';
export const ACTIVE_MEMBERS_PATH = '/api/all-members';

export const supervisionPublicPath = (id: string) => `/api/supervision/${encodeURIComponent(id)}/public`;
export const supervisionPrivatePath = (id: string) => `/api/supervision/${encodeURIComponent(id)}/private`;
export const supervisionHref = (id: string) => `/supervisions/${encodeURIComponent(id)}`;

export const traineeName = (supervision: { first_name: string; last_name: string }) => `${supervision.first_name} ${supervision.last_name}`;
