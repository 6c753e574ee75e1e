/**
 * Route chunk sizes and the home page budget (issue 3 and 18: the signed-out home page loads at
 * most 100 kB of gzipped JavaScript). Used by the Vite plugin in vite.config.ts, which fails the build
 * when the budget is exceeded, and by `npm run size` (scripts/size.ts), which prints the figures.
 *
 * What a route costs: the entry chunk and everything it imports statically (always loaded), plus
 * the route's lazily loaded page chunk and its static imports that the entry does not already
 * carry. Each file counts with its own gzip size, as a browser downloads it.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The chunks of the shell's texts, one per language (src/lib/i18n/shell-en.ts, shell-fr.ts): the
 * first screen loads the active language's only.
 */
const LANGUAGE_TEXT_CHUNK = /^shell-(en|fr)$/;

/**
 * The home page's budget in gzipped bytes (kB = 1,000 bytes): issue 3 set 160 kB; issue 18 lowered
 * it to its target, 100 kB, once the first screen carried only what it shows (96 kB then).
 */
export const HOME_BUDGET_BYTES = 100_000;

/**
 * Budgets of on-demand chunks, by route name, for the bytes a chunk adds to the entry (spec
 * 7-reports §7.5): the document pages without the Word library, and the Word builder with it.
 */
export const CHUNK_BUDGETS: Readonly<Record<string, number>> = {
  'member-cv-page': 45_000,
  'annual-report-page': 45_000,
  'word-document': 90_000,
};

export interface ChunkBudget {
  route: string;
  ownBytes: number;
  budgetBytes: number;
  within: boolean;
}

export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Source module the chunk stands for (a lazily loaded page), if any. */
  facadeModuleId: string | null;
  imports: readonly string[];
  gzipBytes: number;
}

export interface RouteSize {
  /** The page's name, from its source file (`home-page`, `members-page`, ...). */
  route: string;
  /** Files the route adds to the entry's files. */
  files: string[];
  /** Gzipped bytes the route adds. */
  ownBytes: number;
  /** Gzipped bytes of the whole route: entry files plus the route's files. */
  totalBytes: number;
}

export interface BundleReport {
  entryFiles: string[];
  entryBytes: number;
  routes: RouteSize[];
  home: RouteSize | undefined;
  budgetBytes: number;
  /** The chunks of CHUNK_BUDGETS that the build holds, with their figures. */
  chunkBudgets: ChunkBudget[];
  withinBudget: boolean;
}

function closure(start: string, chunks: ReadonlyMap<string, ChunkInfo>): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(start);
  return seen;
}

function routeName(chunk: ChunkInfo): string {
  if (chunk.facadeModuleId) {
    const base = chunk.facadeModuleId.split(/[\\/]/).pop() ?? chunk.facadeModuleId;
    return base.replace(/\.(tsx?|jsx?)$/, '');
  }
  // A file name without its source: drop the content hash ("name-Ab12Cd34.js").
  const base = chunk.fileName.split('/').pop() ?? chunk.fileName;
  return base.replace(/\.js$/, '').replace(/-[A-Za-z0-9_-]{8}$/, '');
}

