/**
 * Periods of the documents (spec 7-reports §7.1.3): when a record is in a bounded period, whether
 * it has a usable date at all, reporting years, the report's five trend periods and "last 5 years".
 *
 * Everything works on calendar dates `YYYY-MM-DD`: they compare as strings, and the little date
 * arithmetic needed goes through UTC so that no local time zone can shift a day.
 */
import type { DatePeriod } from '../api/report';
import type { EventInput, GrantInput, MemberInput, ProductInput, SupervisionInput } from '../demo/types';

/** The dates a record covers, both included; `end` null is open-ended (still running). */
export interface DateSpan {
  start: string;
  end: string | null;
}

/** Whether a span overlaps a period (both ends included). */
export function spanOverlaps(span: DateSpan, period: DatePeriod): boolean {
  return span.start <= period.to && (span.end === null || span.end >= period.from);
}

/** Whether one date is in a period. */
export function dateInPeriod(date: string, period: DatePeriod): boolean {
  return period.from <= date && date <= period.to;
}

const present = (...dates: Array<string | null | undefined>): string[] => dates.filter((d): d is string => typeof d === 'string' && d !== '');
const earliest = (dates: string[]) => dates.reduce((a, b) => (b < a ? b : a));
const latest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a));

// ---- Products: `publish_date` ----

export type ProductDates = Pick<ProductInput, 'publish_date'>;

export function productHasDate(product: ProductDates): boolean {
  return present(product.publish_date).length > 0;
}

export function productInPeriod(product: ProductDates, period: DatePeriod): boolean {
  return productHasDate(product) && dateInPeriod(product.publish_date as string, period);
}

// ---- Grants: the span ----

export type GrantDates = Pick<GrantInput, 'submission_date' | 'obtained_date' | 'completed_date'>;

/**
 * From the earliest date present to `completed_date`; without it, open-ended when `obtained_date`
 * is present (funded, running), else (an application) the latest date present. Null without any date.
 */
export function grantSpan(grant: GrantDates): DateSpan | null {
  const dates = present(grant.submission_date, grant.obtained_date, grant.completed_date);
  if (dates.length === 0) return null;
  if (grant.completed_date) return { start: earliest(dates), end: grant.completed_date };
  if (grant.obtained_date) return { start: earliest(dates), end: null };
  const only = latest(dates);
  return { start: only, end: only };
}

/** Where a grant's span starts, for "newest span start first" orders; null without any date. */
export function grantSpanStart(grant: GrantDates): string | null {
  return grantSpan(grant)?.start ?? null;
}

export function grantHasDate(grant: GrantDates): boolean {
  return grantSpan(grant) !== null;
}

export function grantInPeriod(grant: GrantDates, period: DatePeriod): boolean {
  const span = grantSpan(grant);
  return span !== null && spanOverlaps(span, period);
}

// ---- Events: start to end, either alone ----

export type EventDates = Pick<EventInput, 'start_date' | 'end_date'>;

export function eventSpan(event: EventDates): DateSpan | null {
  const dates = present(event.start_date, event.end_date);
  if (dates.length === 0) return null;
  return { start: earliest(dates), end: latest(dates) };
}

export function eventHasDate(event: EventDates): boolean {
  return eventSpan(event) !== null;
}

export function eventInPeriod(event: EventDates, period: DatePeriod): boolean {
  const span = eventSpan(event);
  return span !== null && spanOverlaps(span, period);
}

// ---- Supervisions: open-ended without an end, the end alone without a start ----

export type SupervisionDates = Pick<SupervisionInput, 'start_date' | 'end_date'>;

export function supervisionSpan(supervision: SupervisionDates): DateSpan | null {
  const { start_date: start, end_date: end } = supervision;
  // Stored supervisions have start ≤ end (date_order); the dates are taken as stored.
  if (start && end) return { start, end };
  if (start) return { start, end: null };
  if (end) return { start: end, end };
  return null;
}

