import { describe, expect, it } from 'vitest';
import { reportPageMisses, reportPageReport, type ReportPageFigures } from './report-page';

const FIGURES: ReportPageFigures = {
  entries: 8600,
  route: 1400,
  previewAfterAnswer: 2600,
  longestTaskOpening: 150,
  figuresOnly: 650,
  longestTaskFiguresOnly: 80,
  wordWithLists: 4200,
  wordFiguresOnly: 900,
  longestTaskWord: 400,
};

describe('annual report page bench report', () => {
  it('prints every figure with its target and marks the misses', () => {
    const report = reportPageReport('densest year 2031–2032', FIGURES);
    expect(report).toContain('Annual report page (densest year 2031–2032, 8600 entries; ms):');
    expect(report).toMatch(/answer → preview complete \(lists\)\s+2600 {2}\(target 3000\)/);
    expect(report).toMatch(/"Figures only" → preview complete\s+650 {2}\(target 500, MISS\)/);
  });

  it('lists the missed targets, an unmeasured figure counting as missed', () => {
    expect(reportPageMisses(FIGURES)).toEqual(['Report "Figures only": 650 ms (target 500)', 'Report longest task while building Word: 400 ms (target 200)']);
    expect(reportPageMisses({ ...FIGURES, route: null })).toContain('Report route (browser): — ms (target 2000)');
  });
});
