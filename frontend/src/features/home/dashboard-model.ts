/**
 * The home dashboard's figures after its filters (spec 6-data-and-beyond §6.3.2), computed in the
 * browser from the buckets of `GET /api/stats/dashboard` without another request: the year
 * range, each chart's rows and series, the note lines, the text alternatives. Pure functions;
 * names come from the reference lists through `nameOf`.
 */
import type { DashboardFigures } from '@portal/common/api/stats';
import { sortByText } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';
import { formatAmount } from '../../lib/i18n/format';
import { formatCount } from '../../lib/i18n/format-count';
import { pluralKey, type DashboardTranslate } from './dashboard-text';
import { amountToCents, centsToAmount } from '@portal/common/validation/money';

export interface DashboardFilters {
  from: number;
  to: number;
  /** Empty: every type (spec 4-shell §4.11.6). */
  productTypes: string[];
  grantSources: string[];
  throughNetwork: boolean;
  eventTypes: string[];
}

/** The years a range spans, by default (spec 6-data-and-beyond §6.3.2: the current year minus 9). */
export const DEFAULT_SPAN = 10;

export function defaultFilters(currentYear: number): DashboardFilters {
  return { from: currentYear - (DEFAULT_SPAN - 1), to: currentYear, productTypes: [], grantSources: [], throughNetwork: false, eventTypes: [] };
}

/** The first and last year the year selects offer. */
export interface YearBounds {
  first: number;
  last: number;
}

/**
 * From the earliest year present in the buckets to the later of the current year and the latest
 * one present. The default "From" (the current year minus 9) is offered too when the data starts
 * later, so that the default range is always a choice of the selects (docs/adr/0038).
 */
export function yearBounds(figures: DashboardFigures | undefined, currentYear: number): YearBounds {
  const years = [
    ...(figures?.products_by_year_and_type ?? []),
    ...(figures?.grants_by_status ?? []),
    ...(figures?.events_by_year ?? []),
  ].flatMap((bucket) => (bucket.year === null ? [] : [bucket.year]));
  const defaults = defaultFilters(currentYear);
  const first = Math.min(defaults.from, ...years);
  const last = Math.max(currentYear, ...years);
  return { first, last };
}

export function yearsBetween(first: number, last: number): number[] {
  const years: number[] = [];
  for (let year = first; year <= last; year += 1) years.push(year);
  return years;
}

/**
 * Years outside the bounds fall back to the default; a "From" after "To" moves "To" to it (the
 * rule of the selects, applied to an address as well).
 */
export function normaliseYears(filters: DashboardFilters, bounds: YearBounds, currentYear: number): DashboardFilters {
  const defaults = defaultFilters(currentYear);
  const inBounds = (year: number) => Number.isInteger(year) && year >= bounds.first && year <= bounds.last;
  const from = inBounds(filters.from) ? filters.from : defaults.from;
  let to = inBounds(filters.to) ? filters.to : defaults.to;
  if (from > to) to = from;
  if (from === filters.from && to === filters.to) return filters;
  return { ...filters, from, to };
}

/** Choosing "From": a year after "To" moves "To" to the same year. */
export function withFrom(filters: DashboardFilters, from: number): DashboardFilters {
  return { ...filters, from, to: Math.max(filters.to, from) };
}

/** "To" never goes before "From" (the select does not offer those years). */
export function withTo(filters: DashboardFilters, to: number): DashboardFilters {
  return { ...filters, to: Math.max(to, filters.from) };
}

const inRange = (year: number | null, filters: DashboardFilters): year is number =>
  year !== null && year >= filters.from && year <= filters.to;

const chosen = (values: readonly string[], id: string | null) => values.length === 0 || (id !== null && values.includes(id));

export type NameOf = (id: string) => string;

export interface Option {
  id: string;
  label: string;
}

/** The entries of a filter: the ids present in the buckets, by name (spec 4-shell §4.4.3). */
function presentOptions(ids: ReadonlyArray<string | null>, nameOf: NameOf, language: Language): Option[] {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  return sortByText(
    unique.map((id) => ({ id, label: nameOf(id) })),
    (option) => option.label,
    language,
  );
}

export function filterOptions(figures: DashboardFigures, nameOf: NameOf, language: Language) {
  return {
    productTypes: presentOptions(figures.products_by_year_and_type.map((b) => b.product_type_id), nameOf, language),
    grantSources: presentOptions(figures.grants_by_status.map((b) => b.source_id), nameOf, language),
    eventTypes: presentOptions(figures.events_by_year.map((b) => b.event_type_id), nameOf, language),
  };
}

