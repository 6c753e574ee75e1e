import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumPath, missingChromium } from '../local/chromium';
import { siteHeaders } from '../local/static-site';
import { REPO_ROOT, startStack } from '../local/stack';
import { spaBuildCommand } from '../local/test-stack';
import { brotliSite, loadSite, type SiteFile } from './brotli-site';
import { figuresOf, firstPaintReport, scriptRequests, type FirstPaintFigures, type LighthouseResult } from './first-paint-report';

/**
 * `npm run bench -- --first-paint` (issue 18, docs/adr/0047-first-paint-harness.md): builds the
 * SPA for production, serves it as Static Web Apps does (brotli, the headers and CSP of
 * staticwebapp.config.json; scripts/bench/brotli-site.ts) in front of the real API on the demo
 * data (the home asks /api/stats/counts), and runs Lighthouse's default configuration (the
 * mobile preset: a Moto G Power screen, simulated slow 4G and 4× CPU slowdown) FIRST_PAINT_RUNS
 * times (5) on the signed-out home `/`, each in a fresh Chromium; prints the medians of FCP, LCP,
 * TBT, CLS, Speed Index, bytes and scores against the targets of issue 18. A benchmark: it
 * prints MISS and exits 0; no test checks a figure.
 *
 * Options: `--no-build` reuses the last build; `--french` measures a French visitor too, after
 * the English one (the stored language of frontend/public/lang-init.js). Ports: FIRST_PAINT_WEB_PORT (4699),
 * FIRST_PAINT_IDP_PORT (9699), FIRST_PAINT_COSMOS_PORT (8399), FIRST_PAINT_DOI_PORT (9698).
 */
const log = (line: string) => console.error(`[first-paint] ${line}`);

function envPort(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 && value < 65536 ? value : fallback;
}

