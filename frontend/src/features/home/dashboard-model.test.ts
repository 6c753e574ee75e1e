import type { DashboardFigures, EventYearBucket, GrantStatusBucket, ProductYearBucket } from '@portal/common/api/stats';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../lib/i18n/format';
import { eventsSummary, grantBarLabel, grantsSummary, productsSummary, type StatusEntry } from '../../components/charts/chart-model';
import { dashboardTranslator } from '../../components/charts/chart-text';
import {
  defaultFilters,
  eventsChart,
  filterOptions,
  grantsChart,
  normaliseYears,
  noteLine,
  productsChart,
  pruneFilters,
  withFrom,
  withTo,
  yearBounds,
  type DashboardFilters,
} from './dashboard-model';
import { parseDashboardSearch, serialiseDashboardFilters } from './dashboard-url';

const en = dashboardTranslator('en');
const fr = dashboardTranslator('fr');
const NBSP = '\u00a0';

function figures(parts: Partial<DashboardFigures> = {}): DashboardFigures {
  return { products_by_year_and_type: [], grants_by_status: [], events_by_year: [], generated_at: '2026-01-01T00:00:00.000Z', ...parts };
}

const p = (year: number | null, type: string | null, count: number): ProductYearBucket => ({ year, product_type_id: type, count });
const g = (year: number | null, status: string, source: string, network: boolean, count: number, amount: number): GrantStatusBucket => ({
  year,
  status_id: status,
  source_id: source,
  through_network: network,
  count,
  amount_total: amount,
});
const e = (year: number | null, type: string | null, count: number): EventYearBucket => ({ year, event_type_id: type, count });

const NAMES: Record<string, string> = { a: 'Article', b: 'Book', c: 'Chapter', d: 'Dataset', r: 'Report', s: 'Software', t: 'Thesis' };
const nameOf = (id: string) => NAMES[id] ?? id;
const range = (from: number, to: number): DashboardFilters => ({ ...defaultFilters(2026), from, to });

describe('year range (spec 6-data-and-beyond §6.3.2)', () => {
  it('defaults to the current year minus 9 up to the current year, nothing else chosen', () => {
    expect(defaultFilters(2026)).toEqual({ from: 2017, to: 2026, productTypes: [], grantSources: [], throughNetwork: false, eventTypes: [] });
  });

  it('the selects run from the earliest bucket year to the later of the current and the latest year', () => {
    const data = figures({ products_by_year_and_type: [p(2008, 'a', 1), p(null, 'a', 4)], events_by_year: [e(2029, null, 1)] });
    expect(yearBounds(data, 2026)).toEqual({ first: 2008, last: 2029 });
    expect(yearBounds(figures({ grants_by_status: [g(2012, 's', 'x', false, 1, 1)] }), 2026)).toEqual({ first: 2012, last: 2026 });
    // Data starting after the default "From": the default stays a choice.
    expect(yearBounds(figures({ events_by_year: [e(2024, null, 1)] }), 2026)).toEqual({ first: 2017, last: 2026 });
  });

  it('"From" after "To" moves "To"; "To" never goes before "From"; out-of-range years fall back', () => {
    const base = range(2017, 2020);
    expect(withFrom(base, 2023)).toMatchObject({ from: 2023, to: 2023 });
    expect(withFrom(base, 2015)).toMatchObject({ from: 2015, to: 2020 });
    expect(withTo(base, 2010)).toMatchObject({ from: 2017, to: 2017 });
    const bounds = { first: 2010, last: 2026 };
    expect(normaliseYears(range(2024, 2019), bounds, 2026)).toMatchObject({ from: 2024, to: 2024 });
    expect(normaliseYears(range(1990, 2040), bounds, 2026)).toMatchObject({ from: 2017, to: 2026 });
  });
});

