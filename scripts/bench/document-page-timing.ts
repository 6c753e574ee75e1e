import type { Page } from '@playwright/test';

/**
 * What the CV and annual report page benchmarks (cv-page.ts, report-page.ts) measure the same way:
 * the preview's completion, in-page clocks and resource timings, a Word download, and the lines
 * that compare a figure with its spec 7-reports target.
 */

/** The preview sheet once its last slice rendered (components/document-preview.tsx). */
export const PREVIEW_COMPLETE = '.document-sheet[data-complete="true"]';

export interface InPageTiming {
  performance: { now(): number; getEntriesByType(type: string): { name: string; startTime: number; responseEnd: number }[] };
  document: { querySelectorAll(selector: string): { length: number } };
}

export const inPageNow = (page: Page) => page.evaluate(() => (globalThis as unknown as InPageTiming).performance.now());

/** "Download Word (.docx)" pressed → the download, in ms. */
export async function wordDownloadTime(page: Page, timeoutMs: number): Promise<number> {
  const start = await inPageNow(page);
  await Promise.all([page.waitForEvent('download', { timeout: timeoutMs }), page.getByRole('button', { name: 'Download Word (.docx)' }).click()]);
  return (await inPageNow(page)) - start;
}

export const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)}`);

/** One report line: name, figure, target, and MISS when over it or unmeasured. */
export function targetLine(name: string, value: number | null, target: number, width: number): string {
  return `  ${name.padEnd(width)} ${ms(value).padStart(7)}  (target ${target}${value === null || value > target ? ', MISS' : ''})`;
}

/** The missed targets among `[name, figure, target]` (an unmeasured figure counts as missed). */
export function missedTargets(checks: ReadonlyArray<readonly [string, number | null, number]>): string[] {
  return checks.filter(([, value, target]) => value === null || value > target).map(([name, value, target]) => `${name}: ${ms(value)} ms (target ${target})`);
}
