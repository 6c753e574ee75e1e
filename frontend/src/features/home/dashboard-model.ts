/**
 * The home dashboard's figures after its filters (spec 6-data-and-beyond §6.3.2), computed in the
 * browser from the buckets of `GET /api/stats/dashboard` without another request: the year
 * range, each chart's rows and series, the note lines, the text alternatives. Pure functions;
 * names come from the reference lists through `nameOf`.
 */
import type { DashboardFigures } from '@portal/common/api/stats';
import { amountToCents } from '@portal/common/validation/money';
import { columnTotals, statusRows, typeSeries, type NameOf, type Series, type StatusEntry, type StatusRows } from '../../components/charts/chart-model';
import { pluralKey, type DashboardTranslate } from '../../components/charts/chart-text';
import { sortByText } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';
import { formatCount } from '../../lib/i18n/format-count';

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

export interface ProductsChart {
  years: number[];
  /** The years as the shared charts label their columns. */
  labels: string[];
  /** Bottom to top: the five most frequent types, "Other types", "No type" (those with products). */
  series: Series[];
  /** Per year, every series together. */
  totals: number[];
  total: number;
  /** Products without a publication date, after the type filter. */
  undated: number;
}

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
  const counts = buckets
    .filter((b) => inRange(b.year, filters))
    .map((b) => ({ column: (b.year as number) - filters.from, typeId: b.product_type_id, count: b.count }));
  const series = typeSeries(counts, years.length, nameOf, language, labels);
  const totals = columnTotals(series, years.length);
  return { years, labels: years.map(String), series, totals, total: totals.reduce((a, b) => a + b, 0), undated };
}

// ---- Chart 2: grants by status ---------------------------------------------------------------

export interface GrantsChart extends StatusRows {
  /** Grants without any date, after the source and "through the network" filters. */
  undated: number;
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
  const used = new Set(figures.grants_by_status.flatMap((b) => (b.status_id === null ? [] : [b.status_id])));
  const counts = buckets.flatMap((b) =>
    inRange(b.year, filters) && b.status_id !== null ? [{ statusId: b.status_id, count: b.count, cents: amountToCents(b.amount_total) }] : [],
  );
  return { ...statusRows(counts, used, statuses, nameOf, language), undated };
}

// ---- Chart 3: events per year ----------------------------------------------------------------

export interface EventsChart {
  years: number[];
  /** The years as the shared charts label their columns. */
  labels: string[];
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
  return { years, labels: years.map(String), values, total: values.reduce((a, b) => a + b, 0), undated };
}

// ---- Texts: note lines (the text alternatives are the shared charts', chart-model.ts) ----------

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
