import type { DashboardFigures, EventYearBucket, GrantStatusBucket, ProductYearBucket } from '@portal/common/api/stats';
import { centsToAmount } from '@portal/common/validation/money';
import type { EventRecord, GrantRecord, ProductRecord } from './records';

/*
 * The home dashboard's figures (spec 3-api §3.16.3, spec 6-data-and-beyond §6.3.2): the store
 * answers one narrow projection per kind (only the public fields a bucket needs, pattern A24 of
 * spec 2-data-model §2.6.4) and the buckets are counted here. The local Cosmos stand-in has no
 * GROUP BY, so the grouping cannot be left to the query without the tests running other code
 * than production does (docs/adr/0036-dashboard-figures.md).
 */

/** What a product contributes to its bucket. */
export type ProductFacts = Pick<ProductRecord, 'publish_date' | 'product_type_id'>;
/** What a grant contributes to its bucket: its dates, keys and amount in whole cents. */
export type GrantFacts = Pick<
  GrantRecord,
  'submission_date' | 'obtained_date' | 'completed_date' | 'status_id' | 'source_id' | 'through_network' | 'amount_cents'
>;
/** What an event contributes to its bucket. */
export type EventFacts = Pick<EventRecord, 'start_date' | 'event_type_id'>;

export interface DashboardFacts {
  products: readonly ProductFacts[];
  grants: readonly GrantFacts[];
  events: readonly EventFacts[];
}

/** The calendar year of a stored date (`YYYY-MM-DD`, spec 2-data-model §2.1.4), null without one. */
export function yearOf(date: string | null | undefined): number | null {
  return date ? Number(date.slice(0, 4)) : null;
}

/** A grant's year: of its submission, else of obtaining it, else of completing it (spec 3-api §3.16.3). */
export function grantYear(grant: Pick<GrantFacts, 'submission_date' | 'obtained_date' | 'completed_date'>): number | null {
  return yearOf(grant.submission_date ?? grant.obtained_date ?? grant.completed_date);
}

export function productBuckets(products: readonly ProductFacts[]): ProductYearBucket[] {
  const buckets = new Map<string, ProductYearBucket>();
  for (const product of products) {
    const year = yearOf(product.publish_date);
    const typeId = product.product_type_id ?? null;
    const key = JSON.stringify([year, typeId]);
    const bucket = buckets.get(key);
    if (bucket) bucket.count += 1;
    else buckets.set(key, { year, product_type_id: typeId, count: 1 });
  }
  return [...buckets.values()].sort((a, b) => byYear(a.year, b.year) || byId(a.product_type_id, b.product_type_id));
}

/**
 * Amounts are summed in whole cents, as they are stored: integers stay exact far beyond the
 * largest possible total (50,000 grants of 999,999,999.99 is 5·10^15 cents, under 2^53), and the
 * total is turned into dollars once, so no sum drifts as a sum of binary fractions would.
 */
export function grantBuckets(grants: readonly GrantFacts[]): GrantStatusBucket[] {
  const buckets = new Map<string, { bucket: Omit<GrantStatusBucket, 'amount_total'>; cents: number }>();
  for (const grant of grants) {
    const year = grantYear(grant);
    const statusId = grant.status_id ?? null;
    const sourceId = grant.source_id ?? null;
    const throughNetwork = grant.through_network === true;
    const key = JSON.stringify([year, statusId, sourceId, throughNetwork]);
    const kept = buckets.get(key);
    if (kept) {
      kept.bucket.count += 1;
      kept.cents += grant.amount_cents;
    } else {
      buckets.set(key, {
        bucket: { year, status_id: statusId, source_id: sourceId, through_network: throughNetwork, count: 1 },
        cents: grant.amount_cents,
      });
    }
  }
  return [...buckets.values()]
    .map(({ bucket, cents }) => ({ ...bucket, amount_total: centsToAmount(cents) }))
    .sort(
      (a, b) =>
        byYear(a.year, b.year) ||
        byId(a.status_id, b.status_id) ||
        byId(a.source_id, b.source_id) ||
        Number(a.through_network) - Number(b.through_network),
    );
}

export function eventBuckets(events: readonly EventFacts[]): EventYearBucket[] {
  const buckets = new Map<string, EventYearBucket>();
  for (const event of events) {
    const year = yearOf(event.start_date);
    const typeId = event.event_type_id ?? null;
    const key = JSON.stringify([year, typeId]);
    const bucket = buckets.get(key);
    if (bucket) bucket.count += 1;
    else buckets.set(key, { year, event_type_id: typeId, count: 1 });
  }
  return [...buckets.values()].sort((a, b) => byYear(a.year, b.year) || byId(a.event_type_id, b.event_type_id));
}

/** The answer of `GET /api/stats/dashboard`, computed at `at`. */
export function dashboardFigures(facts: DashboardFacts, at: Date): DashboardFigures {
  return {
    products_by_year_and_type: productBuckets(facts.products),
    grants_by_status: grantBuckets(facts.grants),
    events_by_year: eventBuckets(facts.events),
    generated_at: at.toISOString(),
  };
}

// A stable order (years ascending, then ids; nulls last), so that equal data gives an equal body.
function byYear(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

function byId(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