/** Drops the multi-select values that no bucket has (like the list filters' unknown ids). */
export function pruneFilters(filters: DashboardFilters, options: ReturnType<typeof filterOptions>): DashboardFilters {
  const keep = (values: string[], offered: Option[]) => {
    const ids = new Set(offered.map((option) => option.id));
    const kept = values.filter((value) => ids.has(value));
    return kept.length === values.length ? values : kept;
  };
  const productTypes = keep(filters.productTypes, options.productTypes);
  const grantSources = keep(filters.grantSources, options.grantSources);
  const eventTypes = keep(filters.eventTypes, options.eventTypes);
  if (productTypes === filters.productTypes && grantSources === filters.grantSources && eventTypes === filters.eventTypes) return filters;
  return { ...filters, productTypes, grantSources, eventTypes };
}

// ---- Chart 1: products per year by type ----------------------------------------------------

/** The drawing style of a series: a colour and pattern index (0-5), "Other types" or "No type". */
export type SeriesStyle = number | 'other' | 'none';

export interface Series {
  key: string;
  label: string;
  style: SeriesStyle;
  /** One count per year of the range. */
  values: number[];
}

export interface ProductsChart {
  years: number[];
  /** Bottom to top: the five most frequent types, "Other types", "No type" (those with products). */
  series: Series[];
  /** Per year, every series together. */
  totals: number[];
  total: number;
  /** Products without a publication date, after the type filter. */
  undated: number;
}

export const TOP_TYPES = 5;

