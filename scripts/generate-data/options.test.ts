import { describe, expect, it } from 'vitest';
import { parseOptions } from './options';

/**
 * Counts of spec 6-data-and-beyond §6.2.2. The small preset's 3,000 products against the ratio's
 * 1,500 is settled in docs/spec/README.md: the table for the preset, the ratios for `--members`.
 */
describe('preset counts (§6.2.2)', () => {
  it('the small preset is its table, 3,000 products included', () => {
    expect(parseOptions(['--preset', 'small']).counts).toEqual({
      members: 300, accounts: 360, products: 3_000, grants: 150, events: 90, organizations: 90, supervisions: 300, keywords: 150, referenceEntries: null, auditEntries: 0,
    });
  });

  it('--members applies the ratios, so 300 members give 1,500 products', () => {
    expect(parseOptions(['--preset', 'small', '--members', '300']).counts).toMatchObject({ members: 300, accounts: 360, products: 1_500, grants: 150, keywords: 150 });
  });

  it('the large preset is both its table and the ratios applied to 10,000 members', () => {
    const table = parseOptions(['--preset', 'large']).counts;
    expect(table).toEqual({
      members: 10_000, accounts: 12_000, products: 50_000, grants: 5_000, events: 3_000, organizations: 3_000, supervisions: 10_000, keywords: 5_000, referenceEntries: 500, auditEntries: 0,
    });
    expect(parseOptions(['--members', '10000']).counts).toEqual(table);
  });

  it('an explicit count overrides the preset', () => {
    expect(parseOptions(['--preset', 'small', '--products', '1500']).counts.products).toBe(1_500);
  });
});
