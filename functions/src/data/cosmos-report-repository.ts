import type { Container, SqlParameter } from '@azure/cosmos';
import type { DatePeriod, UndatedCounts } from '@portal/common/api/report';
import {
  REPORT_FIELDS,
  type EventTrendFact,
  type ProductTrendFact,
  type ReportEventRow,
  type ReportGrantRow,
  type ReportMemberRow,
  type ReportOrganizationRow,
  type ReportProductRow,
  type ReportSupervisionRow,
} from '../domain/network-report';
import type { ReportRepository } from '../domain/ports';
import { queryPartition } from './cosmos-helpers';
import type { Partition } from './documents';

/*
 * The network report's queries (access pattern A29): one per kind, each with its date condition
 * evaluated by the store through the range indexes on the date fields (infra/modules/
 * cosmos-containers.json). Dates are `YYYY-MM-DD` strings and compare as the dates they name; a
 * comparison with a missing or null date is undefined in Cosmos DB SQL, so such records drop out.
 * The conditions follow spec 7-reports §7.1.3; the domain checks each row again.
 */

const project = (fields: readonly string[]) => ['id', ...fields].map((field) => `c.${field}`).join(', ');
const noDate = (field: string) => `NOT IS_STRING(c.${field})`;

/** Grants: the span (earliest date to completion; open-ended once obtained; else the one date) overlaps. */
const GRANT_IN_PERIOD = [
  '(c.submission_date <= @to OR c.obtained_date <= @to OR c.completed_date <= @to)',
  `(c.completed_date >= @from OR (${noDate('completed_date')} AND (IS_STRING(c.obtained_date) OR c.submission_date >= @from)))`,
].join(' AND ');

/** Events: from the earliest to the latest of the two dates, either alone. */
const EVENT_IN_PERIOD = '(c.start_date <= @to OR c.end_date <= @to) AND (c.end_date >= @from OR c.start_date >= @from)';

/** Supervisions: open-ended without an end; the end alone is one day. */
const SUPERVISION_IN_PERIOD = [
  `(c.start_date <= @to OR (${noDate('start_date')} AND c.end_date <= @to))`,
  `(c.end_date >= @from OR (${noDate('end_date')} AND IS_STRING(c.start_date)))`,
].join(' AND ');

const UNDATED = {
  product: noDate('publish_date'),
  grant: [noDate('submission_date'), noDate('obtained_date'), noDate('completed_date')].join(' AND '),
  event: [noDate('start_date'), noDate('end_date')].join(' AND '),
  supervision: [noDate('start_date'), noDate('end_date')].join(' AND '),
} as const;

export class CosmosReportRepository implements ReportRepository {
  constructor(private readonly container: Container) {}

  productsPublishedIn(period: DatePeriod): Promise<ReportProductRow[]> {
    return this.rows('product', REPORT_FIELDS.product, 'c.publish_date >= @from AND c.publish_date <= @to', period);
  }

  grantsIn(period: DatePeriod): Promise<ReportGrantRow[]> {
    return this.rows('grant', REPORT_FIELDS.grant, GRANT_IN_PERIOD, period);
  }

  eventsIn(period: DatePeriod): Promise<ReportEventRow[]> {
    return this.rows('event', REPORT_FIELDS.event, EVENT_IN_PERIOD, period);
  }

  supervisionsIn(period: DatePeriod): Promise<ReportSupervisionRow[]> {
    return this.rows('supervision', REPORT_FIELDS.supervision, SUPERVISION_IN_PERIOD, period);
  }

  membersJoinedIn(period: DatePeriod): Promise<ReportMemberRow[]> {
    return this.rows('member', REPORT_FIELDS.member, 'c.date_joined >= @from AND c.date_joined <= @to', period);
  }

  organizationsCreatedBetween(from: string, to: string): Promise<ReportOrganizationRow[]> {
    return this.rows('organization', REPORT_FIELDS.organization, 'c.created_at >= @from AND c.created_at <= @to', { from, to });
  }

  async undatedCounts(): Promise<UndatedCounts> {
    const count = async (kind: keyof typeof UNDATED) => {
      const [value] = await queryPartition<number>(this.container, kind, {
        select: 'VALUE COUNT(1)',
        where: `c.kind = @kind AND ${UNDATED[kind]}`,
        parameters: [{ name: '@kind', value: kind }],
      });
      return value ?? 0;
    };
    const [products, grants, events, supervisions] = await Promise.all([count('product'), count('grant'), count('event'), count('supervision')]);
    return { products, grants, events, supervisions };
  }

  productTrendFacts(period: DatePeriod): Promise<ProductTrendFact[]> {
    return this.rows('product', ['publish_date', 'product_type_id'], 'c.publish_date >= @from AND c.publish_date <= @to', period);
  }

  eventTrendFacts(period: DatePeriod): Promise<EventTrendFact[]> {
    return this.rows('event', ['start_date', 'event_type_id'], 'c.start_date >= @from AND c.start_date <= @to', period);
  }

  /** One projection query in the kind's partition with the bounds as parameters. */
  private rows<T>(kind: Partition & string, fields: readonly string[], condition: string, bounds: DatePeriod): Promise<T[]> {
    const parameters: SqlParameter[] = [
      { name: '@kind', value: kind },
      { name: '@from', value: bounds.from },
      { name: '@to', value: bounds.to },
    ];
    return queryPartition<T>(this.container, kind, { select: project(fields), where: `c.kind = @kind AND ${condition}`, parameters });
  }
}
