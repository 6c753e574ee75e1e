/** Grant projections (spec 2-data-model §2.4.8) as the SPA reads them. */
import type { MemberRef } from '../../components/record-detail';

export interface ReferenceEntry {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  retired: boolean;
}

export interface GrantListItem {
  id: string;
  title: string;
  amount: number;
  through_network: boolean;
  status_id: string;
  source_id: string;
  topic_id: string | null;
  submission_date: string | null;
  obtained_date: string | null;
  completed_date: string | null;
  all_investigator: string;
  investigator_members: MemberRef[];
  involved_members: MemberRef[];
}

export interface GrantPublicDetail {
  id: string;
  title: string;
  amount: number;
  through_network: boolean;
  status: ReferenceEntry | null;
  source: ReferenceEntry | null;
  topic: ReferenceEntry | null;
  submission_date: string | null;
  obtained_date: string | null;
  completed_date: string | null;
  all_investigator: string;
  investigator_members: MemberRef[];
  involved_members: MemberRef[];
  events: Array<{ id: string; name_en: string | null; name_fr: string | null; start_date: string | null }>;
}

export interface GrantPrivateDetail extends GrantPublicDetail {
  note: string | null;
  updated_at: string;
  etag: string;
}

export const GRANTS_PATH = '/api/all-grants';
export const STATUSES_PATH = '/api/all-statuses';
export const SOURCES_PATH = '/api/all-sources';
export const TOPICS_PATH = '/api/all-topics';
export const ACTIVE_MEMBERS_PATH = '/api/all-members';

export const grantPublicPath = (id: string) => `/api/grant/${encodeURIComponent(id)}/public`;
export const grantPrivatePath = (id: string) => `/api/grant/${encodeURIComponent(id)}/private`;
