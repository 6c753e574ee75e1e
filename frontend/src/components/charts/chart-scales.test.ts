import { describe, expect, it } from 'vitest';
import { axisTicks, formatCompactAmount, niceStep, yearLabelStep } from './chart-scales';

describe('chart axes (spec 6-data-and-beyond §6.3.2)', () => {
  it('nice steps are 1, 2 or 5 times a power of ten', () => {
    expect([0.3, 1, 1.2, 3, 7, 12, 4_000_000].map(niceStep)).toEqual([0.5, 1, 2, 5, 10, 20, 5_000_000]);
  });

  it('count axes start at 0 with whole-number ticks; amount axes may not', () => {
    expect(axisTicks(3, 5, true)).toEqual({ ticks: [0, 1, 2, 3], top: 3 });
    expect(axisTicks(9, 5, true)).toEqual({ ticks: [0, 2, 4, 6, 8, 10], top: 10 });
    expect(axisTicks(0, 5, true)).toEqual({ ticks: [0], top: 1 });
    expect(axisTicks(4_863_350, 3, false)).toEqual({ ticks: [0, 2_000_000, 4_000_000, 6_000_000], top: 6_000_000 });
  });

  it('year labels every second or fifth year when the bars are narrow', () => {
    expect(yearLabelStep(40)).toBe(1);
    expect(yearLabelStep(20)).toBe(2);
    expect(yearLabelStep(10)).toBe(5);
    expect(yearLabelStep(4)).toBe(10);
  });

  it('compact currency ticks: "$1.5M" / "1,5 M $"', () => {
    expect(formatCompactAmount(1_500_000, 'en')).toBe('$1.5M');
    expect(formatCompactAmount(0, 'en')).toBe('$0');
    expect(formatCompactAmount(1_500_000, 'fr').replace(/\s/g, ' ')).toBe('1,5 M $');
  });
});
