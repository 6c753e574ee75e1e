import { describe, expect, it } from 'vitest';
import { formatTable, ms, percentile, summarise, timedRuns, verdict } from './stats';

describe('bench figures', () => {
  it('takes the nearest-rank percentile of unsorted samples', () => {
    const samples = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(100);
    expect(percentile(samples, 10)).toBe(10);
    expect(summarise([3, 1, 2])).toEqual({ p50: 2, p95: 3 });
    expect(percentile([], 95)).toBe(0);
  });

  it('marks a figure above its target as a miss, and nothing without a target', () => {
    expect(verdict(201, 200)).toBe('miss');
    expect(verdict(200, 200)).toBe('ok');
    expect(verdict(12, null)).toBe('');
    expect(verdict(null, 200)).toBe('');
  });

  it('pads the columns of a table, numbers to the right', () => {
    const table = formatTable(['pattern', 'p95 ms'], [['A4 members', '12.5'], ['A23', '150']]);
    expect(table.split('\n')).toEqual(['pattern     p95 ms', '----------  ------', 'A4 members    12.5', 'A23            150']);
    expect(ms(12.345)).toBe('12.3');
    expect(ms(1234.5)).toBe('1235');
    expect(ms(null)).toBe('–');
    expect(ms(Number.POSITIVE_INFINITY)).toBe('frozen');
  });

  it('gives quick patterns more timed requests, within the budget and the cap, and slow ones the minimum', () => {
    expect(timedRuns(20, 10)).toBe(200);
    expect(timedRuns(20, 40)).toBe(50);
    expect(timedRuns(20, 1_300)).toBe(20);
    expect(timedRuns(20, 0.5)).toBe(200);
    expect(timedRuns(20, Number.NaN)).toBe(20);
  });
});
