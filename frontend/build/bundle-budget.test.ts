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
    const report = analyseChunks(chunks, 160_000);
    expect(report.entryBytes).toBe(96_000);
    expect(report.home).toMatchObject({ route: 'home-page', ownBytes: 3_000, totalBytes: 99_000 });
    expect(report.home?.files).toEqual(['assets/home-page-c.js', 'assets/tiles-d.js']);
    expect(report.withinBudget).toBe(true);
    expect(report.routes.map((r) => r.route)).toEqual(['home-page', 'msal-auth-client']);
    expect(formatReport(report)).toContain('Signed-out home page: 99.0 kB of 160.0 kB (within budget)');
  });

  it('is over budget above the limit', () => {
    expect(analyseChunks(chunks, 98_999).withinBudget).toBe(false);
  });

  it('a home page bundled into the entry costs the entry', () => {
    const report = analyseChunks(chunks.filter((c) => !c.fileName.includes('home')), 96_000);
    expect(report.home).toMatchObject({ route: 'home-page (in the entry)', totalBytes: 96_000 });
    expect(report.withinBudget).toBe(true);
    expect(analyseChunks([], 96_000).withinBudget).toBe(false);
  });

  it("adds the larger language's shell texts to the home page: it loads one of them", () => {
    const withTexts = [
      ...chunks.filter((c) => !c.fileName.includes('home')),
      chunk('assets/shell-en-f.js', 1_800, [], 'lazy', '/x/src/lib/i18n/shell-en.ts'),
      chunk('assets/shell-fr-g.js', 2_000, [], 'lazy', '/x/src/lib/i18n/shell-fr.ts'),
      chunk('assets/pages-fr-h.js', 9_000, [], 'lazy', '/x/src/lib/i18n/pages-fr.ts'),
    ];
    const report = analyseChunks(withTexts, 98_000);
    expect(report.home).toMatchObject({ route: 'home-page (in the entry) + shell-fr', ownBytes: 2_000, totalBytes: 98_000 });
    expect(report.home?.files).toEqual(['assets/shell-fr-g.js']);
    expect(report.withinBudget).toBe(true);
    expect(analyseChunks(withTexts, 97_999).withinBudget).toBe(false);
  });

  it('checks the on-demand chunks that have a budget, by the bytes they add to the entry', () => {
    const withWord = [
      ...chunks,
      chunk('assets/word-document-w.js', 80_000, ['assets/shared-b.js'], 'lazy', '/x/src/lib/documents/word-document.ts'),
    ];
    const report = analyseChunks(withWord, 160_000, { 'word-document': 90_000, 'absent-page': 1 });
    expect(report.chunkBudgets).toEqual([{ route: 'word-document', ownBytes: 80_000, budgetBytes: 90_000, within: true }]);
    expect(report.withinBudget).toBe(true);
    expect(formatReport(report)).toContain('Chunk word-document: 80.0 kB of 90.0 kB (within budget)');
    const over = analyseChunks(withWord, 160_000, { 'word-document': 79_999 });
    expect(over.withinBudget).toBe(false);
    expect(formatReport(over)).toContain('(OVER BUDGET)');
  });
});
