import { describe, expect, it } from 'vitest';
import { missedTargets } from './report';
import { searchMisses, searchReport, type SearchFigures } from './search-page';

const figures = (indexReady: number | null, keystrokes: number[]): SearchFigures => ({ navigationToReady: 1, indexReady, indexReadyAfterParse: 1, longestTaskBuild: 1, longestTaskAfterParse: 1, keystrokes, typed: keystrokes.map((_, i) => 'tremb'.slice(0, i + 1)), queries: keystrokes.map((value) => value / 2), longestTask: 1 });

describe('the search figures of the benchmark (spec 6-data-and-beyond §6.3.3)', () => {
  it('names each missed target, and none within them or unmeasured', () => {
    expect(searchMisses(figures(2404, [42, 250]))).toEqual(['/search index ready 2404 ms', '/search keystroke 250 ms']);
    expect(searchMisses(figures(900, [12, 50]))).toEqual([]);
    expect(searchMisses(figures(null, []))).toEqual([]);
  });

  it('counts them in the closing line, and marks them on their lines', () => {
    expect(missedTargets([], [], searchMisses(figures(2404, [42])))).toBe('Targets missed (1): /search index ready 2404 ms.');
    expect(searchReport(figures(2404, [42]))).toMatch(/index ready after the last list answer: 2404 ms \(target ≤ 1000 ms\) MISS/);
    expect(searchReport(figures(2404, [42]))).toMatch(/after the lists are parsed \(the search texts' build alone\): 1 ms; longest task meanwhile: 1 ms/);
    expect(searchReport(figures(2404, [3, 41.6]))).toMatch(/per key: "t" 3, "tr" 42$/m);
    expect(searchReport(figures(2404, [3, 41.6]))).toMatch(/the queries alone \(search over every kind, without rendering\): median 2 ms, slowest 21 ms of 2: 2, 21$/m);
  });
});
