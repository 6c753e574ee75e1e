import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { deleteAllDocuments } from '../functions/src/data/bulk';
import { dropKeptAnswers } from '../functions/src/services';
import { inflateLists, measurePages, signInAs, type PageFigures, type PageSpec } from './bench/browser';
import { BENCH_DATABASE, benchSnapshotFile, dataFingerprint, generateBenchData, generatorAvailable } from './bench/ensure-data';
import { densestReportingYear, firstDates } from './bench/densest-year';
import { cvPageMisses, cvPageReport, measureCvPage } from './bench/cv-page';
import { measureReportPage, reportPageMisses, reportPageReport } from './bench/report-page';
import { findHeaviest } from './bench/heaviest';
import { measureSearch, searchMisses, searchReport } from './bench/search-page';
import { browserTable, missedTargets, serverTable } from './bench/report';
import { benchPatterns, HISTORY_UNMEASURED, historyPattern, measurePattern, UNMEASURED, type Pattern, type PatternFigures } from './bench/server-patterns';
import { HISTORY_ENTRIES, loadHistory } from './bench/history-data';
import { recordRewriter } from './bench/rewrite-record';
import { collectGarbage } from './bench/settle-heap';
import { startCosmosInChild } from './bench/store-process';
import { runLoadBench } from './bench-load';
import { chromiumPath, missingChromium } from './local/chromium';
import { restoreSnapshot, saveSnapshot } from './local/local-cosmos';
import { apiSettings } from './local/settings';
import { REPO_ROOT, startStack } from './local/stack';
import { staticSite } from './local/static-site';
import { spaBuildCommand } from './local/test-stack';

/**
 * `npm run bench` (spec 6-data-and-beyond §6.2.5, issue 13): on the database `portal-bench`
 * holding the large preset (generated when missing or stale, scripts/bench/ensure-data.ts), the
 * server time of every read pattern of spec 2-data-model §2.6.4 the API implements (p50, p95,
 * store operations per request, the stand-in's own share, the target, "miss" when p95 exceeds
 * it), then the browser figures of the list pages and the heaviest member's private page in
 * Chromium as an administrator, against the production build of the SPA. A benchmark: it prints
 * which targets are missed and exits 0; no test checks a time.
 *
 * Options: `--load` the load run of scripts/bench-load.ts instead; `--first-paint` the Lighthouse
 * run of the signed-out home of scripts/bench/first-paint.ts instead (issue 18); `--references`
 * the BibTeX and RIS export of 50,000 products instead (issue 19, scripts/bench/reference-export.ts); `--server-only`,
 * `--browser-only`; `--page <label start>` measures only those pages; `--pattern <label start>` only those server patterns; `--no-build` reuses the last SPA build; `--inflate` (development aid, see
 * scripts/bench/inflate.ts) serves the browser inflated list answers; BENCH_RUNS (20, the least; quick
 * patterns get more, scripts/bench/stats.ts) and BENCH_WARM_UP (2) set the timed and warm-up
 * requests per pattern.
 */
if (process.argv.includes('--load')) process.exit(await runLoadBench());
// Issue 18's first-paint harness needs neither the large preset nor the stack below; imported
// only then, so the other benchmarks do not load Lighthouse.
if (process.argv.includes('--first-paint')) process.exit(await (await import('./bench/first-paint')).runFirstPaint());
// Issue 19's bibliographic export is pure browser code, timed without the stack: `--references`
// runs it alone; the full run adds it to its tables.
if (process.argv.includes('--references')) {
  const { measureReferenceExport, referenceExportReport } = await import('./bench/reference-export');
  console.log(referenceExportReport(await measureReferenceExport((line) => console.error(`[bench] ${line}`))));
  process.exit(0);
}

const flag = (name: string) => process.argv.includes(name);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 2);
const ports = { web: Number(process.env.BENCH_WEB_PORT ?? 4590), idp: Number(process.env.BENCH_IDP_PORT ?? 9690), cosmos: Number(process.env.BENCH_COSMOS_PORT ?? 8391), doi: Number(process.env.BENCH_DOI_PORT ?? 9692) };
const log = (line: string) => console.error(`[bench] ${line}`);
const withServer = !flag('--browser-only');
const withBrowser = !flag('--server-only');

// Chromium for every part: even --server-only signs in through the SPA for its token.
const missing = missingChromium();
if (missing) {
  console.error(missing);
  process.exit(1);
}

