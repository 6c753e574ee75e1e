import { describe, expect, it } from 'vitest';
import { cvPageMisses, cvPageReport, type CvPageFigures } from './cv-page';

const FIGURES: CvPageFigures = {
  entries: 1100,
  route: 320,
  opening: 1500,
  longestTaskOpening: 120,
  optionChange: 450,
  longestTaskOption: 90,
  firstWord: 1800,
  laterWord: 700,
  longestTaskWord: 260,
};

describe('CV page bench report', () => {
  it('prints every figure with its target and marks the misses', () => {
    const report = cvPageReport('heaviest member, 1100 links', FIGURES);
    expect(report).toContain('CV page (heaviest member, 1100 links, 1100 entries; ms):');
    expect(report).toMatch(/opening → preview complete\s+1500 {2}\(target 2000\)/);
    expect(report).toMatch(/option change → preview complete\s+450 {2}\(target 300, MISS\)/);
    expect(report).toMatch(/route answer, seen by the browser\s+320 {2}\(server p95 target 500: pattern A28\)/);
    expect(report).toMatch(/longest task while building Word\s+260 {2}\(target 200, MISS\)$/m);
  });

  it('lists the missed targets, an unmeasured figure counting as missed', () => {
    expect(cvPageMisses(FIGURES)).toEqual(['CV option change: 450 ms (target 300)', 'CV longest task while building Word: 260 ms (target 200)']);
    expect(cvPageMisses({ ...FIGURES, opening: null })).toContain('CV opening: — ms (target 2000)');
    // The route's browser sample is not a target of this page (its server p95 is pattern A28).
    expect(cvPageMisses({ ...FIGURES, route: 900, longestTaskWord: 150 })).toEqual(['CV option change: 450 ms (target 300)']);
  });
});
