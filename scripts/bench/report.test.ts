import { describe, expect, it } from 'vitest';
import type { PageFigures } from './browser';
import { browserTable, missedTargets, serverTable } from './report';
import type { PatternFigures } from './server-patterns';

const pattern = (label: string, target: number | null, p95: number): PatternFigures => ({
  label,
  path: '/api/x',
  target,
  status: 200,
  p50: p95 / 2,
  p95,
  standInP50: 1,
  operations: 1,
  bytes: 1_048_576,
  items: 3,
  runs: 20,
});

const page = (path: string, figures: Partial<PageFigures>): PageFigures => ({
  label: path,
  path,
  rows: 10,
  navigationToRows: 900,
  arrivalToRows: 400,
  keystroke: 20,
  longestTaskTyping: 30,
  heapMb: 50,
  showAll: 100,
  longestTaskShowAll: 90,
  exportCsv: 800,
  longestTaskExport: 60,
  ...figures,
});

describe('the bench report', () => {
  it('marks the patterns whose p95 exceeds the target, and none without a target', () => {
    const table = serverTable([pattern('A4 members', 1000, 1200), pattern('A6 grants', 500, 400), pattern('authors', null, 9000)], [['A24 dashboard', 'not built']]);
    const lines = table.split('\n');
    expect(lines.find((line) => line.startsWith('A4 members'))).toMatch(/miss$/);
    expect(lines.find((line) => line.startsWith('A6 grants'))).toMatch(/ok$/);
    expect(lines.find((line) => line.startsWith('authors'))).not.toMatch(/miss|ok/);
    expect(lines.at(-1)).toBe('A24 dashboard: not built');
  });

  it('checks the heap target on /products only, and names every miss at the end', () => {
    const pages = [page('/products', { heapMb: 320, keystroke: 60, exportCsv: 3500 }), page('/members', { heapMb: 400, arrivalToRows: 1600 })];
    expect(browserTable(pages)).toMatch(/\/products .*miss: keystroke, heap, export/);
    expect(browserTable(pages)).toMatch(/\/members .*miss: rows$/m);
    expect(missedTargets([pattern('A4 members', 1000, 1200)], pages)).toBe(
      'Targets missed (5): A4 members (p95 1200 > 1000 ms); /products keystroke 60.0 ms; /products heap 320 MB; /products CSV export 3500 ms; /members first rows 1600 ms.',
    );
    expect(missedTargets([pattern('A6', 500, 10)], [page('/grants', {})])).toBe('Targets missed: none.');
  });
});
