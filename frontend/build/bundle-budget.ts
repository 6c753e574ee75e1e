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
 * Budgets of code loaded on a press, by route name (gzipped bytes): what the press downloads on
 * top of the page it is made on, for the page where that is most (spec 7-reports §7.5).
 */
export const ON_DEMAND_BUDGETS: Readonly<Record<string, number>> = {
  /**
   * The bibliographic export and the Cite dialog (features/products/product-references.tsx), with
   * everything a press downloads on the product public page (spec 7-reports §7.5: 10 kB). What
   * it shares with the CSV export and the CV and report pages sits in single modules
   * (lib/files/file-export.ts, lib/citations/citation.ts): ADR 0051.
   */
  'product-references': 10_000,
  /**
   * The Word builder with the docx library (lib/documents/word-worker.ts and word-document.ts,
   * spec 7-reports §7.1.1): a worker's script of its own, started on the press.
   */
  'word-worker': 90_000,
};

/**
 * Budgets of lazily loaded pages, by route name (gzipped bytes the page adds to the entry, spec
 * 7-reports §7.5): the document pages, without the Word builder they load on a press.
 */
export const PAGE_BUDGETS: Readonly<Record<string, number>> = {
  'member-cv-page': 45_000,
  'annual-report-page': 45_000,
};

export interface PageBudget {
  route: string;
  ownBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
}

export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Source module the chunk stands for (a lazily loaded page), if any. */
  facadeModuleId: string | null;
  imports: readonly string[];
  /** Chunks it loads with `import()` (the pages that load an on-demand chunk). */
  dynamicImports?: readonly string[];
  /** A worker's script: bundled on its own, started with `new Worker`. */
  worker?: boolean;
  gzipBytes: number;
}

export interface OnDemandSize {
  route: string;
  budgetBytes: number;
  /** Most gzipped bytes a press downloads, over the pages that load it. */
  worstBytes: number;
  /** The page of `worstBytes`. */
  worstFrom: string;
  withinBudget: boolean;
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
  onDemand: OnDemandSize[];
  /** The pages of PAGE_BUDGETS that the build holds, with their figures. */
  pages: PageBudget[];
  /**
   * Budgeted names (on demand or page) that no lazily loaded chunk of the build bears: a budget
   * that measures nothing fails, as a renamed module or a bundler option that merges chunks
   * would otherwise end its check without a word.
   */
  missing: string[];
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
/**
 * Each budgeted on-demand chunk against every page that loads it (whose files `import()` it):
 * the files it brings that neither the entry nor that page already carry.
 */
function onDemandSizes(
  list: readonly ChunkInfo[],
  chunks: ReadonlyMap<string, ChunkInfo>,
  entryFiles: ReadonlySet<string>,
  bytesOf: (files: Iterable<string>) => number,
  budgets: Readonly<Record<string, number>>,
): OnDemandSize[] {
  const pages = list.filter((chunk) => chunk.isEntry || chunk.isDynamicEntry);
  return list.flatMap((target) => {
    const budgetBytes = target.isDynamicEntry ? budgets[routeName(target)] : undefined;
    if (budgetBytes === undefined) return [];
    const needed = closure(target.fileName, chunks);
    let worstBytes = -1;
    let worstFrom = '';
    for (const page of pages) {
      if (page === target) continue;
      const pageFiles = closure(page.fileName, chunks);
      if (![...pageFiles].some((file) => chunks.get(file)?.dynamicImports?.includes(target.fileName))) continue;
      const bytes = bytesOf([...needed].filter((file) => !entryFiles.has(file) && !pageFiles.has(file)));
      if (bytes > worstBytes) [worstBytes, worstFrom] = [bytes, page.isEntry ? 'entry' : routeName(page)];
    }
    if (worstBytes < 0) [worstBytes, worstFrom] = [bytesOf([...needed].filter((file) => !entryFiles.has(file))), target.worker ? 'its own worker' : 'entry'];
    return [{ route: routeName(target), budgetBytes, worstBytes, worstFrom, withinBudget: worstBytes <= budgetBytes }];
  });
}

export function analyseChunks(
  list: readonly ChunkInfo[],
  budgetBytes = HOME_BUDGET_BYTES,
  onDemandBudgets: Readonly<Record<string, number>> = ON_DEMAND_BUDGETS,
  pageBudgets: Readonly<Record<string, number>> = PAGE_BUDGETS,
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
  const onDemand = onDemandSizes(list, chunks, entryFiles, bytesOf, onDemandBudgets);
  const pages = routes.flatMap((route): PageBudget[] => {
    const budget = pageBudgets[route.route];
    return budget === undefined ? [] : [{ route: route.route, ownBytes: route.ownBytes, budgetBytes: budget, withinBudget: route.ownBytes <= budget }];
  });
  const measured = new Set([...onDemand.map((size) => size.route), ...pages.map((size) => size.route)]);
  const missing = [...Object.keys(onDemandBudgets), ...Object.keys(pageBudgets)].filter((name) => !measured.has(name)).sort();
  return {
    entryFiles: [...entryFiles].sort(),
    entryBytes,
    routes,
    home,
    budgetBytes,
    onDemand,
    pages,
    missing,
    withinBudget:
      home !== undefined &&
      home.totalBytes <= budgetBytes &&
      onDemand.every((size) => size.withinBudget) &&
      pages.every((size) => size.withinBudget) &&
      missing.length === 0,
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
    ...report.onDemand.map(
      (size) =>
        `On demand, ${size.route}: ${kB(size.worstBytes)} of ${kB(size.budgetBytes)} from ${size.worstFrom} ${size.withinBudget ? '(within budget)' : '(OVER BUDGET)'}`,
    ),
    ...report.pages.map(
      (size) => `Page ${size.route}: ${kB(size.ownBytes)} of ${kB(size.budgetBytes)} ${size.withinBudget ? '(within budget)' : '(OVER BUDGET)'}`,
    ),
    ...report.missing.map((name) => `Budget ${name}: no lazily loaded chunk of that name in the build (NOT MEASURED)`),
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
        // A worker's script (`new Worker(new URL(...))`) is bundled on its own and reaches this
        // bundle as an asset: it counts as code loaded on demand, with nothing shared.
        if (item.type === 'asset' && item.fileName.endsWith('.js')) {
          const source = typeof item.source === 'string' ? item.source : Buffer.from(item.source);
          chunks.push({ fileName: item.fileName, isEntry: false, isDynamicEntry: true, facadeModuleId: null, imports: [], dynamicImports: [], worker: true, gzipBytes: gzipSync(source, { level: 9 }).length });
          continue;
        }
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          facadeModuleId: item.facadeModuleId,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          gzipBytes: gzipSync(item.code, { level: 9 }).length,
        });
      }
      const report = analyseChunks(chunks, options.budgetBytes);
      options.onReport?.(report);
      const reportFile = process.env[REPORT_FILE_VARIABLE];
      if (reportFile) writeFileSync(reportFile, JSON.stringify(report, null, 2));
      if (!report.withinBudget) {
        this.error(`A JavaScript budget is exceeded (the signed-out home page or code loaded on demand).\n${formatReport(report)}`);
      }
    },
  };
}
