import { describe, expect, it } from 'vitest';
import { amountToCents } from './money';

describe('amountToCents (2-data-model §2.1.4)', () => {
  it.each([
    [0, 0],
    [125000, 12_500_000],
    [125000.5, 12_500_050],
    [0.29, 29],
    [1.15, 115],
    [999_999_999.99, 99_999_999_999],
  ])('%d → %d cents', (amount, cents) => {
    expect(amountToCents(amount)).toBe(cents);
  });
});
