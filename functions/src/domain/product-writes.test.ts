import { describe, expect, it } from 'vitest';
import type { Caller } from './caller';
import { mayEditProduct, productLinkChecks } from './product-writes';
import type { ProductRecord } from './records';

function caller(isAdmin: boolean, memberId: string | null): Caller {
  return { account: { id: 'acc', is_admin: isAdmin, member: memberId ? { id: memberId } : null } } as unknown as Caller;
}

describe('mayEditProduct (1-roles §1.3.2)', () => {
  const product = { member_author_ids: ['m1', 'm2'] };

  it('lets administrators and the stored member authors edit', () => {
    expect(mayEditProduct(caller(true, null), product)).toBe(true);
    expect(mayEditProduct(caller(true, 'm9'), product)).toBe(true);
    expect(mayEditProduct(caller(false, 'm2'), product)).toBe(true);
  });

  it('refuses other members and accounts without a member record', () => {
    expect(mayEditProduct(caller(false, 'm9'), product)).toBe(false);
    expect(mayEditProduct(caller(false, null), product)).toBe(false);
  });
});

describe('productLinkChecks', () => {
  it('checks only the fields sent, each against its kind and list, retired entries allowed to stay', () => {
    const stored = { product_type_id: 'type-old', target_ids: ['target-old'], topic_ids: ['topic-old'] } as ProductRecord;
    expect(
      productLinkChecks(
        { product_type_id: 'type-new', member_author_ids: ['m1'], partner_ids: ['o1'], target_ids: ['t1'], topic_ids: ['topic-old'] },
        stored,
      ),
    ).toEqual([
      { field: 'product_type_id', kind: 'reference', list: 'product-types', ids: ['type-new'], single: true, stored: ['type-old'] },
      { field: 'member_author_ids', kind: 'member', ids: ['m1'] },
      { field: 'partner_ids', kind: 'organization', ids: ['o1'] },
      { field: 'target_ids', kind: 'reference', list: 'targets', ids: ['t1'], stored: ['target-old'] },
      { field: 'topic_ids', kind: 'reference', list: 'topics', ids: ['topic-old'], stored: ['topic-old'] },
    ]);
    expect(productLinkChecks({ title_en: 'x', on_going: true })).toEqual([]);
    expect(productLinkChecks({ product_type_id: null })).toEqual([
      { field: 'product_type_id', kind: 'reference', list: 'product-types', ids: [null], single: true, stored: [] },
    ]);
  });
});