export function productsChart(
  figures: DashboardFigures,
  filters: DashboardFilters,
  nameOf: NameOf,
  language: Language,
  labels: { other: string; none: string },
): ProductsChart {
  const years = yearsBetween(filters.from, filters.to);
  const buckets = figures.products_by_year_and_type.filter((b) => chosen(filters.productTypes, b.product_type_id));
  const undated = buckets.reduce((sum, b) => sum + (b.year === null ? b.count : 0), 0);
  const shown = buckets.filter((b) => inRange(b.year, filters));
  const byType = new Map<string, number>();
  for (const b of shown) if (b.product_type_id !== null) byType.set(b.product_type_id, (byType.get(b.product_type_id) ?? 0) + b.count);
  // Most frequent first; equal counts by name, so the order does not depend on the answer's order.
  const ranked = sortByText([...byType.keys()], nameOf, language).sort((a, b) => (byType.get(b) ?? 0) - (byType.get(a) ?? 0));
  const top = ranked.slice(0, TOP_TYPES);
  const topIndex = new Map(top.map((id, index) => [id, index]));
  const series: Series[] = [
    ...top.map((id, index) => ({ key: `type:${id}`, label: nameOf(id), style: index as SeriesStyle, values: years.map(() => 0) })),
    { key: 'other', label: labels.other, style: 'other', values: years.map(() => 0) },
    { key: 'none', label: labels.none, style: 'none', values: years.map(() => 0) },
  ];
  const otherIndex = top.length;
  const noneIndex = top.length + 1;
  for (const b of shown) {
    const seriesIndex = b.product_type_id === null ? noneIndex : (topIndex.get(b.product_type_id) ?? otherIndex);
    const target = series[seriesIndex] as Series;
    target.values[(b.year as number) - filters.from] = (target.values[(b.year as number) - filters.from] ?? 0) + b.count;
  }
  const kept = series.filter((s) => s.values.some((value) => value > 0));
  const totals = years.map((_, i) => kept.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  return { years, series: kept, totals, total: totals.reduce((a, b) => a + b, 0), undated };
}

// ---- Chart 2: grants by status ---------------------------------------------------------------

export interface StatusEntry {
  id: string;
  label: string;
  retired: boolean;
}

export interface GrantRow {
  statusId: string;
  label: string;
  count: number;
  /** The exact total in whole cents (money has at most two decimals, spec 2-data-model §2.1.4). */
  cents: number;
  /** The total in dollars: `cents / 100`, computed once. */
  amount: number;
}

export interface GrantsChart {
  rows: GrantRow[];
  count: number;
  cents: number;
  amount: number;
  /** Grants without any date, after the source and "through the network" filters. */
  undated: number;
  /** The row with the largest total (the first in the table's order on a tie), null when all are 0. */
  largest: GrantRow | null;
}


/**
 * One row per grant status of the reference list, sorted by name in the active language;
 * statuses without grants in the filtered data have an empty bar. A retired status is listed only
 * when some grant still has it; a status missing from the list (not expected) is named by the
 * caller's fallback.
 */
export function grantsChart(
  figures: DashboardFigures,
  filters: DashboardFilters,
  statuses: readonly StatusEntry[],
  nameOf: NameOf,
  language: Language,
): GrantsChart {
  const buckets = figures.grants_by_status.filter(
    (b) => chosen(filters.grantSources, b.source_id) && (!filters.throughNetwork || b.through_network),
  );
  const undated = buckets.reduce((sum, b) => sum + (b.year === null ? b.count : 0), 0);
  const used = new Set(figures.grants_by_status.map((b) => b.status_id));
  const listed = new Set(statuses.map((s) => s.id));
  const rowIds = [
    ...statuses.filter((s) => !s.retired || used.has(s.id)).map((s) => s.id),
    ...[...used].filter((id): id is string => id !== null && !listed.has(id)),
  ];
  const label = new Map(statuses.map((s) => [s.id, s.label]));
  const rows = new Map<string, GrantRow>(
    rowIds.map((id) => [id, { statusId: id, label: label.get(id) ?? nameOf(id), count: 0, cents: 0, amount: 0 }]),
  );
  for (const b of buckets) {
    if (!inRange(b.year, filters) || b.status_id === null) continue;
    const row = rows.get(b.status_id);
    if (!row) continue;
    row.count += b.count;
    row.cents += amountToCents(b.amount_total);
  }
  const sorted = sortByText([...rows.values()], (row) => row.label, language).map((row) => ({ ...row, amount: centsToAmount(row.cents) }));
  const count = sorted.reduce((sum, row) => sum + row.count, 0);
  const cents = sorted.reduce((sum, row) => sum + row.cents, 0);
  let largest: GrantRow | null = null;
  for (const row of sorted) if (row.cents > 0 && (!largest || row.cents > largest.cents)) largest = row;
  return { rows: sorted, count, cents, amount: centsToAmount(cents), undated, largest };
}

// ---- Chart 3: events per year ----------------------------------------------------------------

export interface EventsChart {
  years: number[];
  values: number[];
  total: number;
  /** Events without a start date, after the type filter. */
  undated: number;
}

export function eventsChart(figures: DashboardFigures, filters: DashboardFilters): EventsChart {
  const years = yearsBetween(filters.from, filters.to);
  const values = years.map(() => 0);
  let undated = 0;
  for (const b of figures.events_by_year) {
    if (!chosen(filters.eventTypes, b.event_type_id)) continue;
    if (b.year === null) undated += b.count;
    else if (inRange(b.year, filters)) values[b.year - filters.from] = (values[b.year - filters.from] ?? 0) + b.count;
  }
  return { years, values, total: values.reduce((a, b) => a + b, 0), undated };
}

// ---- Texts: note lines and text alternatives -------------------------------------------------

/**
 * The note line under a chart: the undated records (after the chart's other filters), and "No
 * data for these filters." when nothing is drawn. Empty when neither applies.
 */
export function noteLine(
  kind: 'products' | 'grants' | 'events',
  chart: { total: number; undated: number },
  t: DashboardTranslate,
  language: Language,
): string[] {
  const notes: string[] = [];
  if (chart.total === 0) notes.push(t('noDataForFilters'));
  if (chart.undated > 0) notes.push(t(pluralKey(`${kind}Undated`, chart.undated, language), { count: formatCount(chart.undated, language) }));
  return notes;
}

/** "Products per year from 2017 to 2026: 60 products; the most in 2024 (9)." */
export function productsSummary(chart: ProductsChart, t: DashboardTranslate, language: Language): string {
  const first = chart.years[0] ?? '';
  const last = chart.years[chart.years.length - 1] ?? '';
  let text = t(pluralKey('productsSummary', chart.total, language), { first, last, count: formatCount(chart.total, language) });
  let most = -1;
  chart.totals.forEach((value, i) => {
    if (value > 0 && (most < 0 || value > (chart.totals[most] ?? 0))) most = i;
  });
  if (most >= 0) text += t('productsSummaryMost', { year: chart.years[most] ?? '', most: formatCount(chart.totals[most] ?? 0, language) });
  return text + t('summaryEnd');
}

/** "Grants by status: 18 grants totalling $6,495,850.50; the largest total is Awarded ($4,863,350.00)." */
export function grantsSummary(chart: GrantsChart, t: DashboardTranslate, language: Language): string {
  let text = t(pluralKey('grantsSummary', chart.count, language), {
    count: formatCount(chart.count, language),
    amount: formatAmount(chart.amount, language) ?? '',
  });
  if (chart.largest) text += t('grantsSummaryLargest', { status: chart.largest.label, largest: formatAmount(chart.largest.amount, language) ?? '' });
  return text + t('summaryEnd');
}

/** "Events per year from 2017 to 2026: 11 events." */
export function eventsSummary(chart: EventsChart, t: DashboardTranslate, language: Language): string {
  const first = chart.years[0] ?? '';
  const last = chart.years[chart.years.length - 1] ?? '';
  return t(pluralKey('eventsSummary', chart.total, language), { first, last, count: formatCount(chart.total, language) }) + t('summaryEnd');
}

/** The label at a grants bar's end: "$4,863,350.00 · 8 grants". */
export function grantBarLabel(row: GrantRow, t: DashboardTranslate, language: Language): string {
  return t(pluralKey('grantsBar', row.count, language), { amount: formatAmount(row.amount, language) ?? '', count: formatCount(row.count, language) });
}
