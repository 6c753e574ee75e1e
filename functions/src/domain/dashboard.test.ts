import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from '@portal/common/demo/dataset';
import { dashboardFigures, eventBuckets, grantBuckets, grantYear, productBuckets, yearOf, type GrantFacts } from './dashboard';

const grant = (facts: Partial<GrantFacts> = {}): GrantFacts => ({
  submission_date: null,
  obtained_date: null,
  completed_date: null,
  status_id: 'grant-status-awarded',
  source_id: 'source-cihr',
  through_network: false,
  amount_cents: 0,
  ...facts,
});

describe('the year of a bucket (spec 3-api §3.16.3)', () => {
  it('is the calendar year of a stored date, null without a date', () => {
    expect(yearOf('2024-12-31')).toBe(2024);
    expect(yearOf('1900-01-01')).toBe(1900);
    expect(yearOf(null)).toBeNull();
    expect(yearOf(undefined)).toBeNull();
  });

  it("is a grant's submission year, else the year obtained, else the year completed, else null", () => {
    expect(grantYear(grant({ submission_date: '2019-05-01', obtained_date: '2020-01-01', completed_date: '2023-01-01' }))).toBe(2019);
    expect(grantYear(grant({ obtained_date: '2020-01-01', completed_date: '2023-01-01' }))).toBe(2020);
    expect(grantYear(grant({ completed_date: '2023-01-01' }))).toBe(2023);
    expect(grantYear(grant())).toBeNull();
  });
});

describe('productBuckets', () => {
  it('counts products per year and type, with null years and types as their own buckets and no empty bucket', () => {
    const buckets = productBuckets([
      { publish_date: '2024-03-15', product_type_id: 'pt-article' },
      { publish_date: '2024-11-01', product_type_id: 'pt-article' },
      { publish_date: '2024-01-01', product_type_id: null },
      { publish_date: null, product_type_id: 'pt-article' },
      { publish_date: null, product_type_id: null },
      { publish_date: '2021-06-30', product_type_id: 'pt-book' },
    ]);
    expect(buckets).toEqual([
      { year: 2021, product_type_id: 'pt-book', count: 1 },
      { year: 2024, product_type_id: 'pt-article', count: 2 },
      { year: 2024, product_type_id: null, count: 1 },
      { year: null, product_type_id: 'pt-article', count: 1 },
      { year: null, product_type_id: null, count: 1 },
    ]);
  });

  it('answers no bucket for no product', () => {
    expect(productBuckets([])).toEqual([]);
  });
});

describe('eventBuckets', () => {
  it('counts events per start year and type; an undated or untyped event has a null key', () => {
    const buckets = eventBuckets([
      { start_date: '2025-09-10', event_type_id: 'et-conference' },
      { start_date: '2025-01-10', event_type_id: 'et-conference' },
      { start_date: '2025-02-10', event_type_id: 'et-workshop' },
      { start_date: null, event_type_id: 'et-workshop' },
      { start_date: '2022-02-10', event_type_id: null },
    ]);
    expect(buckets).toEqual([
      { year: 2022, event_type_id: null, count: 1 },
      { year: 2025, event_type_id: 'et-conference', count: 2 },
      { year: 2025, event_type_id: 'et-workshop', count: 1 },
      { year: null, event_type_id: 'et-workshop', count: 1 },
    ]);
  });
});