// The production build of the SPA in local mode, as the end-to-end tests serve it.
const spaDir = resolve(REPO_ROOT, '.cache', `bench-${ports.web}`, 'spa');
// Built for the server part too: the bench signs in through the SPA to get an administrator's token.
if (!(flag('--no-build') && existsSync(resolve(spaDir, 'index.html')))) {
  // The build's log goes to the error stream: the standard output holds only the tables.
  const { command, args, env } = spaBuildCommand(ports, spaDir);
  const built = spawnSync(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 2, 2], env: { ...process.env, ...env } });
  if (built.status !== 0) throw new Error(`The SPA build failed (${command} ${args.join(' ')})`);
}

// The store in a process of its own, as Cosmos DB is another machine (docs/adr/0042).
const cosmos = await startCosmosInChild(ports.cosmos);
const stack = await startStack({
  ports,
  cosmos,
  database: BENCH_DATABASE,
  snapshotFile: null,
  site: async (idpOrigin) => staticSite(spaDir, resolve(REPO_ROOT, 'staticwebapp.config.json'), idpOrigin),
  log,
});

let dataset = 'the demo dataset (the generator is not available: NOT the large preset)';
try {
  if (!flag('--inflate') && generatorAvailable(REPO_ROOT)) {
    const fingerprint = dataFingerprint(REPO_ROOT);
    const snapshot = benchSnapshotFile(REPO_ROOT, fingerprint);
    const started = Date.now();
    if (existsSync(snapshot)) {
      log(`restoring ${snapshot}`);
      await deleteAllDocuments(stack.store.records);
      await restoreSnapshot(stack.store, snapshot);
    } else {
      log(`no large preset of version ${fingerprint}: generating it`);
      await generateBenchData(REPO_ROOT, apiSettings(ports, BENCH_DATABASE));
      const kept = resolve(REPO_ROOT, '.local-data');
      for (const old of (existsSync(kept) ? readdirSync(kept) : []).filter((name) => name.startsWith(`${BENCH_DATABASE}.`))) rmSync(resolve(kept, old));
      await saveSnapshot(stack.store, snapshot);
    }
    dataset = `the large preset (version ${fingerprint}, ready in ${((Date.now() - started) / 1000).toFixed(0)} s)`;
  } else if (flag('--inflate')) {
    dataset = 'the demo dataset, list answers INFLATED in the browser (development aid, not the benchmark)';
  }
  log(`data: ${dataset}`);
  const base = stack.webUrl.replace('localhost', '127.0.0.1');
  const heaviest = await findHeaviest(stack.store.records);
  log(`heaviest: ${JSON.stringify(heaviest)}`);
  const densest = densestReportingYear(await firstDates(stack.store.records));
  log(`densest reporting year: ${JSON.stringify(densest)}`);

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--enable-precise-memory-info'] });
  try {
    const { context, bearer } = await signInAs(browser, stack.webUrl, heaviest.admin.email);
    const lines: string[] = [`npm run bench on ${dataset}; ${new Date().toISOString()}`];

    const serverFigures: PatternFigures[] = [];
    let browserFigures: PageFigures[] = [];
    const otherMisses: string[] = [];
    if (withServer) {
      const figures = serverFigures;
      const rewrite = recordRewriter(stack.store.records);
      const beforeEach = async (pattern: Pattern) => {
        if (pattern.rewrites) await rewrite(pattern.rewrites);
        // One round trip to the store's process: its notice of that write (which drops the kept
        // answers too) has arrived before the timed request starts, not during it.
        await cosmos.operations();
        dropKeptAnswers();
      };
      const settle = async () => {
        await cosmos.collectGarbage();
        collectGarbage();
      };
      // `--pattern A5` measures only the patterns whose label starts with it (iterating on one).
      const onlyPattern = process.argv[process.argv.indexOf('--pattern') + 1];
      // `--history` loads 1,000,000 audit entries first and measures A26 (spec 6-data-and-beyond §6.2.2).
      // `--history 100000` loads fewer, for a quicker look (the table names the count).
      const historyCount = Number(process.argv[process.argv.indexOf('--history') + 1]) || HISTORY_ENTRIES;
      const history = flag('--history') ? await loadHistory(stack.store.audit, historyCount, log) : null;
      if (history) log(`history: ${JSON.stringify(history)}`);
      const patterns = [...benchPatterns(heaviest, densest), ...(history ? [historyPattern(history)] : [])].filter((pattern) => !flag('--pattern') || !onlyPattern || pattern.label.startsWith(onlyPattern));
      for (const pattern of patterns) {
        figures.push(await measurePattern(pattern, { base, bearer, runs: RUNS, warmUp: WARM_UP, store: cosmos, settle, beforeEach }));
        log(`server: ${pattern.label} measured`);
      }
      lines.push(
        '',
        `Server: ms per request through the local host (median and 95th percentile of the timed requests, "runs": at least ${RUNS}, more for quick patterns, after ${WARM_UP} warm-up; a full garbage collection on both sides before each pattern; kept answers dropped before each, and for a list one record of its kind written again first, as after an edit); ` +
          '"stand-in p50": time the local Cosmos server spent answering the store requests (what Cosmos DB replaces); "rest p50": the API and host.',
        serverTable(figures, history ? UNMEASURED : [...UNMEASURED, HISTORY_UNMEASURED]),
      );
    }

    if (withBrowser) {
      if (flag('--inflate')) await inflateLists(context);
      const pages: PageSpec[] = [
        { label: '/members', path: '/members', listRoute: 'all-members', ready: 'table.data-table tbody tr[data-row]' },
        { label: '/products', path: '/products', listRoute: 'all-products', ready: 'table.data-table tbody tr[data-row]' },
        { label: '/grants', path: '/grants', listRoute: 'all-grants', ready: 'table.data-table tbody tr[data-row]' },
        { label: '/accounts', path: '/accounts', listRoute: 'all-accounts', ready: 'table.data-table tbody tr[data-row]' },
        { label: `heaviest member private (${heaviest.member.links} links)`, path: `/members/${encodeURIComponent(heaviest.member.id)}/private`, listRoute: null, ready: '.record-card' },
      ];
      // `--page /products` measures only the pages whose label starts with it (iterating on one page).
      const only = process.argv[process.argv.indexOf('--page') + 1];
      const chosen = process.argv.includes('--page') && only ? pages.filter((page) => page.label.startsWith(only)) : pages;
      const figures = await measurePages(context, stack.webUrl, chosen, log);
      browserFigures = figures;
      lines.push(
        '',
        'Browser (Chromium, administrator, production build, median of 3 loads; ms unless stated): nav→rows from navigation start; arrival→rows from the list answer’s arrival; ' +
          'keystroke: slowest of 3 keys in the name filter to its last DOM change; longest task while typing; JS heap after load and GC; "Show all" click to its last DOM change.',
        browserTable(figures),
      );
      // The global search (issue 15, spec 6-data-and-beyond §6.3.3); `--page /search` measures it alone.
      if (!process.argv.includes('--page') || (only && '/search'.startsWith(only))) {
        const search = await measureSearch(context, stack.webUrl);
        lines.push('', searchReport(search));
        otherMisses.push(...searchMisses(search));
        log('browser: /search measured');
      }
      // The heaviest member's CV page (spec 7-reports §7.2.5); `--page cv` measures it alone.
      if (!process.argv.includes('--page') || (only && 'cv'.startsWith(only))) {
        const cv = await measureCvPage(context, stack.webUrl, heaviest.member.id);
        lines.push('', cvPageReport(`heaviest member, ${heaviest.member.links} links`, cv));
        otherMisses.push(...cvPageMisses(cv));
        log('browser: CV page measured');
      }
      // The densest reporting year's annual report page (spec 7-reports §7.3.5); `--page report` measures it alone.
      if (!process.argv.includes('--page') || (only && 'report'.startsWith(only))) {
        const report = await measureReportPage(context, stack.webUrl, densest);
        lines.push('', reportPageReport(`densest reporting year ${densest.label}, ${densest.records} dated records`, report));
        otherMisses.push(...reportPageMisses(report));
        log('browser: annual report page measured');
      }
    }
    // The bibliographic export of 50,000 products (issue 19), a pure function timing.
    const { measureReferenceExport, referenceExportMisses, referenceExportReport } = await import('./bench/reference-export');
    const references = await measureReferenceExport(log);
    lines.push('', referenceExportReport(references));
    otherMisses.push(...referenceExportMisses(references));
    lines.push('', missedTargets(serverFigures, browserFigures, otherMisses));
    console.log(lines.join('\n'));
    await context.close();
  } finally {
    await browser.close();
  }
} finally {
  await stack.close();
}
process.exit(0);
