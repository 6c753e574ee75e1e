/**
 * Figures of `npm run bench` (spec 6-data-and-beyond §6.2.5): percentiles of timed samples and
 * the verdict against a target. A target is missed when the 95th percentile exceeds it.
 */

/** The p-th percentile (nearest rank) of samples, 0 when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

export interface Summary {
  p50: number;
  p95: number;
}

export function summarise(samples: readonly number[]): Summary {
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/**
 * How many timed requests a pattern gets: at least `minimum`, and more for quick patterns, as
 * many as fit in `budgetMs` at the warm-up's pace, up to `maximum`. A 95th percentile of 20
 * samples is their second-slowest, so one garbage collection or scheduler hiccup decides it; a
 * route that answers in 10 ms can afford 200 samples in 2 s, which makes its p95 a percentile.
 */
export function timedRuns(minimum: number, typicalMs: number, budgetMs = 2000, maximum = 200): number {
  if (!(typicalMs > 0)) return minimum;
  return Math.max(minimum, Math.min(maximum, Math.floor(budgetMs / typicalMs)));
}

/** "miss" when the figure exceeds its target, "ok" when within, "" without a target. */
export function verdict(figure: number | null, target: number | null): 'miss' | 'ok' | '' {
  if (figure === null || target === null) return '';
  return figure > target ? 'miss' : 'ok';
}

/** A plain-text table: columns padded to their widest cell, numbers right-aligned. */
export function formatTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const numeric = header.map((_, column) => rows.length > 0 && rows.every((row) => /^[\d.,<>~ –-]*$/.test(row[column] ?? '')));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** Milliseconds as printed: one decimal below 100 ms, whole above. */
export function ms(value: number | null): string {
  if (value === null) return '–';
  if (value === Number.POSITIVE_INFINITY) return 'frozen';
  return value < 100 ? value.toFixed(1) : value.toFixed(0);
}