describe('products per year (chart 1)', () => {
  const data = figures({
    products_by_year_and_type: [
      p(2020, 'a', 5),
      p(2021, 'a', 2),
      p(2020, 'b', 4),
      p(2020, 'c', 4),
      p(2021, 'd', 3),
      p(2021, 'r', 2),
      p(2020, 's', 1),
      p(2021, 't', 1),
      p(2021, null, 2),
      p(null, 'a', 3),
      p(null, 'b', 1),
      p(2010, 'a', 9),
    ],
  });
  const labels = { other: en('otherTypes'), none: en('noType') };

  it('the five most frequent types from the bottom (ties by name), then Other types, then No type', () => {
    const chart = productsChart(data, range(2020, 2022), nameOf, 'en', labels);
    expect(chart.years).toEqual([2020, 2021, 2022]);
    expect(chart.series.map((s) => [s.label, s.style, s.values])).toEqual([
      ['Article', 0, [5, 2, 0]],
      ['Book', 1, [4, 0, 0]],
      ['Chapter', 2, [4, 0, 0]],
      ['Dataset', 3, [0, 3, 0]],
      ['Report', 4, [0, 2, 0]],
      ['Other types', 'other', [1, 1, 0]],
      ['No type', 'none', [0, 2, 0]],
    ]);
    expect(chart.totals).toEqual([14, 10, 0]);
    expect(chart.total).toBe(24);
    // The 2010 products are outside the range: they are neither drawn nor "undated".
    expect(chart.undated).toBe(4);
  });

  it('the type filter applies to the series and to the undated count', () => {
    const chart = productsChart(data, { ...range(2020, 2022), productTypes: ['b', 's'] }, nameOf, 'en', labels);
    expect(chart.series.map((s) => [s.label, s.values])).toEqual([
      ['Book', [4, 0, 0]],
      ['Software', [1, 0, 0]],
    ]);
    expect(chart.undated).toBe(1);
  });

  it('summary and note in both languages, plural rules of spec 4-shell §4.4.4', () => {
    const chart = productsChart(data, range(2020, 2022), nameOf, 'en', labels);
    expect(productsSummary(chart, en, 'en')).toBe('Products per year from 2020 to 2022: 24 products; the most in 2020 (14).');
    expect(productsSummary(chart, fr, 'fr')).toBe(`Produits par année de 2020 à 2022${NBSP}: 24 produits${NBSP}; le plus en 2020 (14).`);
    expect(noteLine('products', chart, en, 'en')).toEqual(['4 products without a publication date are not shown.']);
    const one = productsChart(data, { ...range(2020, 2022), productTypes: ['b'] }, nameOf, 'en', labels);
    expect(noteLine('products', one, en, 'en')).toEqual(['1 product without a publication date is not shown.']);
    expect(noteLine('products', one, fr, 'fr')).toEqual(["1 produit sans date de publication n'est pas représenté."]);
  });

  it('filters matching nothing: no bars, "No data for these filters.", a summary without a peak', () => {
    const chart = productsChart(data, range(2023, 2024), nameOf, 'en', labels);
    expect(chart.series).toEqual([]);
    expect(chart.totals).toEqual([0, 0]);
    expect(noteLine('products', chart, en, 'en')).toEqual(['No data for these filters.', '4 products without a publication date are not shown.']);
    expect(productsSummary(chart, en, 'en')).toBe('Products per year from 2023 to 2024: 0 products.');
    expect(productsSummary(chart, fr, 'fr')).toBe(`Produits par année de 2023 à 2024${NBSP}: 0 produit.`);
  });
});

describe('grants by status (chart 2)', () => {
  const statuses: StatusEntry[] = [
    { id: 'st-sub', label: 'Submitted', retired: false },
    { id: 'st-awd', label: 'Awarded', retired: false },
    { id: 'st-old', label: 'Abandoned', retired: true },
    { id: 'st-dec', label: 'Declined', retired: false },
  ];
  const data = figures({
    grants_by_status: [
      g(2020, 'st-awd', 'cihr', true, 2, 0.1),
      g(2021, 'st-awd', 'nserc', false, 1, 0.2),
      g(2021, 'st-sub', 'cihr', false, 3, 1_000_000.07),
      g(2021, 'st-sub', 'cihr', true, 1, 999_999_999.99),
      g(null, 'st-sub', 'cihr', true, 1, 5),
      g(null, 'st-dec', 'nserc', false, 1, 5),
    ],
  });

  it('one row per status by name, empty ones included, retired ones only when used; exact sums in cents', () => {
    const chart = grantsChart(data, range(2017, 2026), statuses, nameOf, 'en');
    expect(chart.rows.map((r) => [r.label, r.count, r.cents, r.amount])).toEqual([
      ['Awarded', 3, 30, 0.3],
      ['Declined', 0, 0, 0],
      ['Submitted', 4, 100_100_000_006, 1_001_000_000.06],
    ]);
    expect(chart.amount).toBe(1_001_000_000.36);
    expect(chart.count).toBe(7);
    expect(chart.undated).toBe(2);
    expect(chart.largest?.label).toBe('Submitted');
    // Sorted by the French names in French (statuses' labels come translated).
    const frRows = grantsChart(data, range(2017, 2026), [
      { id: 'st-sub', label: 'Soumise', retired: false },
      { id: 'st-awd', label: 'Obtenue', retired: false },
      { id: 'st-dec', label: 'Refusée', retired: false },
    ], nameOf, 'fr').rows;
    expect(frRows.map((r) => r.label)).toEqual(['Obtenue', 'Refusée', 'Soumise']);
  });

  it('a retired status some grant still has keeps its row', () => {
    const used = figures({ grants_by_status: [...data.grants_by_status, g(2000, 'st-old', 'cihr', false, 1, 10)] });
    expect(grantsChart(used, range(2017, 2026), statuses, nameOf, 'en').rows.map((r) => [r.label, r.count])).toEqual([
      ['Abandoned', 0],
      ['Awarded', 3],
      ['Declined', 0],
      ['Submitted', 4],
    ]);
  });

  it('sources and "through the network" filter the rows and the undated count', () => {
    const chart = grantsChart(data, { ...range(2017, 2026), grantSources: ['cihr'], throughNetwork: true }, statuses, nameOf, 'en');
    expect(chart.rows.map((r) => [r.label, r.count, r.amount])).toEqual([
      ['Awarded', 2, 0.1],
      ['Declined', 0, 0],
      ['Submitted', 1, 999_999_999.99],
    ]);
    expect(chart.undated).toBe(1);
    expect(noteLine('grants', { total: chart.count, undated: chart.undated }, en, 'en')).toEqual(['1 grant without any date is not shown.']);
    expect(noteLine('grants', { total: chart.count, undated: 2 }, fr, 'fr')).toEqual(['2 subventions sans aucune date ne sont pas représentées.']);
  });

  it('summary and bar labels in both languages', () => {
    const chart = grantsChart(data, { ...range(2017, 2026), grantSources: ['nserc'] }, statuses, nameOf, 'en');
    expect(grantsSummary(chart, en, 'en')).toBe('Grants by status: 1 grant totalling $0.20; the largest total is Awarded ($0.20).');
    expect(grantBarLabel(chart.rows[0]!, en, 'en')).toBe('$0.20 · 1 grant');
    expect(grantBarLabel(chart.rows[1]!, en, 'en')).toBe('$0.00 · 0 grants');
    expect(grantBarLabel(chart.rows[1]!, fr, 'fr')).toBe(`0,00${NBSP}$ · 0 subvention`);
    const all = grantsChart(data, range(2017, 2026), statuses, nameOf, 'fr');
    expect(grantsSummary(all, fr, 'fr')).toBe(
      // The group separator is ICU's (a no-break space of one width or another): formatAmount's.
      `Subventions par statut${NBSP}: 7 subventions totalisant ${formatAmount(1_001_000_000.36, 'fr')}${NBSP}; le total le plus élevé est Submitted (${formatAmount(1_001_000_000.06, 'fr')}).`,
    );
    const none = grantsChart(data, range(2024, 2025), statuses, nameOf, 'en');
    expect(grantsSummary(none, en, 'en')).toBe('Grants by status: 0 grants totalling $0.00.');
    expect(noteLine('grants', { total: none.count, undated: none.undated }, en, 'en')[0]).toBe('No data for these filters.');
  });
});

