import { describe, expect, it } from 'vitest';
import { figuresOf, firstPaintReport, mark, median, medians, type FirstPaintFigures, type LighthouseResult } from './first-paint-report';

const lhr = (fcp: number, extra: Partial<LighthouseResult> = {}): LighthouseResult => ({
  audits: {
    'first-contentful-paint': { numericValue: fcp },
    'largest-contentful-paint': { numericValue: fcp + 40 },
    'total-blocking-time': { numericValue: 0 },
    'cumulative-layout-shift': { numericValue: 0.002 },
    'speed-index': { numericValue: fcp + 100 },
    'total-byte-weight': { numericValue: 112_400 },
    'network-requests': {
      details: {
        items: [
          { url: 'http://127.0.0.1:4699/', resourceType: 'Document', transferSize: 1_200 },
          { url: 'http://127.0.0.1:4699/lang-init.js', resourceType: 'Script', transferSize: 500 },
          { url: 'http://127.0.0.1:4699/assets/index-abc.js', resourceType: 'Script', transferSize: 90_000 },
          { url: 'http://127.0.0.1:4699/api/stats/counts', resourceType: 'Fetch', transferSize: 300 },
        ],
      },
    },
  },
  categories: { performance: { score: 0.97 }, accessibility: { score: 1 }, 'best-practices': { score: 1 } },
  ...extra,
});

const gzipSizes: Record<string, number> = { '/lang-init.js': 400, '/assets/index-abc.js': 99_000 };
const gzipBytesOf = (url: string) => gzipSizes[new URL(url).pathname] ?? 0;

const run = (figures: Partial<FirstPaintFigures>): FirstPaintFigures => ({ ...figuresOf(lhr(700), gzipBytesOf), ...figures });

describe('the figures of the first-paint harness', () => {
  it('reads one Lighthouse run: the timings, the bytes of the scripts only, and the three scores', () => {
    expect(figuresOf(lhr(1_716), gzipBytesOf)).toEqual({
      fcpMs: 1_716,
      lcpMs: 1_756,
      tbtMs: 0,
      cls: 0.002,
      speedIndexMs: 1_816,
      totalBytes: 112_400,
      jsTransferBytes: 90_500,
      jsGzipBytes: 99_400,
      performance: 0.97,
      accessibility: 1,
      bestPractices: 1,
    });
  });

  it('refuses a run Lighthouse could not measure rather than printing a figure for it', () => {
    expect(() => figuresOf(lhr(700, { runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } }), gzipBytesOf)).toThrow(/NO_FCP/);
    const withoutLcp = lhr(700);
    delete withoutLcp.audits['largest-contentful-paint'];
    expect(() => figuresOf(withoutLcp, gzipBytesOf)).toThrow(/largest-contentful-paint/);
    expect(() => figuresOf({ ...lhr(700), categories: { performance: { score: null } } }, gzipBytesOf)).toThrow(/performance/);
  });

  it('takes the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([1_900, 1_700, 2_100, 1_650, 1_716])).toBe(1_716);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });

  it('takes the median of each figure on its own', () => {
    const middle = medians([run({ fcpMs: 900, lcpMs: 2_000 }), run({ fcpMs: 700, lcpMs: 1_000 }), run({ fcpMs: 800, lcpMs: 3_000 })]);
    expect(middle.fcpMs).toBe(800);
    expect(middle.lcpMs).toBe(2_000);
  });

  it('marks a time above its target and a score below its target as MISS, and a figure on its target as met', () => {
    expect(mark(801, 800)).toBe('MISS');
    expect(mark(800, 800)).toBe('ok');
    expect(mark(0.99, 1, true)).toBe('MISS');
    expect(mark(1, 1, true)).toBe('ok');
    expect(mark(5_000, null)).toBe('');
  });

  it('prints each median with every run and the targets of issue 18, and names what is missed', () => {
    const runs = [run({ fcpMs: 1_716, lcpMs: 1_737 }), run({ fcpMs: 1_800, lcpMs: 1_850 }), run({ fcpMs: 1_650, lcpMs: 1_700 })];
    const lines = firstPaintReport(runs, 'title line').split('\n');
    expect(lines[0]).toBe('title line');
    expect(lines.find((line) => line.startsWith('First contentful paint'))).toMatch(/^First contentful paint\s+1,716 ms\s+1,716 · 1,800 · 1,650\s+≤ 800 ms\s+MISS$/);
    expect(lines.find((line) => line.startsWith('Largest contentful paint'))).toMatch(/1,737 ms.*≤ 900 ms\s+MISS$/);
    expect(lines.find((line) => line.startsWith('Cumulative layout shift'))).toMatch(/0\.002.*≤ 0\.010\s+ok$/);
    expect(lines.find((line) => line.startsWith('JS gzip'))).toMatch(/99\.4 kB.*≤ 100\.0 kB\s+ok$/);
    expect(lines.find((line) => line.startsWith('Total blocking time'))).toMatch(/0 ms\s+0 · 0 · 0$/);
    expect(lines.find((line) => line.startsWith('Performance score'))).toMatch(/0\.97.*≥ 1\.00\s+MISS$/);
    expect(lines.at(-1)).toBe('Missed: First contentful paint, Largest contentful paint, Performance score.');
  });

  it('says so when every target is met', () => {
    const report = firstPaintReport([run({ performance: 1 })], 'title');
    expect(report.split('\n').at(-1)).toBe('Every target of issue 18 met.');
    expect(report).not.toContain('MISS');
  });
});
