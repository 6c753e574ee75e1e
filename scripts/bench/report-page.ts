import type { BrowserContext, Page } from '@playwright/test';
import type { DatePeriod } from '@portal/common/api/report';
import { instrument, longestSince, settled, state } from './browser';
import { percentile } from './stats';
import { inPageNow, missedTargets, PREVIEW_COMPLETE, targetLine, wordDownloadTime, type InPageTiming } from './document-page-timing';

/**
 * The network annual report page in the browser benchmark (spec 7-reports §7.3.5
 * "Performance"): the densest reporting year of the large network, opened as an administrator
 * with its dates in the URL (a custom period: the densest year may be older than the 20 the select
 * offers), then
 * - route: the answer of `GET /api/report/network/{from}/{to}` as the browser saw it, the median
 *   of three loads of the page (the first load of a fresh stack also times the API's and the
 *   store's first run of that code, as the list pages' median of three loads leaves out);
 * - answer → preview complete with lists (`data-complete="true"` once the last slice rendered);
 * - "Figures only" pressed → the preview complete and the DOM quiet again;
 * - Word with lists, then (after "Figures only") Word with figures only: press → download;
 * - the longest task of each phase (the preview renders in slices and Word is written in a
 *   worker: none over 200 ms).
 */
export interface ReportPageFigures {
  entries: number;
  route: number | null;
  previewAfterAnswer: number | null;
  longestTaskOpening: number;
  figuresOnly: number | null;
  longestTaskFiguresOnly: number;
  wordWithLists: number;
  wordFiguresOnly: number;
  longestTaskWord: number;
}

/** Opens the report and waits for its complete preview; the route's answer as the page saw it. */
async function openReport(page: Page, url: string): Promise<{ took: number; at: number } | null> {
  await page.goto(url);
  await page.waitForSelector(PREVIEW_COMPLETE, { timeout: 120_000 });
  return page.evaluate(() => {
    const entry = (globalThis as unknown as InPageTiming).performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname.startsWith('/api/report/network/'));
    return entry ? { took: entry.responseEnd - entry.startTime, at: entry.responseEnd } : null;
  });
}

/** Loads of the page the route's figure is the median of. */
const ROUTE_LOADS = 3;

/** §7.3.5 targets, ms. */
export const REPORT_TARGETS = { route: 2000, previewAfterAnswer: 3000, figuresOnly: 500, wordWithLists: 5000, wordFiguresOnly: 2000, longestTask: 200 } as const;

export async function measureReportPage(context: BrowserContext, base: string, period: DatePeriod): Promise<ReportPageFigures> {
  const url = `${base}/reports/annual?from=${period.from}&to=${period.to}`;
  // The route over three loads, each in a page of its own (a page that had loaded the report
  // before carries its heap into the Word figures); the other figures on the last one.
  const routeTimes: number[] = [];
  for (let load = 1; load < ROUTE_LOADS; load += 1) {
    const earlier = await context.newPage();
    await earlier.addInitScript(instrument, PREVIEW_COMPLETE);
    try {
      const answer = await openReport(earlier, url);
      if (answer) routeTimes.push(answer.took);
    } finally {
      await earlier.close();
    }
  }
  const page = await context.newPage();
  await page.addInitScript(instrument, PREVIEW_COMPLETE);
  try {
    const answer = await openReport(page, url);
    if (answer) routeTimes.push(answer.took);
    const opened = await state(page);
    const entries = await page.evaluate(() => (globalThis as unknown as InPageTiming).document.querySelectorAll('.document-sheet li, .document-sheet tbody tr').length);

    const beforeWord = await inPageNow(page);
    const wordWithLists = await wordDownloadTime(page, 120_000);
    const afterWord = await state(page);

    const beforeFigures = await inPageNow(page);
    await page.getByRole('radio', { name: 'Figures only' }).check();
    await page.waitForSelector(PREVIEW_COMPLETE, { timeout: 60_000 });
    const figuresDone = await settled(page, beforeFigures);
    const afterFigures = await state(page);
    const wordFiguresOnly = await wordDownloadTime(page, 120_000);

    return {
      entries,
      route: routeTimes.length === ROUTE_LOADS ? percentile(routeTimes, 50) : null,
      previewAfterAnswer: answer && opened.firstRows !== null ? opened.firstRows - answer.at : null,
      longestTaskOpening: longestSince(opened.longTasks, 0),
      figuresOnly: figuresDone === null ? null : figuresDone - beforeFigures,
      longestTaskFiguresOnly: longestSince(afterFigures.longTasks, beforeFigures),
      wordWithLists,
      wordFiguresOnly,
      longestTaskWord: longestSince(afterWord.longTasks, beforeWord),
    };
  } finally {
    await page.close();
  }
}


/** The figures as report lines, with each target. */
export function reportPageReport(label: string, figures: ReportPageFigures): string {
  const row = (name: string, value: number | null, target: number) => targetLine(name, value, target, 38);
  return [
    `Annual report page (${label}, ${figures.entries} entries; ms):`,
    row('route answer (browser)', figures.route, REPORT_TARGETS.route),
    row('answer → preview complete (lists)', figures.previewAfterAnswer, REPORT_TARGETS.previewAfterAnswer),
    row('longest task while opening', figures.longestTaskOpening, REPORT_TARGETS.longestTask),
    row('"Figures only" → preview complete', figures.figuresOnly, REPORT_TARGETS.figuresOnly),
    row('longest task after "Figures only"', figures.longestTaskFiguresOnly, REPORT_TARGETS.longestTask),
    row('Word file with lists (chunk included)', figures.wordWithLists, REPORT_TARGETS.wordWithLists),
    row('Word file, figures only', figures.wordFiguresOnly, REPORT_TARGETS.wordFiguresOnly),
    row('longest task while building Word', figures.longestTaskWord, REPORT_TARGETS.longestTask),
  ].join('\n');
}

/** The missed targets, for the bench's closing list (an unmeasured figure counts as missed). */
export function reportPageMisses(figures: ReportPageFigures): string[] {
  const checks: Array<[string, number | null, number]> = [
    ['Report route (browser)', figures.route, REPORT_TARGETS.route],
    ['Report preview after the answer', figures.previewAfterAnswer, REPORT_TARGETS.previewAfterAnswer],
    ['Report longest task while opening', figures.longestTaskOpening, REPORT_TARGETS.longestTask],
    ['Report "Figures only"', figures.figuresOnly, REPORT_TARGETS.figuresOnly],
    ['Report Word with lists', figures.wordWithLists, REPORT_TARGETS.wordWithLists],
    ['Report Word, figures only', figures.wordFiguresOnly, REPORT_TARGETS.wordFiguresOnly],
    ['Report longest task while building Word', figures.longestTaskWord, REPORT_TARGETS.longestTask],
  ];
  return missedTargets(checks);
}