/** Sizes of the entry and of every lazily loaded chunk (pages and on-demand modules). */
export function analyseChunks(
  list: readonly ChunkInfo[],
  budgetBytes = HOME_BUDGET_BYTES,
  chunkBudgets: Readonly<Record<string, number>> = CHUNK_BUDGETS,
): BundleReport {
  const chunks = new Map(list.map((chunk) => [chunk.fileName, chunk]));
  const entry = list.find((chunk) => chunk.isEntry);
  const entryFiles = entry ? closure(entry.fileName, chunks) : new Set<string>();
  const bytesOf = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + (chunks.get(file)?.gzipBytes ?? 0), 0);
  const entryBytes = bytesOf(entryFiles);
  const routes = list
    .filter((chunk) => chunk.isDynamicEntry)
    .map((chunk): RouteSize => {
      const files = [...closure(chunk.fileName, chunks)].filter((file) => !entryFiles.has(file)).sort();
      const ownBytes = bytesOf(files);
      return { route: routeName(chunk), files, ownBytes, totalBytes: entryBytes + ownBytes };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  // The home page may be part of the entry itself (it is the landing page). It also loads the
  // shell's texts of one language (issue 18): the larger of them counts.
  const texts = routes
    .filter((route) => LANGUAGE_TEXT_CHUNK.test(route.route))
    .reduce<RouteSize | undefined>((largest, route) => (largest && largest.ownBytes >= route.ownBytes ? largest : route), undefined);
  const withTexts = (route: RouteSize): RouteSize =>
    texts
      ? {
          route: `${route.route} + ${texts.route}`,
          files: [...route.files, ...texts.files],
          ownBytes: route.ownBytes + texts.ownBytes,
          totalBytes: route.totalBytes + texts.ownBytes,
        }
      : route;
  const page =
    routes.find((route) => route.route === 'home-page') ??
    (entry ? { route: 'home-page (in the entry)', files: [], ownBytes: 0, totalBytes: entryBytes } : undefined);
  const home = page && withTexts(page);
  const checked = routes
    .filter((route) => chunkBudgets[route.route] !== undefined)
    .map((route): ChunkBudget => {
      const budget = chunkBudgets[route.route] ?? 0;
      return { route: route.route, ownBytes: route.ownBytes, budgetBytes: budget, within: route.ownBytes <= budget };
    });
  return {
    entryFiles: [...entryFiles].sort(),
    entryBytes,
    routes,
    home,
    budgetBytes,
    chunkBudgets: checked,
    withinBudget: home !== undefined && home.totalBytes <= budgetBytes && checked.every((budget) => budget.within),
  };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The report as lines of text. */
export function formatReport(report: BundleReport): string {
  const width = Math.max(...report.routes.map((route) => route.route.length), 'entry (always loaded)'.length);
  const lines = [
    'Gzipped JavaScript per route (entry + the route\'s own chunks):',
    `  ${'entry (always loaded)'.padEnd(width)}  ${kB(report.entryBytes).padStart(9)}`,
    ...report.routes.map(
      (route) => `  ${route.route.padEnd(width)}  ${kB(route.totalBytes).padStart(9)}  (+${kB(route.ownBytes)})`,
    ),
    report.home
      ? `Signed-out home page: ${kB(report.home.totalBytes)} of ${kB(report.budgetBytes)} ${report.home.totalBytes <= report.budgetBytes ? '(within budget)' : '(OVER BUDGET)'}`
      : 'Signed-out home page: no entry chunk found (OVER BUDGET)',
    ...report.chunkBudgets.map(
      (budget) => `Chunk ${budget.route}: ${kB(budget.ownBytes)} of ${kB(budget.budgetBytes)} ${budget.within ? '(within budget)' : '(OVER BUDGET)'}`,
    ),
  ];
  return lines.join('\n');
}

export interface BudgetPluginOptions {
  budgetBytes?: number;
  /** Receives the report (npm run size prints it). */
  onReport?: (report: BundleReport) => void;
}

/** Environment variable naming a file where the build writes its report (scripts/size.ts). */
export const REPORT_FILE_VARIABLE = 'PORTAL_BUNDLE_REPORT';

/** Fails the build when the signed-out home page exceeds its budget. */
export function bundleBudget(options: BudgetPluginOptions = {}): Plugin {
  return {
    name: 'portal-bundle-budget',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          facadeModuleId: item.facadeModuleId,
          imports: item.imports,
          gzipBytes: gzipSync(item.code, { level: 9 }).length,
        });
      }
      const report = analyseChunks(chunks, options.budgetBytes);
      options.onReport?.(report);
      const reportFile = process.env[REPORT_FILE_VARIABLE];
      if (reportFile) writeFileSync(reportFile, JSON.stringify(report, null, 2));
      if (!report.withinBudget) {
        this.error(`The signed-out home page or an on-demand chunk is over its JavaScript budget.\n${formatReport(report)}`);
      }
    },
  };
}
