import type { BrowserContext } from '@playwright/test';
import { instrument, longestSince, settled, state } from './browser';
import { inPageNow, missedTargets, ms, PREVIEW_COMPLETE, targetLine, wordDownloadTime, type InPageTiming } from './document-page-timing';

/**
 * The CV page in the browser benchmark (spec 7-reports §7.2.5 "Performance"): the heaviest
 * member's `/members/{id}/cv` opened in a fresh page of the administrator's context, then
 * - route: the answer of `GET /api/member/{id}/cv` as the browser saw it (resource timing);
 * - opening: navigation start → the preview complete (`data-complete="true"` on the sheet, set
 *   once the last slice rendered);
 * - option change: a click on "Mark peer-reviewed products" → the preview complete and the DOM
 *   quiet again;
 * - Word: "Download Word (.docx)" → the download, the first time (the chunk loads) and again;
 * - the longest task of each phase (the preview renders in slices: none over 200 ms); the Word
 *   file's is shown only, as the docx library serializes the document in one step.
 */
export interface CvPageFigures {
  entries: number;
  route: number | null;
  opening: number | null;
  longestTaskOpening: number;
  optionChange: number | null;
  longestTaskOption: number;
  firstWord: number;
  laterWord: number;
  longestTaskWord: number;
}

/** §7.2.5 targets, ms. */
export const CV_TARGETS = { route: 500, opening: 2000, optionChange: 300, firstWord: 2000, laterWord: 1000, longestTask: 200 } as const;





export async function measureCvPage(context: BrowserContext, base: string, memberId: string): Promise<CvPageFigures> {
  const page = await context.newPage();
  await page.addInitScript(instrument, PREVIEW_COMPLETE);
  try {
    await page.goto(`${base}/members/${encodeURIComponent(memberId)}/cv`);
    await page.waitForSelector(PREVIEW_COMPLETE, { timeout: 60_000 });
    const opened = await state(page);
    const route = await page.evaluate(() => {
      const entry = (globalThis as unknown as InPageTiming).performance.getEntriesByType('resource').find((e) => /\/api\/member\/[^/]+\/cv$/.test(new URL(e.name).pathname));
      return entry ? entry.responseEnd - entry.startTime : null;
    });
    const entries = await page.evaluate(() => (globalThis as unknown as InPageTiming).document.querySelectorAll('.document-sheet li').length);

    const beforeOption = await inPageNow(page);
    await page.getByRole('checkbox', { name: 'Mark peer-reviewed products' }).click();
    await page.waitForSelector(PREVIEW_COMPLETE, { timeout: 60_000 });
    const optionDone = await settled(page, beforeOption);
    const afterOption = await state(page);

    const beforeWord = await inPageNow(page);
    const firstWord = await wordDownloadTime(page, 60_000);
    const laterWord = await wordDownloadTime(page, 60_000);
    const afterWord = await state(page);

    return {
      entries,
      route,
      opening: opened.firstRows,
      longestTaskOpening: longestSince(opened.longTasks, 0),
      optionChange: optionDone === null ? null : optionDone - beforeOption,
      longestTaskOption: longestSince(afterOption.longTasks, beforeOption),
      firstWord,
      laterWord,
      longestTaskWord: longestSince(afterWord.longTasks, beforeWord),
    };
  } finally {
    await page.close();
  }
}


/** The figures as report lines, with each target. */
export function cvPageReport(label: string, figures: CvPageFigures): string {
  const row = (name: string, value: number | null, target: number) => targetLine(name, value, target, 36);
  return [
    `CV page (${label}, ${figures.entries} entries; ms):`,
    // One browser sample, the API host and the network included: the route's own p95 is pattern A28.
    `  ${'route answer, seen by the browser'.padEnd(36)} ${ms(figures.route).padStart(7)}  (server p95 target ${CV_TARGETS.route}: pattern A28)`,
    row('opening → preview complete', figures.opening, CV_TARGETS.opening),
    row('longest task while opening', figures.longestTaskOpening, CV_TARGETS.longestTask),
    row('option change → preview complete', figures.optionChange, CV_TARGETS.optionChange),
    row('longest task after the change', figures.longestTaskOption, CV_TARGETS.longestTask),
    row('first Word file (chunk included)', figures.firstWord, CV_TARGETS.firstWord),
    row('later Word file', figures.laterWord, CV_TARGETS.laterWord),
    // §7.2.5 "no task blocks input over 200 ms": the file is written in a worker (ADR 0053).
    row('longest task while building Word', figures.longestTaskWord, CV_TARGETS.longestTask),
  ].join('\n');
}

/** The missed targets, for the bench's closing list. */
export function cvPageMisses(figures: CvPageFigures): string[] {
  const checks: Array<[string, number | null, number]> = [
    ['CV opening', figures.opening, CV_TARGETS.opening],
    ['CV longest task while opening', figures.longestTaskOpening, CV_TARGETS.longestTask],
    ['CV option change', figures.optionChange, CV_TARGETS.optionChange],
    ['CV longest task after an option change', figures.longestTaskOption, CV_TARGETS.longestTask],
    ['CV first Word file', figures.firstWord, CV_TARGETS.firstWord],
    ['CV later Word file', figures.laterWord, CV_TARGETS.laterWord],
    ['CV longest task while building Word', figures.longestTaskWord, CV_TARGETS.longestTask],
  ];
  return missedTargets(checks);
}
