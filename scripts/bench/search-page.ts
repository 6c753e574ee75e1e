import { writeFile } from 'node:fs/promises';
import type { BrowserContext } from '@playwright/test';
import { instrument, longestSince, settled, state } from './browser';
import { percentile } from './stats';

/**
 * The global search in the browser benchmark (spec 6-data-and-beyond §6.3.3, "Performance";
 * issue 15): `/search` opened in a fresh page of the signed-in context, then
 * - index ready: the last list answer's arrival (resource timing) → the results area no longer
 *   busy (every list's search texts built and put in display order); and the same from the page's
 *   mark "search:lists-loaded" (every list parsed and handed over): the build alone, since parsing
 *   the products' answer is paid by the list pages as well;
 * - keystroke: each key of QUERIES typed in the field → the last DOM change it caused (live
 *   regions left out, as for the list pages), less the page's 150 ms typing pause, which the
 *   results wait for by design: what is left is the search and the rendering;
 * - the longest tasks: while the search texts are built, and from the first key to the last update.
 * With BENCH_SEARCH_PROFILE=<file.cpuprofile>, the typing is also recorded with the CPU profiler
 * (open the file in Chromium's DevTools, Performance panel) to see where a slow key goes.
 */
export interface SearchFigures {
  /** Navigation start → the search ready. */
  navigationToReady: number | null;
  /** The last list answer's arrival → the search ready (the build of the search texts). */
  indexReady: number | null;
  /** The searched lists all parsed and handed to the page (its User Timing mark) → the search ready. */
  indexReadyAfterParse: number | null;
  /** The longest task from the last list answer to the search being ready (the lists' parsing included). */
  longestTaskBuild: number | null;
  /** The longest task from the lists parsed to the search being ready (the build in slices alone). */
  longestTaskAfterParse: number | null;
  /** Per key, ms after the typing pause. */
  keystrokes: number[];
  /** The query after each of those keys ("t", "tr", …). */
  typed: string[];
  /** Each query's run over every kind (the page's "search:query" measures), ms. */
  queries: number[];
  longestTask: number | null;
}

/** A common surname prefix and a title word of the large preset (scripts/generate-data). */
const QUERIES = ['tremb', 'sante'];
/** The page's pause before searching (TYPING_PAUSE_MS of frontend/src/features/search/search-page.tsx). */
const TYPING_PAUSE_MS = 150;
const READY = '.search-results-area[aria-busy="false"]';

/** The mark of frontend/src/features/search/search-data.ts (LISTS_LOADED_MARK). */
const LISTS_LOADED_MARK = 'search:lists-loaded';
/** The measure of frontend/src/features/search/search-page.tsx (QUERY_MEASURE). */
const QUERY_MEASURE = 'search:query';

interface InPageMarks {
  performance: { getEntriesByName(name: string): { startTime: number; duration: number }[] };
}

interface InPageTiming {
  performance: { getEntriesByType(type: string): { name: string; responseEnd: number }[] };
}

