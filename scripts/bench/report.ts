import type { PageFigures } from './browser';
import type { PatternFigures } from './server-patterns';
import { formatTable, ms, verdict } from './stats';

/** Browser targets of issue 13 (Deliver 5). */
export const BROWSER_TARGETS = {
  arrivalToRows: 1500,
  keystroke: 50,
  longestTaskTyping: 200,
  /** On /products only. */
  heapMb: 300,
  /** Every record of the list to a downloaded CSV file (spec 6-data-and-beyond §6.3.1, criterion 6). */
  exportCsv: 3000,
} as const;

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(2);

export function serverTable(figures: readonly PatternFigures[], unmeasured: ReadonlyArray<[string, string]>): string {
  const rows = figures.map((figure) => [
    figure.label,
    figure.path,
    figure.status === 200 ? '' : String(figure.status),
    figure.target === null ? '–' : String(figure.target),
    ms(figure.p50),
    ms(figure.p95),
    String(figure.runs),
    ms(figure.standInP50),
    ms(Math.max(0, figure.p50 - figure.standInP50)),
    figure.operations.toFixed(1),
    figure.items === null ? '' : String(figure.items),
    mb(figure.bytes),
    verdict(figure.p95, figure.target),
  ]);
  const table = formatTable(['pattern', 'route', 'status', 'target', 'p50', 'p95', 'runs', 'stand-in p50', 'rest p50', 'store ops', 'items', 'MB raw', ''], rows);
  return `${table}\n${unmeasured.map(([label, why]) => `${label}: ${why}`).join('\n')}`;
}

/** The closing line: every target missed, or that none was. */
export function missedTargets(server: readonly PatternFigures[], browser: readonly PageFigures[], others: readonly string[] = []): string {
  const missed = [
    ...server.filter((figure) => verdict(figure.p95, figure.target) === 'miss').map((figure) => `${figure.label} (p95 ${ms(figure.p95)} > ${figure.target} ms)`),
    ...browser.flatMap((figure) => {
      const misses: string[] = [];
      if (verdict(figure.arrivalToRows, BROWSER_TARGETS.arrivalToRows) === 'miss') misses.push(`${figure.label} first rows ${ms(figure.arrivalToRows)} ms`);
      if (verdict(figure.keystroke, BROWSER_TARGETS.keystroke) === 'miss') misses.push(`${figure.label} keystroke ${ms(figure.keystroke)} ms`);
      if (verdict(figure.longestTaskTyping, BROWSER_TARGETS.longestTaskTyping) === 'miss') misses.push(`${figure.label} longest task ${ms(figure.longestTaskTyping)} ms`);
      if (figure.path === '/products' && verdict(figure.heapMb, BROWSER_TARGETS.heapMb) === 'miss') misses.push(`${figure.label} heap ${figure.heapMb.toFixed(0)} MB`);
      if (verdict(figure.exportCsv, BROWSER_TARGETS.exportCsv) === 'miss') misses.push(`${figure.label} CSV export ${ms(figure.exportCsv)} ms`);
      return misses;
    }),
    ...others,
  ];
  return missed.length === 0 ? 'Targets missed: none.' : `Targets missed (${missed.length}): ${missed.join('; ')}.`;
}

export function browserTable(figures: readonly PageFigures[]): string {
  const rows = figures.map((figure) => {
    const heapTarget = figure.path === '/products' ? BROWSER_TARGETS.heapMb : null;
    const misses = [
      verdict(figure.arrivalToRows, BROWSER_TARGETS.arrivalToRows) === 'miss' ? 'rows' : '',
      verdict(figure.keystroke, BROWSER_TARGETS.keystroke) === 'miss' ? 'keystroke' : '',
      verdict(figure.longestTaskTyping, BROWSER_TARGETS.longestTaskTyping) === 'miss' ? 'task' : '',
      verdict(figure.heapMb, heapTarget) === 'miss' ? 'heap' : '',
      verdict(figure.exportCsv, BROWSER_TARGETS.exportCsv) === 'miss' ? 'export' : '',
    ].filter(Boolean);
    return [
      figure.label,
      figure.rows === null ? '' : String(figure.rows),
      ms(figure.navigationToRows),
      ms(figure.arrivalToRows),
      ms(figure.keystroke),
      ms(figure.longestTaskTyping),
      figure.heapMb.toFixed(0),
      ms(figure.showAll),
      ms(figure.longestTaskShowAll),
      ms(figure.exportCsv),
      ms(figure.longestTaskExport),
      misses.length > 0 ? `miss: ${misses.join(', ')}` : 'ok',
    ];
  });
  const t = BROWSER_TARGETS;
  return formatTable(
    ['page', 'rows', 'nav→rows', `arrival→rows (≤${t.arrivalToRows})`, `keystroke (≤${t.keystroke})`, `longest task typing (≤${t.longestTaskTyping})`, `heap MB (/products <${t.heapMb})`, 'show all', 'longest task show all', `CSV export (≤${t.exportCsv})`, 'longest task export', ''],
    rows,
  );
}