export function supervisionHasDate(supervision: SupervisionDates): boolean {
  return supervisionSpan(supervision) !== null;
}

export function supervisionInPeriod(supervision: SupervisionDates, period: DatePeriod): boolean {
  const span = supervisionSpan(supervision);
  return span !== null && spanOverlaps(span, period);
}

// ---- New members and partners (the report) ----

export function memberJoinedInPeriod(member: Pick<MemberInput, 'date_joined'>, period: DatePeriod): boolean {
  return present(member.date_joined).length > 0 && dateInPeriod(member.date_joined, period);
}

/**
 * The calendar date of a timestamp in a time zone (the network's, `PORTAL_TIME_ZONE`, spec
 * 2-data-model §2.1.8), as `YYYY-MM-DD`: how "today" is decided for the dates the server sets.
 */
export function dateInTimeZone(timestamp: string | Date, timeZone: string): string {
  const at = typeof timestamp === 'string' ? new Date(timestamp) : timestamp;
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** An organization's `created_at`, as a date in the network's time zone, in the period. */
export function partnerCreatedInPeriod(created_at: string, timeZone: string, period: DatePeriod): boolean {
  return dateInPeriod(dateInTimeZone(created_at, timeZone), period);
}

// ---- Date arithmetic on `YYYY-MM-DD` ----

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parts(date: string): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** A date plus `days` (negative: before), through UTC. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const at = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** The same month and day in another year; February 29 counts as February 28. */
function sameDayInYear(date: string, year: number): string {
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${pad(year, 4)}-${monthDay}`;
}

// ---- Reporting years (`REPORT_YEAR_START`, `MM-DD`) ----

export const DEFAULT_REPORT_YEAR_START = '04-01';

/** A usable `REPORT_YEAR_START`: `MM-DD` of a day that exists every year (so never `02-29`). */
export function isReportYearStart(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

export interface ReportingYear extends DatePeriod {
  /** "2024–2025" (en dash), or "2025" when the year starts on January 1. */
  label: string;
}

function reportingYearStartingIn(start: string, year: number): ReportingYear {
  const from = `${pad(year, 4)}-${start}`;
  const to = addDays(`${pad(year + 1, 4)}-${start}`, -1);
  return { from, to, label: start === '01-01' ? String(year) : `${year}\u2013${year + 1}` };
}

/** The reporting year that holds `date`. */
export function reportingYearOf(start: string, date: string): ReportingYear {
  const year = parts(date)[0];
  return reportingYearStartingIn(start, date.slice(5) >= start ? year : year - 1);
}

/** The latest reporting year that has ended on `today` (the one before the current one). */
export function lastReportingYear(start: string, today: string): ReportingYear {
  return reportingYearOf(start, addDays(reportingYearOf(start, today).from, -1));
}

/** The current reporting year then the `before` ones before it, newest first (the report's select). */
export function recentReportingYears(start: string, today: string, before: number): ReportingYear[] {
  const first = parts(reportingYearOf(start, today).from)[0];
  return Array.from({ length: before + 1 }, (_, i) => reportingYearStartingIn(start, first - i));
}

// ---- The report's trends and the CV's "last 5 years" ----

/**
 * The five one-year periods ending on `to`, oldest first: each ends on the same month and day a
 * year after the previous (February 29 counts as February 28), the last on `to` itself, and each
 * starts the day after the previous ends.
 */
export function trendPeriods(to: string): DatePeriod[] {
  const year = parts(to)[0];
  const ends = [4, 3, 2, 1].map((back) => sameDayInYear(to, year - back)).concat(to);
  let previousEnd = sameDayInYear(to, year - 5);
  return ends.map((end) => {
    const period = { from: addDays(previousEnd, 1), to: end };
    previousEnd = end;
    return period;
  });
}

/** "Last 5 years": from the day after the same date five years ago to `today`. */
export function lastFiveYears(today: string): DatePeriod {
  return { from: addDays(sameDayInYear(today, parts(today)[0] - 5), 1), to: today };
}
