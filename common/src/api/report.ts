/**
 * `GET /api/report/network/{from}/{to}` (spec 7-reports §7.3.2): the records of a period, the new
 * members and partners, and five yearly trend figures, for administrators. Periods follow spec
 * 7-reports §7.1.3 (common/src/documents/periods.ts).
 *
 * Its items are the public list items cut down to what the report reads: the page's document
 * builder (frontend/src/features/reports/, with the citation formatter for products) and its
 * charts. The densest reporting year of the large network holds about 11,000 items, so each field
 * left out is thousands of copies fewer to read, send and parse (issue 19, docs/adr/0052). A field
 * the report starts to show is added here, and to the domain's REPORT_FIELDS that read it.
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

/**
 * A product published in the period: what its citation reads (spec 7-reports §7.1.5: titles,
 * date, authors, DOI, type; `member_authors` for the names of §7.1.4 rule 2) and the two flags.
 */
export type ReportProductItem = Pick<
  ProductWithFlags,
  'id' | 'title_en' | 'title_fr' | 'publish_date' | 'all_author' | 'doi' | 'product_type_id' | 'member_authors' | 'on_going' | 'peer_reviewed'
>;

/** A grant with activity in the period: its span, amount, status, source and list entry; no member reference. */
export type ReportGrantItem = Pick<
  GrantListItem,
  'id' | 'title' | 'amount' | 'through_network' | 'status_id' | 'source_id' | 'submission_date' | 'obtained_date' | 'completed_date' | 'all_investigator'
>;

/** An event in the period: dates, names, type and partners (named from `/api/all-organizations`). */
export type ReportEventItem = Pick<EventListItem, 'id' | 'name_en' | 'name_fr' | 'start_date' | 'end_date' | 'event_type_id' | 'partner_ids'>;

/** A supervision in the period: the trainee, faculty, level, dates and principal supervisors (inactive ones are never named). */
export type ReportSupervisionItem = Pick<
  SupervisionListItem,
  'id' | 'first_name' | 'last_name' | 'start_date' | 'end_date' | 'faculty_id' | 'level_id' | 'principal_supervisors'
>;

/** An organization created in the period (`created_at` a timestamp): named with its scope and type. */
export interface NewPartnerItem extends Pick<OrganizationListItem, 'id' | 'name_en' | 'name_fr' | 'scope_id' | 'type_id'> {
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
  products: ReportProductItem[];
  grants: ReportGrantItem[];
  events: ReportEventItem[];
  supervisions: ReportSupervisionItem[];
  new_members: NewMemberItem[];
  new_partners: NewPartnerItem[];
  undated: UndatedCounts;
  trends: ReportTrends;
  generated_at: string;
}
