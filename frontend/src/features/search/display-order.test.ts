import type { MemberListItem } from '@portal/common/api/member';
import { describe, expect, it } from 'vitest';
import { demoAccountItems, demoProductItems } from '../../test/demo-lists';
import { answerOrder, orderInBackground } from './display-order';
import { indexAccounts, indexProducts } from './search-index';
import { displayName, displayOrder, displayPositions, entriesInOrder } from './search-query';

const products = demoProductItems();
const accounts = demoAccountItems();

describe("the display order sorted off the page's thread (issue 15)", () => {
  it('answers a request with its id and the positions of the collator order, ties by id', () => {
    const answer = answerOrder({ id: 7, names: ['Zoé', 'élan', null, 'Eve', 'élan', ''], ids: ['a', 'c', 'd', 'e', 'b', 'f'], language: 'fr' });
    expect(answer.id).toBe(7);
    // "élan" twice: ids b (position 4) then c (position 1); empty names last, by id.
    expect(Array.from(answer.order)).toEqual([4, 1, 3, 0, 2, 5]);
  });

  it('gives the order `displayOrder` computes on the page, for products and accounts, in both languages', async () => {
    for (const language of ['en', 'fr'] as const) {
      const index = indexProducts(products);
      const positions = answerOrder({ id: 1, names: products.map((p) => displayName('products', p, language)), ids: products.map((p) => p.id), language }).order;
      expect(entriesInOrder(indexProducts(products), positions, language).map((e) => e.id)).toEqual(displayOrder('products', index, language).map((e) => e.id));
      const accountIndex = indexAccounts(accounts);
      const accountOrder = entriesInOrder(accountIndex, await displayPositions('accounts', accounts, language), language);
      expect(accountOrder.map((e) => e.id)).toEqual(displayOrder('accounts', indexAccounts(accounts), language).map((e) => e.id));
    }
  });

  it('answers on this thread where there is no worker, each request with its own order', async () => {
    const [first, second] = await Promise.all([
      orderInBackground(['b', 'a'], ['1', '2'], 'en'),
      orderInBackground(['x', 'y', 'w'], ['1', '2', '3'], 'en'),
    ]);
    expect(Array.from(first)).toEqual([1, 0]);
    expect(Array.from(second)).toEqual([2, 0, 1]);
  });

  it('computes a list version’s order once per language', () => {
    const members: MemberListItem[] = [];
    expect(displayPositions('members', members, 'en')).toBe(displayPositions('members', members, 'en'));
    expect(displayPositions('members', members, 'fr')).not.toBe(displayPositions('members', members, 'en'));
  });
});
