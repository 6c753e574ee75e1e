import { describe, expect, it } from 'vitest';
import { referenceExportMisses, referenceExportReport } from './reference-export';

describe('reference export benchmark report', () => {
  const figures = {
    products: 50_000,
    rows: [
      { format: 'bibtex' as const, onePassMs: 2406.4, chunkedMs: 2316.2, chunkedCpuMs: 2299, bytes: 17_700_000 },
      { format: 'ris' as const, onePassMs: 2168, chunkedMs: 3098, chunkedCpuMs: 2076, bytes: 20_400_000 },
    ],
  };

  it('prints both formats against the 3 s target, wall and CPU time', () => {
    const report = referenceExportReport(figures);
    expect(report).toContain('50,000 generated products');
    expect(report).toContain('target 3000 ms');
    expect(report).toMatch(/bibtex {2}one pass {2}2406 ms {2}chunked {2}2316 ms \(CPU {2}2299 ms\) {2}17\.7 MB {2}ok/);
    expect(report).toMatch(/ris {5}one pass {2}2168 ms {2}chunked {2}3098 ms \(CPU {2}2076 ms\) {2}20\.4 MB {2}miss/);
  });

  it('lists only the formats over the target as misses', () => {
    expect(referenceExportMisses(figures)).toEqual(['ris export of 50000 products: 3098 ms > 3000 ms']);
  });
});
