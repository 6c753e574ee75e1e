import { describe, expect, it } from 'vitest';
import { inflateList, variant } from './inflate';

describe('inflated list answers (bench development aid)', () => {
  const members = [
    { id: 'm1', account: { first_name: 'Ana', last_name: 'Roy' }, keyword_ids: ['k1'] },
    { id: 'm2', account: { first_name: 'Luc', last_name: 'Côté' }, keyword_ids: [] },
  ];

  it('keeps the originals first and gives every copy a distinct id and varied names', () => {
    const inflated = inflateList(members, 5) as typeof members;
    expect(inflated).toHaveLength(5);
    expect(inflated.slice(0, 2)).toEqual(members);
    expect(new Set(inflated.map((member) => member.id)).size).toBe(5);
    expect(inflated[2]).toEqual({ id: 'm1~1', account: { first_name: `Ana ${variant(1)}`, last_name: `Roy ${variant(1)}` }, keyword_ids: ['k1'] });
    expect(inflated[4]?.account.first_name).toBe(`Ana ${variant(2)}`);
  });

  it('gives distinct variants to distinct numbers', () => {
    const variants = new Set(Array.from({ length: 5000 }, (_, n) => variant(n)));
    expect(variants.size).toBe(5000);
    expect(inflateList([], 10)).toEqual([]);
    expect(inflateList([{ key: 'roy, ana', name: 'Ana Roy', product_count: 2 }], 2)).toEqual([
      { key: 'roy, ana', name: 'Ana Roy', product_count: 2 },
      { key: 'roy, ana~1', name: `Ana Roy ${variant(1)}`, product_count: 2 },
    ]);
  });
});
