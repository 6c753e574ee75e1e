import { formatTable } from './stats';

/**
 * Figures of `npm run bench -- --first-paint` (issue 18): what one Lighthouse run of the
 * signed-out home gives, their medians over the runs, and the table printed with the targets of
 * issue 18 (a benchmark: MISS is printed, nothing fails).
 */

export interface FirstPaintFigures {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes over the wire for the whole page (Lighthouse's total-byte-weight). */
  totalBytes: number;
  /** Bytes over the wire of the scripts (brotli here, as SWA sends them). */
  jsTransferBytes: number;
  /** The same scripts gzipped at level 9, the measure of `npm run size` and of the budget. */
  jsGzipBytes: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
}

/** The parts of a Lighthouse result (LHR) the harness reads; the rest is ignored. */
export interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
}

export interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function numeric(lhr: LighthouseResult, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`Lighthouse gave no figure for ${audit}`);
  return value;
}

function score(lhr: LighthouseResult, category: string): number {
  const value = lhr.categories[category]?.score;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no score for ${category}`);
  return value;
}

/** The scripts the page loaded, from the network-requests audit. */
export function scriptRequests(lhr: LighthouseResult): NetworkItem[] {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  return items.filter((item) => item.resourceType === 'Script');
}

/**
 * The figures of one run; `gzipBytesOf` gives the gzipped size of a script the page loaded
 * (from the build on disk, as `npm run size` counts it).
 */
export function figuresOf(lhr: LighthouseResult, gzipBytesOf: (url: string) => number): FirstPaintFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scripts = scriptRequests(lhr);
  return {
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsGzipBytes: scripts.reduce((sum, item) => sum + gzipBytesOf(item.url), 0),
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
  };
}

/** The median: the middle value, or the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('No value to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

type Figure = keyof FirstPaintFigures;

interface Row {
  figure: Figure;
  label: string;
  format: (value: number) => string;
  /** The target of issue 18, and whether a higher figure is the better one (scores). */
  target: number | null;
  higherIsBetter?: boolean;
}

const milliseconds = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const kilobytes = (value: number) => `${(value / 1000).toFixed(1)} kB`;
const twoDecimals = (value: number) => value.toFixed(2);

/** The rows of the table and the targets of issue 18 (kB = 1,000 bytes, as `npm run size`). */
export const ROWS: readonly Row[] = [
  { figure: 'fcpMs', label: 'First contentful paint', format: milliseconds, target: 800 },
  { figure: 'lcpMs', label: 'Largest contentful paint', format: milliseconds, target: 900 },
  { figure: 'tbtMs', label: 'Total blocking time', format: milliseconds, target: null },
  { figure: 'cls', label: 'Cumulative layout shift', format: (value) => value.toFixed(3), target: 0.01 },
  { figure: 'speedIndexMs', label: 'Speed index', format: milliseconds, target: null },
  { figure: 'totalBytes', label: 'Total transfer', format: kilobytes, target: null },
  { figure: 'jsTransferBytes', label: 'JS transfer (brotli)', format: kilobytes, target: null },
  { figure: 'jsGzipBytes', label: 'JS gzip (as npm run size)', format: kilobytes, target: 100_000 },
  { figure: 'performance', label: 'Performance score', format: twoDecimals, target: 1, higherIsBetter: true },
  { figure: 'accessibility', label: 'Accessibility score', format: twoDecimals, target: 1, higherIsBetter: true },
  { figure: 'bestPractices', label: 'Best practices score', format: twoDecimals, target: 1, higherIsBetter: true },
];

/** "MISS" when the median misses its target, "ok" when it meets it, "" without a target. */
export function mark(value: number, target: number | null, higherIsBetter = false): 'MISS' | 'ok' | '' {
  if (target === null) return '';
  return (higherIsBetter ? value < target : value > target) ? 'MISS' : 'ok';
}

/** The medians of every figure over the runs, each taken on its own. */
export function medians(runs: readonly FirstPaintFigures[]): FirstPaintFigures {
  const result = {} as FirstPaintFigures;
  for (const { figure } of ROWS) result[figure] = median(runs.map((run) => run[figure]));
  return result;
}

/** The printed report: one row per figure with its median, every run, the target and the mark. */
export function firstPaintReport(runs: readonly FirstPaintFigures[], title: string): string {
  const middle = medians(runs);
  const rows = ROWS.map(({ figure, label, format, target, higherIsBetter }) => [
    label,
    format(middle[figure]),
    runs.map((run) => format(run[figure]).replace(/ (ms|kB)$/, '')).join(' · '),
    target === null ? '' : `${higherIsBetter ? '≥' : '≤'} ${format(target)}`,
    mark(middle[figure], target, higherIsBetter),
  ]);
  const missed = ROWS.filter(({ figure, target, higherIsBetter }) => mark(middle[figure], target, higherIsBetter) === 'MISS').map(({ label }) => label);
  return [
    title,
    formatTable(['figure', 'median', `runs (${runs.length})`, 'target (issue 18)', ''], rows),
    '',
    missed.length === 0 ? 'Every target of issue 18 met.' : `Missed: ${missed.join(', ')}.`,
  ].join('\n');
}
