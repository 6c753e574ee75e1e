/**
 * `GET /api/report/network/{from}/{to}` (spec 7-reports §7.3.2): the records of a period, the new
 * members and partners, and five yearly trend figures, for administrators. Periods follow spec
 * 7-reports §7.1.3 (common/src/documents/periods.ts).
 */
import type { ProductWithFlags } from './cv';
import type { EventListItem } from './event';
import type { GrantListItem } from './grant';
import type { OrganizationListItem } from './organization';
import type { MemberReference } from './refs';
import type { SupervisionListItem } from './supervision';

/** A period: both dates `YYYY-MM-DD`, included. */
export interface DatePeriod {
  from: string;
  to: string;
}

/** A member whose `date_joined` is in the period, active or not (a report never names inactive ones). */
export interface NewMemberItem {
  member: MemberReference;
  date_joined: string;
  faculty_id: string | null;
  member_type_id: string | null;
}

/** An organization created in the period (`created_at` a timestamp). */
export interface NewPartnerItem extends OrganizationListItem {
  created_at: string;
}

/** How many records of each kind have no usable date (spec 7-reports §7.1.3). */
export interface UndatedCounts {
  products: number;
  grants: number;
  events: number;
  supervisions: number;
}

/** `period` is the index 0–4 into `periods` (oldest first); zero counts are absent; no type is null. */
export interface ReportTrends {
  periods: DatePeriod[];
  products: { period: number; product_type_id: string | null; count: number }[];
  events: { period: number; event_type_id: string | null; count: number }[];
}

export interface NetworkReportData extends DatePeriod {
  products: ProductWithFlags[];
  grants: GrantListItem[];
  events: EventListItem[];
  supervisions: SupervisionListItem[];
  new_members: NewMemberItem[];
  new_partners: NewPartnerItem[];
  undated: UndatedCounts;
  trends: ReportTrends;
  generated_at: string;
}
