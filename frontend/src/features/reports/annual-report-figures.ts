/**
 * The figures of the network annual report (spec 7-reports §7.3.4): the summary's counts and
 * exact sums, the groupings behind its tables, and the period labels of its charts. Pure
 * functions of the route's answer (spec 7-reports §7.3.2), which already holds only the period's
 * records; the definitions of the summary rows are §7.3.4 item 2's.
 */
import type { DatePeriod, NetworkReportData, ReportGrantItem, ReportSupervisionItem } from '@portal/common/api/report';
import { dateInPeriod } from '@portal/common/documents/periods';
import { amountToCents } from '@portal/common/validation/money';

/** A count and its exact total in whole cents. */
export interface CountAndSum {
  count: number;
  cents: number;
}

export interface SummaryFigures {
  productsPublished: number;
  peerReviewed: number;
  /** `submission_date` in the period. */
  applicationsSubmitted: CountAndSum;
  /** `obtained_date` in the period. */
  grantsObtained: CountAndSum;
  /** `obtained_date` ≤ end, and no `completed_date` or one ≥ start. */
  fundedActive: CountAndSum;
  /** Of the funded active grants, those through the network. */
  throughNetwork: CountAndSum;
  eventsHeld: number;
  /** `start_date` ≤ end, and no `end_date` or one after the end. */
  supervisionsOngoing: number;
  /** `end_date` in the period. */
  supervisionsCompleted: number;
  newMembers: number;
  newPartners: number;
}

function sum(grants: readonly ReportGrantItem[]): CountAndSum {
  return { count: grants.length, cents: grants.reduce((total, grant) => total + amountToCents(grant.amount), 0) };
}

export function isFundedActive(grant: ReportGrantItem, period: DatePeriod): boolean {
  return grant.obtained_date !== null && grant.obtained_date <= period.to && (grant.completed_date === null || grant.completed_date >= period.from);
}

export function isOngoingAtEnd(supervision: ReportSupervisionItem, period: DatePeriod): boolean {
  return supervision.start_date !== null && supervision.start_date <= period.to && (supervision.end_date === null || supervision.end_date > period.to);
}

const inPeriod = (date: string | null, period: DatePeriod) => date !== null && dateInPeriod(date, period);

export function summaryFigures(data: NetworkReportData): SummaryFigures {
  const funded = data.grants.filter((grant) => isFundedActive(grant, data));
  return {
    productsPublished: data.products.length,
    peerReviewed: data.products.filter((product) => product.peer_reviewed).length,
    applicationsSubmitted: sum(data.grants.filter((grant) => inPeriod(grant.submission_date, data))),
    grantsObtained: sum(data.grants.filter((grant) => inPeriod(grant.obtained_date, data))),
    fundedActive: sum(funded),
    throughNetwork: sum(funded.filter((grant) => grant.through_network)),
    eventsHeld: data.events.length,
    supervisionsOngoing: data.supervisions.filter((s) => isOngoingAtEnd(s, data)).length,
    supervisionsCompleted: data.supervisions.filter((s) => inPeriod(s.end_date, data)).length,
    newMembers: data.new_members.length,
    newPartners: data.new_partners.length,
  };
}

/** The period's grants by status or by source: count and exact total per id. */
export function grantsBy(grants: readonly ReportGrantItem[], key: 'status_id' | 'source_id'): Map<string, CountAndSum> {
  const groups = new Map<string, CountAndSum>();
  for (const grant of grants) {
    const id = grant[key];
    const group = groups.get(id) ?? { count: 0, cents: 0 };
    group.count += 1;
    group.cents += amountToCents(grant.amount);
    groups.set(id, group);
  }
  return groups;
}

export interface LevelFigures {
  /** null: no level. */
  levelId: string | null;
  /** `start_date` in the period. */
  started: number;
  /** `end_date` in the period. */
  completed: number;
  ongoing: number;
}

/** The supervisions table's rows, one per level present (unordered: names decide the order). */
export function supervisionsByLevel(data: NetworkReportData): LevelFigures[] {
  const rows = new Map<string | null, LevelFigures>();
  for (const s of data.supervisions) {
    const row = rows.get(s.level_id) ?? { levelId: s.level_id, started: 0, completed: 0, ongoing: 0 };
    if (inPeriod(s.start_date, data)) row.started += 1;
    if (inPeriod(s.end_date, data)) row.completed += 1;
    if (isOngoingAtEnd(s, data)) row.ongoing += 1;
    rows.set(s.level_id, row);
  }
  return [...rows.values()];
}

/**
 * A period's label on the charts' axes (spec 7-reports §7.3.4 item 3): "2021" for a calendar
 * year, else "2020–2021" (en dash) from the years it starts and ends in.
 */
export function periodLabel(period: DatePeriod): string {
  const start = period.from.slice(0, 4);
  const end = period.to.slice(0, 4);
  if (start === end) return start;
  return `${start}\u2013${end}`;
}

/** The years of a span: "2023–2026", "2023" when both are the same, "2023–<open>" without an end. */
export function yearSpan(start: string | null, end: string | null, open: string | null): string {
  const first = start?.slice(0, 4) ?? end?.slice(0, 4) ?? '';
  if (end === null) return open === null ? first : `${first}\u2013${open}`;
  const last = end.slice(0, 4);
  return last === first ? first : `${first}\u2013${last}`;
}