/** Starts Debian's Chromium headless with a DevTools port of its choosing; resolves that port. */
async function launchChromium(userDataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    chromiumPath(),
    ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--no-default-browser-check', '--disable-background-networking', '--disable-extensions', `--user-data-dir=${userDataDir}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolvePort, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port:\n${seen}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (found) {
        clearTimeout(timer);
        resolvePort(Number(found[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before opening its DevTools port:\n${seen}`));
    });
  });
  child.stderr?.resume();
  return { child, port };
}

async function stopChromium(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill();
  await exited;
}

/** The gzipped size of a script of the build, by its URL (0 for one the build does not hold). */
function gzipSizer(files: ReadonlyMap<string, SiteFile>): (url: string) => number {
  const sizes = new Map<string, number>();
  return (url) => {
    const path = new URL(url).pathname;
    const file = files.get(path);
    if (!file) return 0;
    if (!sizes.has(path)) sizes.set(path, file.bodies.gzip?.length ?? gzipSync(file.bodies.identity, { level: 9 }).length);
    return sizes.get(path) ?? 0;
  };
}

/**
 * Makes the visitor French before Lighthouse loads the page: the key and value
 * frontend/public/lang-init.js reads ("false" = French, src/lib/i18n/language-storage.ts), set
 * from a page of the origin that loads nothing of the SPA (the favicon), then the browser's
 * cache emptied, so the measured load is still a first visit.
 */
async function storeFrench(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate("localStorage.setItem('preferred-language', 'false')");
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/** The stored language of the origin after a run (null when storage was emptied). */
async function storedLanguage(port: number, origin: string): Promise<string | null> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    return await page.evaluate<string | null>("localStorage.getItem('preferred-language')");
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run of `url` in a fresh Chromium, for an English (first) or French visitor. */
async function measureOnce(url: string, french: boolean, gzipBytesOf: (url: string) => number): Promise<{ figures: FirstPaintFigures; version: string; scripts: string[] }> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'portal-first-paint-'));
  const { child, port } = await launchChromium(userDataDir);
  try {
    if (french) await storeFrench(port, new URL(url).origin);
    // Lighthouse's storage reset empties the cache and some stores of the origin, not its local
    // storage (clearStorageTypes): both visitors load with the same reset, checked below.
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
    // The stored language was there during the load when it is still there after it.
    if (french && (await storedLanguage(port, new URL(url).origin)) !== 'false') throw new Error('Lighthouse lost the stored language: the French run was not French');
    if (!result) throw new Error('Lighthouse returned no result');
    // FIRST_PAINT_REPORTS=<folder> keeps each run's full Lighthouse report, to see why a figure is what it is.
    const reports = process.env.FIRST_PAINT_REPORTS;
    if (reports) await writeFile(join(reports, `${french ? 'fr' : 'en'}-${Date.now()}.json`), JSON.stringify(result.lhr));
    for (const warning of result.lhr.runWarnings) log(`Lighthouse warning: ${warning}`);
    const lhr = result.lhr as unknown as LighthouseResult;
    const scripts = scriptRequests(lhr).map((item) => `${new URL(item.url).pathname} (${(gzipBytesOf(item.url) / 1000).toFixed(1)} kB gzip)`);
    return { figures: figuresOf(lhr, gzipBytesOf), version: result.lhr.lighthouseVersion, scripts };
  } finally {
    await stopChromium(child);
    // Chromium's helper processes may still be writing their cache when the main one has exited.
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

export async function runFirstPaint(argv: readonly string[] = process.argv): Promise<number> {
  const missing = missingChromium();
  if (missing) {
    console.error(missing);
    return 1;
  }
  const runs = envPort('FIRST_PAINT_RUNS', 5);
  const ports = {
    web: envPort('FIRST_PAINT_WEB_PORT', 4699),
    idp: envPort('FIRST_PAINT_IDP_PORT', 9699),
    cosmos: envPort('FIRST_PAINT_COSMOS_PORT', 8399),
    doi: envPort('FIRST_PAINT_DOI_PORT', 9698),
  };

  // The production build in local mode (its identity provider is the local one, as the other
  // benchmarks and `npm run size` build it): the signed-out home makes no sign-in request.
  const spaDir = resolve(REPO_ROOT, '.cache', `first-paint-${ports.web}`, 'spa');
  if (!(argv.includes('--no-build') && existsSync(resolve(spaDir, 'index.html')))) {
    const { command, args, env } = spaBuildCommand(ports, spaDir);
    const built = spawnSync(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 2, 2], env: { ...process.env, ...env } });
    if (built.status !== 0) throw new Error(`The SPA build failed (${command} ${args.join(' ')})`);
  }
  const files = await loadSite(spaDir);
  log(`${files.size} files of ${spaDir} compressed (brotli 11, gzip 9)`);

  // The real API on the demo data, in memory: /api/stats/counts answers as it does in production.
  const stack = await startStack({
    ports,
    database: 'portal-first-paint',
    snapshotFile: null,
    site: async (idpOrigin) => brotliSite(files, siteHeaders(resolve(REPO_ROOT, 'staticwebapp.config.json'), idpOrigin)),
    log,
  });
  try {
    // 127.0.0.1, not localhost: one address, no resolution in the figures.
    const url = `${stack.webUrl.replace('localhost', '127.0.0.1')}/`;
    const gzipBytesOf = gzipSizer(files);
    const reports: string[] = [];
    for (const french of argv.includes('--french') ? [false, true] : [false]) {
      const visitor = french ? 'French' : 'English';
      const figures: FirstPaintFigures[] = [];
      let version = '';
      for (let run = 1; run <= runs; run++) {
        const measured = await measureOnce(url, french, gzipBytesOf);
        figures.push(measured.figures);
        version = measured.version;
        if (run === 1) log(`scripts the home loaded (${visitor}): ${measured.scripts.join(', ')}`);
        log(`${visitor} run ${run}/${runs}: FCP ${Math.round(measured.figures.fcpMs)} ms`);
      }
      const title =
        `npm run bench -- --first-paint: signed-out home ${url}, ${visitor} visitor; Lighthouse ${version} default (mobile) preset, simulated throttling, ` +
        `median of ${runs} runs, each in a fresh headless Chromium; served with brotli and the headers of staticwebapp.config.json; ${new Date().toISOString()}`;
      reports.push(firstPaintReport(figures, title));
    }
    console.log(reports.join('\n\n'));
  } finally {
    await stack.close();
  }
  return 0;
}
