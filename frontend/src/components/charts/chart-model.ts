/**
 * The rows and series of the three charts of spec 6-data-and-beyond §6.3.2, and their text
 * alternatives, shared by the home dashboard (calendar years, after its filters) and the annual
 * report (five reporting years, spec 7-reports §7.3.4). Columns are numbered from 0 and carry a
 * label: "2021" for a calendar year, "2020–2021" for a reporting year. Pure functions; names come
 * from the reference lists through `nameOf`.
 */
import { centsToAmount } from '@portal/common/validation/money';
import { sortByText } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';
import { formatAmount } from '../../lib/i18n/format';
import { formatCount } from '../../lib/i18n/format-count';
import { pluralKey, type DashboardTranslate } from './chart-text';

export type NameOf = (id: string) => string;

/** The drawing style of a series: a colour and pattern index (0-5), "Other types" or "No type". */
export type SeriesStyle = number | 'other' | 'none';

export interface Series {
  key: string;
  label: string;
  style: SeriesStyle;
  /** One count per column. */
  values: number[];
}

/** The types drawn on their own; the others are summed as "Other types". */
export const TOP_TYPES = 5;

/** A count of one type in one column (`typeId` null: no type). */
export interface TypeCount {
  column: number;
  typeId: string | null;
  count: number;
}

/**
 * Chart 1's series, bottom to top: the five most frequent types, "Other types", "No type", only
 * those with a count. Counts outside `0 … columns - 1` are ignored.
 */
export function typeSeries(
  counts: readonly TypeCount[],
  columns: number,
  nameOf: NameOf,
  language: Language,
  labels: { other: string; none: string },
): Series[] {
  const shown = counts.filter((c) => c.column >= 0 && c.column < columns);
  const byType = new Map<string, number>();
  for (const c of shown) if (c.typeId !== null) byType.set(c.typeId, (byType.get(c.typeId) ?? 0) + c.count);
  // Most frequent first; equal counts by name, so the order does not depend on the answer's order.
  const ranked = sortByText([...byType.keys()], nameOf, language).sort((a, b) => (byType.get(b) ?? 0) - (byType.get(a) ?? 0));
  const top = ranked.slice(0, TOP_TYPES);
  const topIndex = new Map(top.map((id, index) => [id, index]));
  const zeros = () => Array.from({ length: columns }, () => 0);
  const series: Series[] = [
    ...top.map((id, index) => ({ key: `type:${id}`, label: nameOf(id), style: index as SeriesStyle, values: zeros() })),
    { key: 'other', label: labels.other, style: 'other', values: zeros() },
    { key: 'none', label: labels.none, style: 'none', values: zeros() },
  ];
  const otherIndex = top.length;
  const noneIndex = top.length + 1;
  for (const c of shown) {
    const seriesIndex = c.typeId === null ? noneIndex : (topIndex.get(c.typeId) ?? otherIndex);
    const target = series[seriesIndex] as Series;
    target.values[c.column] = (target.values[c.column] ?? 0) + c.count;
  }
  return series.filter((s) => s.values.some((value) => value > 0));
}

/** Per column, every series together. */
export function columnTotals(series: readonly Series[], columns: number): number[] {
  return Array.from({ length: columns }, (_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
}

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

/** Chart 2's rows, their totals and the largest row. */
export interface StatusRows {
  rows: GrantRow[];
  count: number;
  cents: number;
  amount: number;
  /** The row with the largest total (the first in the table's order on a tie), null when all are 0. */
  largest: GrantRow | null;
}

/** Grants of one status to add to its row: a count and their total in whole cents. */
export interface StatusCount {
  statusId: string;
  count: number;
  cents: number;
}

/**
 * One row per grant status of the reference list, sorted by name in the language; statuses
 * without grants have an empty bar. A retired status is listed only when `used` holds it; a status
 * missing from the list (not expected) is named by `nameOf`.
 */
export function statusRows(
  counts: readonly StatusCount[],
  used: ReadonlySet<string>,
  statuses: readonly StatusEntry[],
  nameOf: NameOf,
  language: Language,
): StatusRows {
  const listed = new Set(statuses.map((s) => s.id));
  const rowIds = [...statuses.filter((s) => !s.retired || used.has(s.id)).map((s) => s.id), ...[...used].filter((id) => !listed.has(id))];
  const label = new Map(statuses.map((s) => [s.id, s.label]));
  const rows = new Map<string, GrantRow>(rowIds.map((id) => [id, { statusId: id, label: label.get(id) ?? nameOf(id), count: 0, cents: 0, amount: 0 }]));
  for (const c of counts) {
    const row = rows.get(c.statusId);
    if (!row) continue;
    row.count += c.count;
    row.cents += c.cents;
  }
  const sorted = sortByText([...rows.values()], (row) => row.label, language).map((row) => ({ ...row, amount: centsToAmount(row.cents) }));
  const count = sorted.reduce((sum, row) => sum + row.count, 0);
  const cents = sorted.reduce((sum, row) => sum + row.cents, 0);
  let largest: GrantRow | null = null;
  for (const row of sorted) if (row.cents > 0 && (!largest || row.cents > largest.cents)) largest = row;
  return { rows: sorted, count, cents, amount: centsToAmount(cents), largest };
}

/** What a column chart's text alternative reads: the column labels and totals. */
export interface ColumnFigures {
  labels: readonly string[];
  totals: readonly number[];
  total: number;
}

/** "Products per year from 2017 to 2026: 60 products; the most in 2024 (9)." */
export function productsSummary(chart: ColumnFigures, t: DashboardTranslate, language: Language): string {
  const first = chart.labels[0] ?? '';
  const last = chart.labels[chart.labels.length - 1] ?? '';
  let text = t(pluralKey('productsSummary', chart.total, language), { first, last, count: formatCount(chart.total, language) });
  let most = -1;
  chart.totals.forEach((value, i) => {
    if (value > 0 && (most < 0 || value > (chart.totals[most] ?? 0))) most = i;
  });
  if (most >= 0) text += t('productsSummaryMost', { year: chart.labels[most] ?? '', most: formatCount(chart.totals[most] ?? 0, language) });
  return text + t('summaryEnd');
}

/** "Grants by status: 18 grants totalling $6,495,850.50; the largest total is Awarded ($4,863,350.00)." */
export function grantsSummary(chart: StatusRows, t: DashboardTranslate, language: Language): string {
  let text = t(pluralKey('grantsSummary', chart.count, language), {
    count: formatCount(chart.count, language),
    amount: formatAmount(chart.amount, language) ?? '',
  });
  if (chart.largest) text += t('grantsSummaryLargest', { status: chart.largest.label, largest: formatAmount(chart.largest.amount, language) ?? '' });
  return text + t('summaryEnd');
}

/** "Events per year from 2017 to 2026: 11 events." */
export function eventsSummary(chart: Pick<ColumnFigures, 'labels' | 'total'>, t: DashboardTranslate, language: Language): string {
  const first = chart.labels[0] ?? '';
  const last = chart.labels[chart.labels.length - 1] ?? '';
  return t(pluralKey('eventsSummary', chart.total, language), { first, last, count: formatCount(chart.total, language) }) + t('summaryEnd');
}

/** The label at a grants bar's end: "$4,863,350.00 · 8 grants". */
export function grantBarLabel(row: GrantRow, t: DashboardTranslate, language: Language): string {
  return t(pluralKey('grantsBar', row.count, language), { amount: formatAmount(row.amount, language) ?? '', count: formatCount(row.count, language) });
}