export async function measureSearch(context: BrowserContext, base: string): Promise<SearchFigures> {
  const page = await context.newPage();
  await page.addInitScript(instrument, READY);
  try {
    await page.goto(`${base}/search`, { waitUntil: 'commit' });
    await page.locator(READY).waitFor({ state: 'attached', timeout: 180_000 });
    const loaded = await state(page);
    const lastArrival = await page.evaluate(() => {
      const entries = (globalThis as unknown as InPageTiming).performance
        .getEntriesByType('resource')
        .filter((entry) => /\/api\/all-/.test(new URL(entry.name).pathname));
      return entries.length > 0 ? Math.max(...entries.map((entry) => entry.responseEnd)) : null;
    });
    const listsLoaded = await page.evaluate(
      (name) => (globalThis as unknown as InPageMarks).performance.getEntriesByName(name)[0]?.startTime ?? null,
      LISTS_LOADED_MARK,
    );
    const queriesBefore = await page.evaluate((name) => (globalThis as unknown as InPageMarks).performance.getEntriesByName(name).length, QUERY_MEASURE);
    const field = page.locator('#search-field');
    const profileFile = process.env.BENCH_SEARCH_PROFILE;
    const cdp = profileFile ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const keystrokes: number[] = [];
    const typed: string[] = [];
    let firstKey = 0;
    for (const query of QUERIES) {
      await field.fill('');
      await field.focus();
      await settled(page, (await state(page)).now, 2_000);
      for (const [at, key] of [...query].entries()) {
        await page.keyboard.press(key);
        const { keyAt } = await state(page);
        if (firstKey === 0) firstKey = keyAt;
        const changed = await settled(page, keyAt);
        if (changed !== null) {
          keystrokes.push(Math.max(0, changed - keyAt - TYPING_PAUSE_MS));
          typed.push(query.slice(0, at + 1));
        }
      }
    }
    if (cdp && profileFile) {
      const { profile } = await cdp.send('Profiler.stop');
      await writeFile(profileFile, JSON.stringify(profile));
      await cdp.detach();
    }
    const queries = await page.evaluate(
      ([name, from]) => (globalThis as unknown as InPageMarks).performance.getEntriesByName(name).slice(from).map((entry) => entry.duration),
      [QUERY_MEASURE, queriesBefore] as const,
    );
    const ready = loaded.firstRows;
    return {
      navigationToReady: ready,
      indexReady: ready === null || lastArrival === null ? null : ready - lastArrival,
      indexReadyAfterParse: ready === null || listsLoaded === null ? null : ready - listsLoaded,
      longestTaskBuild: lastArrival === null ? null : longestSince(loaded.longTasks.filter((task) => ready === null || task.start <= ready), lastArrival),
      longestTaskAfterParse: listsLoaded === null ? null : longestSince(loaded.longTasks.filter((task) => ready === null || task.start <= ready), listsLoaded),
      keystrokes,
      typed,
      queries,
      longestTask: longestSince((await state(page)).longTasks, firstKey),
    };
  } finally {
    await page.close({ runBeforeUnload: false }).catch(() => undefined);
  }
}

/** Targets of spec 6-data-and-beyond §6.3.3, "Performance". */
export const SEARCH_TARGETS = { indexReady: 1000, keystroke: 50 } as const;

const slowestOf = (keystrokes: readonly number[]) => (keystrokes.length > 0 ? Math.max(...keystrokes) : null);

/** The search's missed targets, for the report's closing line. */
export function searchMisses(figures: SearchFigures): string[] {
  const slowest = slowestOf(figures.keystrokes);
  return [
    ...(figures.indexReady !== null && figures.indexReady > SEARCH_TARGETS.indexReady ? [`/search index ready ${Math.round(figures.indexReady)} ms`] : []),
    ...(slowest !== null && slowest > SEARCH_TARGETS.keystroke ? [`/search keystroke ${Math.round(slowest)} ms`] : []),
  ];
}

/** The "Search" lines of the report, with the targets of §6.3.3. */
export function searchReport(figures: SearchFigures): string {
  const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
  const slowest = slowestOf(figures.keystrokes);
  const median = figures.keystrokes.length > 0 ? percentile(figures.keystrokes, 50) : null;
  const miss = (value: number | null, target: number) => (value !== null && value > target ? ' MISS' : '');
  return [
    `Search (/search, queries ${QUERIES.map((q) => `"${q}"`).join(' and ')} typed key by key; keystroke = key to last DOM change, less the 150 ms typing pause):`,
    `  index ready after the last list answer: ${ms(figures.indexReady)} (target ≤ 1000 ms)${miss(figures.indexReady, 1000)}; longest task meanwhile: ${ms(figures.longestTaskBuild)}; navigation to ready: ${ms(figures.navigationToReady)}`,
    `  of which after the lists are parsed (the search texts' build alone): ${ms(figures.indexReadyAfterParse)}; longest task meanwhile: ${ms(figures.longestTaskAfterParse)}`,
    `  keystroke: median ${ms(median)}, slowest ${ms(slowest)} of ${figures.keystrokes.length} (target ≤ 50 ms)${miss(slowest, 50)}; longest task while typing: ${ms(figures.longestTask)}`,
    `  per key: ${figures.keystrokes.map((value, i) => `"${figures.typed[i] ?? '?'}" ${Math.round(value)}`).join(', ')}`,
    `  the queries alone (search over every kind, without rendering): median ${ms(figures.queries.length > 0 ? percentile(figures.queries, 50) : null)}, slowest ${ms(slowestOf(figures.queries))} of ${figures.queries.length}: ${figures.queries.map((value) => Math.round(value)).join(', ')}`,
  ].join('\n');
}
