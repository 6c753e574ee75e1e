import type { FieldError } from '@portal/common/errors/catalog';
import type {
  DatePeriod,
  NetworkReportData,
  NewMemberItem,
  NewPartnerItem,
  ReportEventItem,
  ReportGrantItem,
  ReportProductItem,
  ReportSupervisionItem,
  ReportTrends,
} from '@portal/common/api/report';
import {
  addDays,
  dateInPeriod,
  dateInTimeZone,
  eventInPeriod,
  grantInPeriod,
  memberJoinedInPeriod,
  productInPeriod,
  supervisionInPeriod,
  trendPeriods,
} from '@portal/common/documents/periods';
import { fieldError } from '@portal/common/errors/field-error';
import { checkDate } from '@portal/common/validation/date';
import { ApiError } from './errors';
import { amountOf } from './grants';
import type { Member, ReportRepository } from './ports';
import type { EventRecord, GrantRecord, OrganizationRecord, ProductRecord, SupervisionRecord } from './records';
import { memberReferences } from './references';

/*
 * The network report of a period (spec 7-reports §7.3.2, access pattern A29). The store answers
 * one query per kind with the date condition evaluated by its range indexes, and one narrow
 * projection per trend figure, all in one wave; the domain then decides membership exactly with
 * the period rules of common/src/documents/periods.ts (the store's condition may only be wider),
 * builds the report's items and counts the trends. Nothing is read per item.
 */

/**
 * The stored fields the report's queries read: what its items are built from (the report item
 * types of common/src/api/report.ts, the fields the report page reads of the public list items)
 * and what the period rules need. Nothing else is read: on the densest reporting year of the large
 * network the rows are most of the answer's cost (docs/adr/0052).
 */
export const REPORT_FIELDS = {
  product: ['title_en', 'title_fr', 'publish_date', 'all_author', 'doi', 'product_type_id', 'member_author_ids', 'member_refs', 'on_going', 'peer_reviewed'] as const,
  grant: ['title', 'amount_cents', 'through_network', 'status_id', 'source_id', 'submission_date', 'obtained_date', 'completed_date', 'all_investigator'] as const,
  event: ['name_en', 'name_fr', 'start_date', 'end_date', 'event_type_id', 'partner_ids'] as const,
  // `member_refs` holds every role's copies: the principal supervisors' are among them.
  supervision: ['first_name', 'last_name', 'start_date', 'end_date', 'faculty_id', 'level_id', 'principal_supervisor_ids', 'member_refs'] as const,
  member: ['first_name', 'last_name', 'is_active', 'date_joined', 'faculty_id', 'member_type_id'] as const,
  organization: ['name_en', 'name_fr', 'scope_id', 'type_id', 'created_at'] as const,
};

type Row<R, F extends readonly (keyof R)[]> = Pick<R, 'id' & keyof R> & Pick<R, F[number]>;
export type ReportProductRow = Row<ProductRecord, typeof REPORT_FIELDS.product>;
export type ReportGrantRow = Row<GrantRecord, typeof REPORT_FIELDS.grant>;
export type ReportEventRow = Row<EventRecord, typeof REPORT_FIELDS.event>;
export type ReportSupervisionRow = Row<SupervisionRecord, typeof REPORT_FIELDS.supervision>;
export type ReportMemberRow = Row<Member, typeof REPORT_FIELDS.member>;
export type ReportOrganizationRow = Row<OrganizationRecord, typeof REPORT_FIELDS.organization>;

/** What a trend counts: the date and the type. */
export type ProductTrendFact = Pick<ProductRecord, 'publish_date' | 'product_type_id'>;
export type EventTrendFact = Pick<EventRecord, 'start_date' | 'event_type_id'>;

/**
 * Step 5 of spec 3-api §3.1.5: two dates `YYYY-MM-DD` (1900–2100), `from` ≤ `to`; every field
 * error at once, `date_order` only when both dates are valid.
 */
export function checkReportPeriod(from: string | undefined, to: string | undefined): DatePeriod {
  const errors: FieldError[] = [];
  const check = (field: 'from' | 'to', raw: string | undefined): string | null => {
    const checked = checkDate(raw ?? '');
    if (checked.ok && checked.value !== null) return checked.value;
    errors.push(checked.ok ? fieldError(field, 'invalid_format', { format: 'date' }) : fieldError(field, checked.code, checked.params));
    return null;
  };
  const start = check('from', from);
  const end = check('to', to);
  if (start !== null && end !== null && end < start) errors.push(fieldError('to', 'date_order', { after: 'from' }));
  if (errors.length > 0 || start === null || end === null) throw new ApiError('validation_failed', { errors });
  return { from: start, to: end };
}

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The index of the trend period that holds a date, or -1. */
function periodIndex(periods: readonly DatePeriod[], date: string | null): number {
  return date ? periods.findIndex((p) => dateInPeriod(date, p)) : -1;
}

