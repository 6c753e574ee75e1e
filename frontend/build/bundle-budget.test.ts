import { describe, expect, it } from 'vitest';
import { analyseChunks, formatReport, type ChunkInfo } from './bundle-budget';

const chunk = (fileName: string, gzipBytes: number, imports: string[] = [], kind: 'entry' | 'lazy' | 'shared' = 'shared', facade?: string): ChunkInfo => ({
  fileName,
  gzipBytes,
  imports,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'lazy',
  facadeModuleId: facade ?? null,
});

describe('bundle budget', () => {
  const chunks = [
    chunk('assets/index-a.js', 90_000, ['assets/shared-b.js'], 'entry', '/src/main.tsx'),
    chunk('assets/shared-b.js', 6_000),
    chunk('assets/home-page-c.js', 2_000, ['assets/shared-b.js', 'assets/tiles-d.js'], 'lazy', '/x/src/features/home/home-page.tsx'),
    chunk('assets/tiles-d.js', 1_000),
    chunk('assets/msal-auth-client-e.js', 70_000, [], 'lazy', '/x/src/lib/auth/msal-auth-client.ts'),
  ];

  it('counts the entry closure plus the route\'s own chunks', () => {
    const report = analyseChunks(chunks, 160_000, {}, {});
    expect(report.entryBytes).toBe(96_000);
    expect(report.home).toMatchObject({ route: 'home-page', ownBytes: 3_000, totalBytes: 99_000 });
    expect(report.home?.files).toEqual(['assets/home-page-c.js', 'assets/tiles-d.js']);
    expect(report.withinBudget).toBe(true);
    expect(report.routes.map((r) => r.route)).toEqual(['home-page', 'msal-auth-client']);
    expect(formatReport(report)).toContain('Signed-out home page: 99.0 kB of 160.0 kB (within budget)');
  });

  it('is over budget above the limit', () => {
    expect(analyseChunks(chunks, 98_999, {}, {}).withinBudget).toBe(false);
  });

  it('a home page bundled into the entry costs the entry', () => {
    const report = analyseChunks(chunks.filter((c) => !c.fileName.includes('home')), 96_000, {}, {});
    expect(report.home).toMatchObject({ route: 'home-page (in the entry)', totalBytes: 96_000 });
    expect(report.withinBudget).toBe(true);
    expect(analyseChunks([], 96_000, {}, {}).withinBudget).toBe(false);
  });

  it("adds the larger language's shell texts to the home page: it loads one of them", () => {
    const withTexts = [
      ...chunks.filter((c) => !c.fileName.includes('home')),
      chunk('assets/shell-en-f.js', 1_800, [], 'lazy', '/x/src/lib/i18n/shell-en.ts'),
      chunk('assets/shell-fr-g.js', 2_000, [], 'lazy', '/x/src/lib/i18n/shell-fr.ts'),
      chunk('assets/pages-fr-h.js', 9_000, [], 'lazy', '/x/src/lib/i18n/pages-fr.ts'),
    ];
    const report = analyseChunks(withTexts, 98_000, {}, {});
    expect(report.home).toMatchObject({ route: 'home-page (in the entry) + shell-fr', ownBytes: 2_000, totalBytes: 98_000 });
    expect(report.home?.files).toEqual(['assets/shell-fr-g.js']);
    expect(report.withinBudget).toBe(true);
    expect(analyseChunks(withTexts, 97_999, {}, {}).withinBudget).toBe(false);
  });

  it('checks code loaded on demand against the page that loads it, where it adds the most', () => {
    const withDemand: ChunkInfo[] = [
      ...chunks,
      { ...chunk('assets/list-page-f.js', 3_000, ['assets/shared-b.js', 'assets/dialog-g.js'], 'lazy', '/x/src/features/p/list-page.tsx'), dynamicImports: ['assets/refs-h.js'] },
      chunk('assets/public-page-i.js', 1_000, ['assets/loader-j.js'], 'lazy', '/x/src/features/p/public-page.tsx'),
      { ...chunk('assets/loader-j.js', 500), dynamicImports: ['assets/refs-h.js'] },
      chunk('assets/dialog-g.js', 1_500),
      chunk('assets/refs-h.js', 6_000, ['assets/dialog-g.js', 'assets/shared-b.js'], 'lazy', '/x/src/features/p/refs.tsx'),
    ];
    const report = analyseChunks(withDemand, 160_000, { refs: 7_500 }, {});
    // From the public page the dialog is not there yet: 6,000 + 1,500.
    expect(report.onDemand).toEqual([{ route: 'refs', budgetBytes: 7_500, worstBytes: 7_500, worstFrom: 'public-page', withinBudget: true }]);
    expect(report.withinBudget).toBe(true);
    expect(formatReport(report)).toContain('On demand, refs: 7.5 kB of 7.5 kB from public-page (within budget)');
    const over = analyseChunks(withDemand, 160_000, { refs: 7_499 }, {});
    expect(over.onDemand[0]?.withinBudget).toBe(false);
    expect(over.withinBudget).toBe(false);
  });

  it("checks a worker's script on its own: it shares nothing with the pages", () => {
    const worker: ChunkInfo = { fileName: 'assets/word-worker-Ab12Cd34.js', gzipBytes: 72_000, imports: [], dynamicImports: [], isEntry: false, isDynamicEntry: true, facadeModuleId: null, worker: true };
    const report = analyseChunks([...chunks, worker], 160_000, { 'word-worker': 90_000 }, {});
    expect(report.onDemand).toEqual([{ route: 'word-worker', budgetBytes: 90_000, worstBytes: 72_000, worstFrom: 'its own worker', withinBudget: true }]);
    expect(analyseChunks([...chunks, worker], 160_000, { 'word-worker': 71_999 }, {}).withinBudget).toBe(false);
  });

  it('checks the pages that have a budget, by the bytes they add to the entry', () => {
    const withPage = [...chunks, chunk('assets/member-cv-page-w.js', 30_000, ['assets/shared-b.js'], 'lazy', '/x/src/features/member-cv/member-cv-page.tsx')];
    const report = analyseChunks(withPage, 160_000, {}, { 'member-cv-page': 45_000 });
    expect(report.pages).toEqual([{ route: 'member-cv-page', ownBytes: 30_000, budgetBytes: 45_000, withinBudget: true }]);
    expect(report.withinBudget).toBe(true);
    expect(formatReport(report)).toContain('Page member-cv-page: 30.0 kB of 45.0 kB (within budget)');
    const over = analyseChunks(withPage, 160_000, {}, { 'member-cv-page': 29_999 });
    expect(over.withinBudget).toBe(false);
    expect(formatReport(over)).toContain('Page member-cv-page: 30.0 kB of 30.0 kB (OVER BUDGET)');
    // The home page line speaks of the home page only.
    expect(formatReport(over)).toContain('(within budget)');
  });

  it('fails a budget that measures nothing: no lazily loaded chunk bears its name', () => {
    const withPage = [...chunks, chunk('assets/member-cv-page-w.js', 30_000, ['assets/shared-b.js'], 'lazy', '/x/src/features/member-cv/member-cv-page.tsx')];
    const report = analyseChunks(withPage, 160_000, { 'merged-away': 10_000 }, { 'member-cv-page': 45_000, 'absent-page': 1 });
    expect(report.missing).toEqual(['absent-page', 'merged-away']);
    expect(report.withinBudget).toBe(false);
    expect(formatReport(report)).toContain('Budget merged-away: no lazily loaded chunk of that name in the build (NOT MEASURED)');
  });
});
