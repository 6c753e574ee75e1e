/**
 * The dashboard's acceptance figures on the demo data (spec 6-data-and-beyond §6.3.2, criteria
 * 2-4): buckets counted here record by record, as the route's answer holds them, then read by
 * the page's model.
 */
import type { DashboardFigures } from '@portal/common/api/stats';
import { describe, expect, it } from 'vitest';
import { demo } from '../../test/demo-lists';
import { formatAmount } from '../../lib/i18n/format';
import { eventsChart, grantsChart, noteLine, type DashboardFilters } from './dashboard-model';
import { dashboardTranslator } from '../../components/charts/chart-text';

const year = (date: string | null) => (date ? Number(date.slice(0, 4)) : null);

function count<T>(items: readonly T[], key: (item: T) => unknown[], add: (bucket: Record<string, unknown>, item: T) => void, make: (item: T) => Record<string, unknown>) {
  const buckets = new Map<string, Record<string, unknown>>();
  for (const item of items) {
    const k = JSON.stringify(key(item));
    const bucket = buckets.get(k) ?? make(item);
    buckets.set(k, bucket);
    add(bucket, item);
  }
  return [...buckets.values()];
}

/** The demo's buckets, as `GET /api/stats/dashboard` answers them. */
function demoFigures(): DashboardFigures {
  const grants = count(
    demo.grants,
    (gr) => [year(gr.submission_date ?? gr.obtained_date ?? gr.completed_date), gr.status_id, gr.source_id, gr.through_network],
    (b, gr) => {
      b.count = (b.count as number) + 1;
      b.cents = (b.cents as number) + Math.round(gr.amount * 100);
    },
    (gr) => ({ year: year(gr.submission_date ?? gr.obtained_date ?? gr.completed_date), status_id: gr.status_id, source_id: gr.source_id, through_network: gr.through_network, count: 0, cents: 0 }),
  ).map(({ cents, ...b }) => ({ ...b, amount_total: (cents as number) / 100 }));
  const events = count(
    demo.events,
    (ev) => [year(ev.start_date), ev.event_type_id],
    (b) => {
      b.count = (b.count as number) + 1;
    },
    (ev) => ({ year: year(ev.start_date), event_type_id: ev.event_type_id, count: 0 }),
  );
  return { products_by_year_and_type: [], grants_by_status: grants, events_by_year: events, generated_at: '' } as unknown as DashboardFigures;
}

const statuses = (language: 'en' | 'fr') =>
  demo.referenceLists.statuses.map((s) => ({ id: s.id, label: language === 'fr' ? s.name_fr : s.name_en, retired: s.retired }));
const nameOf = (id: string) => id;
const FILTERS: DashboardFilters = { from: 2010, to: 2026, productTypes: [], grantSources: [], throughNetwork: false, eventTypes: [] };

describe('dashboard acceptance on the demo data (spec 6-data-and-beyond §6.3.2)', () => {
  const data = demoFigures();

  it('2: 2010 to 2026, the grants table rows and the undated note', () => {
    const chart = grantsChart(data, FILTERS, statuses('en'), nameOf, 'en');
    const rows = chart.rows.map((r) => [r.label, r.count, formatAmount(r.amount, 'en')]);
    expect(rows).toEqual([
      ['Awarded', 8, '$4,863,350.00'],
      ['Completed', 5, '$457,500.50'],
      ['Declined', 3, '$275,000.00'],
      ['In preparation', 0, '$0.00'],
      ['Submitted', 2, '$900,000.00'],
      ['Withdrawn', 0, '$0.00'],
    ]);
    expect(noteLine('grants', { total: chart.count, undated: chart.undated }, dashboardTranslator('en'), 'en')).toEqual([
      '2 grants without any date are not shown.',
    ]);
    // French: sorted by the French names.
    expect(grantsChart(data, FILTERS, statuses('fr'), nameOf, 'fr').rows.map((r) => r.label)).toEqual([
      'En préparation',
      'Obtenue',
      'Refusée',
      'Retirée',
      'Soumise',
      'Terminée',
    ]);
  });

  it('3: "Through the network only" leaves 3 dated grants', () => {
    const chart = grantsChart(data, { ...FILTERS, throughNetwork: true }, statuses('en'), nameOf, 'en');
    expect(chart.count).toBe(3);
  });

  it('4: the events note is singular because of event 10, in both languages', () => {
    const chart = eventsChart(data, FILTERS);
    expect(noteLine('events', chart, dashboardTranslator('en'), 'en')).toEqual(['1 event without a date is not shown.']);
    expect(noteLine('events', chart, dashboardTranslator('fr'), 'fr')).toEqual(["1 événement sans date n'est pas représenté."]);
  });
});