describe('events per year (chart 3)', () => {
  const data = figures({ events_by_year: [e(2021, 'w', 2), e(2021, 's', 1), e(2023, 'w', 1), e(null, 'w', 1), e(null, 's', 2)] });

  it('every year of the range, the type filter, the undated note in its singular and plural forms', () => {
    const chart = eventsChart(data, range(2020, 2023));
    expect(chart.values).toEqual([0, 3, 0, 1]);
    expect(chart.undated).toBe(3);
    const typed = eventsChart(data, { ...range(2020, 2023), eventTypes: ['w'] });
    expect(typed.values).toEqual([0, 2, 0, 1]);
    expect(noteLine('events', typed, en, 'en')).toEqual(['1 event without a date is not shown.']);
    expect(noteLine('events', typed, fr, 'fr')).toEqual(["1 événement sans date n'est pas représenté."]);
    expect(noteLine('events', chart, fr, 'fr')).toEqual(['3 événements sans date ne sont pas représentés.']);
    expect(eventsSummary(chart, en, 'en')).toBe('Events per year from 2020 to 2023: 4 events.');
    expect(eventsSummary(typed, fr, 'fr')).toBe(`Événements par année de 2020 à 2023${NBSP}: 3 événements.`);
  });
});

describe('filter options and the address', () => {
  const data = figures({
    products_by_year_and_type: [p(2020, 'r', 1), p(2020, 'a', 1), p(2021, null, 1)],
    grants_by_status: [g(2020, 'st', 'cihr', false, 1, 1)],
    events_by_year: [e(2020, null, 1)],
  });

  it('offers only the entries present in the buckets, by name; unknown ids are dropped', () => {
    const options = filterOptions(data, nameOf, 'en');
    expect(options.productTypes).toEqual([
      { id: 'a', label: 'Article' },
      { id: 'r', label: 'Report' },
    ]);
    expect(options.eventTypes).toEqual([]);
    expect(pruneFilters({ ...range(2017, 2026), productTypes: ['r', 'gone'], grantSources: ['cihr'] }, options)).toMatchObject({
      productTypes: ['r'],
      grantSources: ['cihr'],
    });
  });

  it('writes non-default filters like list filters and reads them back; other parameters are kept', () => {
    const filters: DashboardFilters = { from: 2010, to: 2026, productTypes: ['a', 'r'], grantSources: [], throughNetwork: true, eventTypes: ['x y'] };
    const query = serialiseDashboardFilters(filters, 2026, 'lang=fr&from=2001');
    expect(query).toBe('lang=fr&productTypes=a,r&eventTypes=x%20y&from=2010&throughNetwork=true');
    expect(parseDashboardSearch(`?${query}`, 2026)).toEqual(filters);
    expect(serialiseDashboardFilters(defaultFilters(2026), 2026)).toBe('');
    expect(parseDashboardSearch('?from=abc&to=20266&throughNetwork=yes', 2026)).toEqual(defaultFilters(2026));
  });
});