/** Counts by period and type, zero counts absent, no type as null; ordered by period, then type (nulls last). */
function tally<T extends string>(periods: readonly DatePeriod[], facts: readonly { date: string | null; type: string | null }[], typeKey: T) {
  const counts = new Map<string, { period: number; type: string | null; count: number }>();
  for (const fact of facts) {
    const period = periodIndex(periods, fact.date);
    if (period < 0) continue;
    const key = JSON.stringify([period, fact.type]);
    const found = counts.get(key);
    if (found) found.count += 1;
    else counts.set(key, { period, type: fact.type, count: 1 });
  }
  return [...counts.values()]
    .sort((a, b) => a.period - b.period || (a.type === b.type ? 0 : a.type === null ? 1 : b.type === null ? -1 : a.type < b.type ? -1 : 1))
    .map(({ period, type, count }) => ({ period, [typeKey]: type, count }) as { period: number; count: number } & Record<T, string | null>);
}

export function reportTrends(to: string, products: readonly ProductTrendFact[], events: readonly EventTrendFact[]): ReportTrends {
  const periods = trendPeriods(to);
  return {
    periods,
    products: tally(periods, products.map((p) => ({ date: p.publish_date, type: p.product_type_id ?? null })), 'product_type_id'),
    events: tally(periods, events.map((e) => ({ date: e.start_date, type: e.event_type_id ?? null })), 'event_type_id'),
  };
}

export function newMemberItem(member: ReportMemberRow): NewMemberItem {
  return {
    member: { id: member.id, first_name: member.first_name, last_name: member.last_name, is_active: member.is_active },
    date_joined: member.date_joined ?? '',
    faculty_id: member.faculty_id,
    member_type_id: member.member_type_id,
  };
}

export function reportProductItem(p: ReportProductRow): ReportProductItem {
  return {
    id: p.id,
    title_en: p.title_en,
    title_fr: p.title_fr,
    publish_date: p.publish_date,
    all_author: p.all_author,
    doi: p.doi,
    product_type_id: p.product_type_id,
    member_authors: memberReferences(p.member_author_ids, p),
    on_going: p.on_going,
    peer_reviewed: p.peer_reviewed,
  };
}

export function reportGrantItem(g: ReportGrantRow): ReportGrantItem {
  return {
    id: g.id,
    title: g.title,
    amount: amountOf(g),
    through_network: g.through_network,
    status_id: g.status_id,
    source_id: g.source_id,
    submission_date: g.submission_date,
    obtained_date: g.obtained_date,
    completed_date: g.completed_date,
    all_investigator: g.all_investigator,
  };
}

export function reportEventItem(e: ReportEventRow): ReportEventItem {
  return { id: e.id, name_en: e.name_en, name_fr: e.name_fr, start_date: e.start_date, end_date: e.end_date, event_type_id: e.event_type_id, partner_ids: e.partner_ids };
}

export function reportSupervisionItem(s: ReportSupervisionRow): ReportSupervisionItem {
  return {
    id: s.id,
    first_name: s.first_name,
    last_name: s.last_name,
    start_date: s.start_date,
    end_date: s.end_date,
    faculty_id: s.faculty_id,
    level_id: s.level_id,
    principal_supervisors: memberReferences(s.principal_supervisor_ids, s),
  };
}

export function newPartnerItem(o: ReportOrganizationRow): NewPartnerItem {
  return { id: o.id, name_en: o.name_en, name_fr: o.name_fr, scope_id: o.scope_id, type_id: o.type_id, created_at: o.created_at };
}

export interface ReportSettings {
  /** `PORTAL_TIME_ZONE`: an organization's `created_at` counts on its date there (spec 2-data-model §2.1.8). */
  timeZone: string;
  now: Date;
}

export async function networkReport(reports: ReportRepository, period: DatePeriod, settings: ReportSettings): Promise<NetworkReportData> {
  const trendSpan = { from: trendPeriods(period.to)[0]?.from ?? period.from, to: period.to };
  // Time zones lie within a day of UTC: a day's margin on each side holds every instant whose
  // local date is in the period; the exact date is decided below.
  const instants = { from: `${addDays(period.from, -1)}T00:00:00.000Z`, to: `${addDays(period.to, 2)}T00:00:00.000Z` };
  const [products, grants, events, supervisions, members, organizations, undated, productFacts, eventFacts] = await Promise.all([
    reports.productsPublishedIn(period),
    reports.grantsIn(period),
    reports.eventsIn(period),
    reports.supervisionsIn(period),
    reports.membersJoinedIn(period),
    reports.organizationsCreatedBetween(instants.from, instants.to),
    reports.undatedCounts(),
    reports.productTrendFacts(trendSpan),
    reports.eventTrendFacts(trendSpan),
  ]);
  const sorted = <T extends { id: string }>(rows: readonly T[]) => [...rows].sort(byId);
  return {
    from: period.from,
    to: period.to,
    products: sorted(products.filter((p) => productInPeriod(p, period))).map(reportProductItem),
    grants: sorted(grants.filter((g) => grantInPeriod(g, period))).map(reportGrantItem),
    events: sorted(events.filter((e) => eventInPeriod(e, period))).map(reportEventItem),
    supervisions: sorted(supervisions.filter((s) => supervisionInPeriod(s, period))).map(reportSupervisionItem),
    new_members: sorted(members.filter((m) => m.date_joined !== null && memberJoinedInPeriod({ date_joined: m.date_joined }, period))).map(newMemberItem),
    new_partners: sorted(organizations.filter((o) => dateInPeriod(dateInTimeZone(o.created_at, settings.timeZone), period))).map(newPartnerItem),
    undated,
    trends: reportTrends(period.to, productFacts, eventFacts),
    generated_at: settings.now.toISOString(),
  };
}