describe('grantBuckets', () => {
  it('keys a bucket by year, status, source and "through the network", and sums its amounts', () => {
    const buckets = grantBuckets([
      grant({ submission_date: '2024-01-01', amount_cents: 10_000_00 }),
      grant({ obtained_date: '2024-05-01', amount_cents: 2_500_50 }),
      grant({ submission_date: '2024-01-01', through_network: true, amount_cents: 1_00 }),
      grant({ submission_date: '2024-01-01', source_id: 'source-sshrc', amount_cents: 7_00 }),
      grant({ submission_date: '2024-01-01', status_id: 'grant-status-declined', amount_cents: 3_00 }),
      grant({ amount_cents: 99 }),
    ]);
    expect(buckets).toEqual([
      { year: 2024, status_id: 'grant-status-awarded', source_id: 'source-cihr', through_network: false, count: 2, amount_total: 12500.5 },
      { year: 2024, status_id: 'grant-status-awarded', source_id: 'source-cihr', through_network: true, count: 1, amount_total: 1 },
      { year: 2024, status_id: 'grant-status-awarded', source_id: 'source-sshrc', through_network: false, count: 1, amount_total: 7 },
      { year: 2024, status_id: 'grant-status-declined', source_id: 'source-cihr', through_network: false, count: 1, amount_total: 3 },
      { year: null, status_id: 'grant-status-awarded', source_id: 'source-cihr', through_network: false, count: 1, amount_total: 0.99 },
    ]);
  });

  it('reports a missing status or source with a null id', () => {
    const [bucket] = grantBuckets([{ ...grant({ amount_cents: 5 }), status_id: null, source_id: null } as unknown as GrantFacts]);
    expect(bucket).toEqual({ year: null, status_id: null, source_id: null, through_network: false, count: 1, amount_total: 0.05 });
  });

  it('sums exactly in cents: 0.10 + 0.20 is 0.30, and a thousand amounts of 0.01 are 10.00', () => {
    expect(grantBuckets([grant({ amount_cents: 10 }), grant({ amount_cents: 20 })])[0]?.amount_total).toBe(0.3);
    expect(0.1 + 0.2).not.toBe(0.3);
    const pennies = Array.from({ length: 1000 }, () => grant({ amount_cents: 1 }));
    expect(grantBuckets(pennies)[0]?.amount_total).toBe(10);
    expect(Array.from({ length: 1000 }, () => 0.01).reduce((a, b) => a + b, 0)).not.toBe(10);
  });

  it('stays exact at the largest possible total: 50,000 grants of 999,999,999.99', () => {
    const largest = Array.from({ length: 50_000 }, () => grant({ amount_cents: 99_999_999_999 }));
    const [bucket] = grantBuckets(largest);
    expect(bucket?.count).toBe(50_000);
    expect(JSON.stringify(bucket?.amount_total)).toBe('49999999999500');
  });
});

describe('dashboardFigures', () => {
  it('answers the three figures and the time of the computation', () => {
    const at = new Date('2026-11-22T14:05:00.000Z');
    const figures = dashboardFigures({ products: [], grants: [grant({ amount_cents: 1 })], events: [] }, at);
    expect(figures).toEqual({
      products_by_year_and_type: [],
      grants_by_status: [{ year: null, status_id: 'grant-status-awarded', source_id: 'source-cihr', through_network: false, count: 1, amount_total: 0.01 }],
      events_by_year: [],
      generated_at: '2026-11-22T14:05:00.000Z',
    });
  });

  /**
   * Spec 6-data-and-beyond §6.3.2 acceptance 2 to 4, from the buckets alone, as the page will
   * filter them: the demo data's grants from 2010 to 2026 by status, the undated ones, the dated
   * grants through the network, and the one undated event.
   */
  it("gives the spec's demo figures: grants by status from 2010 to 2026, undated grants and events", () => {
    const dataset = buildDemoDataset();
    const figures = dashboardFigures(
      {
        products: dataset.products,
        grants: dataset.grants.map(({ amount, ...rest }) => ({ ...rest, amount_cents: Math.round(amount * 100) })),
        events: dataset.events,
      },
      new Date(),
    );
    const inRange = figures.grants_by_status.filter((b) => b.year !== null && b.year >= 2010 && b.year <= 2026);
    const byStatus = (statusId: string) => {
      const buckets = inRange.filter((b) => b.status_id === statusId);
      // Summed in cents, as the page will, then shown as dollars.
      const cents = buckets.reduce((sum, b) => sum + Math.round(b.amount_total * 100), 0);
      return { count: buckets.reduce((sum, b) => sum + b.count, 0), cents };
    };
    expect(byStatus('grant-status-awarded')).toEqual({ count: 8, cents: 4_863_350_00 });
    expect(byStatus('grant-status-completed')).toEqual({ count: 5, cents: 457_500_50 });
    expect(byStatus('grant-status-submitted')).toEqual({ count: 2, cents: 900_000_00 });
    expect(byStatus('grant-status-declined')).toEqual({ count: 3, cents: 275_000_00 });
    expect(byStatus('grant-status-in-preparation')).toEqual({ count: 0, cents: 0 });
    expect(byStatus('grant-status-withdrawn')).toEqual({ count: 0, cents: 0 });
    const undated = figures.grants_by_status.filter((b) => b.year === null).reduce((sum, b) => sum + b.count, 0);
    expect(undated).toBe(2);
    expect(inRange.filter((b) => b.through_network).reduce((sum, b) => sum + b.count, 0)).toBe(3);
    expect(figures.events_by_year.filter((b) => b.year === null).reduce((sum, b) => sum + b.count, 0)).toBe(1);
    expect(figures.products_by_year_and_type.reduce((sum, b) => sum + b.count, 0)).toBe(dataset.products.length);
    expect(figures.events_by_year.reduce((sum, b) => sum + b.count, 0)).toBe(dataset.events.length);
  });
});
