import type { AccountListItem } from '@portal/common/api/account';
import type { KeywordProjection } from '@portal/common/api/keyword';
import type { MemberListItem } from '@portal/common/api/member';
import type { ProductListItem } from '@portal/common/api/product';
import { describe, expect, it } from 'vitest';
import { demo, demoAccountItems, demoProductItems } from '../../test/demo-lists';
import { buildKindIndex, indexAccounts, indexKeywords, indexMembers, indexProducts, mapInSlices, type KindIndex, type SearchItemMap, type SearchKind } from './search-index';
import { displayOrder, matchFromStarts, matchKind, narrows, planQuery, rankKind, SCORE, scoreOf, scoreWords, searchOrdered } from './search-query';

/** `/api/all-members` as the API projects the demo's active members (spec 2-data-model §2.4.3). */
function demoMemberItems(): MemberListItem[] {
  const accounts = new Map(demo.accounts.map((a) => [a.id, a]));
  return demo.members
    .filter((m) => m.is_active)
    .map((m) => {
      const account = accounts.get(m.account_id);
      return {
        id: m.id,
        account: { first_name: account?.first_name ?? '', last_name: account?.last_name ?? '' },
        is_active: true,
        faculty_id: m.faculty_id,
        member_type_id: m.member_type_id,
        keyword_ids: m.keyword_ids,
        problems: m.problems,
        orcid: m.orcid,
        missing_languages: [],
      };
    });
}

const keywords: KeywordProjection[] = demo.keywords.map((k) => ({ ...k, etag: '' }));
const members = demoMemberItems();
const products = demoProductItems();
const accounts = demoAccountItems();

function search<K extends SearchKind>(kind: K, index: KindIndex<SearchItemMap[K]>, query: string, language: 'en' | 'fr' = 'en') {
  const plan = planQuery(query);
  if (!plan) return [];
  return rankKind(matchKind(displayOrder(kind, index, language), plan), index, plan).map((e) => ({ item: e.item, score: scoreOf(e, index, plan) }));
}
const ids = (ranked: ReadonlyArray<{ item: { id: string } }>) => ranked.map((r) => r.item.id);
const memberNames = (ranked: ReadonlyArray<{ item: MemberListItem }>) => ranked.map((r) => `${r.item.account.first_name} ${r.item.account.last_name}`);

describe('global search on the demo data (spec 6-data-and-beyond §6.3.3, acceptance 3 and 4)', () => {
  const memberIndex = indexMembers(members, keywords);
  const productIndex = indexProducts(products);

  it('"levesque" lists Éric and Jean-Pierre Lévesque and products 01, 03, 04, 07 and 10', () => {
    expect(memberNames(search('members', memberIndex, 'levesque'))).toEqual(['Éric Lévesque', 'Jean-Pierre Lévesque']);
    expect(ids(search('products', productIndex, 'levesque'))).toEqual(expect.arrayContaining(['product-01', 'product-03', 'product-04', 'product-07', 'product-10']));
  });

  it('"vieillissement" finds the keyword Aging / Vieillissement and the members who use it', () => {
    expect(ids(search('keywords', indexKeywords(keywords), 'vieillissement'))).toEqual(['keyword-aging']);
    const users = members.filter((m) => m.keyword_ids.includes('keyword-aging')).map((m) => m.id);
    expect(users.length).toBeGreaterThan(0);
    expect(ids(search('members', memberIndex, 'vieillissement')).sort()).toEqual(users.sort());
  });

  it('finds Éric Lévesque by his ORCID iD in any accepted form, first', () => {
    for (const form of ['0000-0000-0000-001x', '000000000000001X', 'https://orcid.org/0000-0000-0000-001X']) {
      const ranked = search('members', memberIndex, form);
      expect(ranked[0]?.item.id, form).toBe('member-eric-levesque');
      expect(ranked[0]?.score).toBe(SCORE.exact);
    }
  });

  it('finds product 01 by its DOI in any accepted form, first', () => {
    for (const form of ['10.5555/ARN.2024.001', 'doi:10.5555/arn.2024.001', 'https://doi.org/10.5555/ARN.2024.001']) {
      const ranked = search('products', productIndex, form);
      expect(ranked[0]?.item.id, form).toBe('product-01');
      expect(ranked[0]?.score).toBe(SCORE.exact);
    }
  });

  it('never holds inactive members; administrators find them among accounts', () => {
    for (const name of ['Louis Ouellet', 'Giulia Rossi', 'Tanvir Rahman']) {
      expect(search('members', memberIndex, name)).toEqual([]);
      expect(search('accounts', indexAccounts(accounts), name).map((r) => `${r.item.first_name} ${r.item.last_name}`)).toContain(name);
    }
  });

  it('finds a record named in English by a French query through its keywords', () => {
    const frenchOnly = search('members', memberIndex, 'démence');
    expect(frenchOnly.length).toBeGreaterThan(0);
    expect(frenchOnly.every((r) => r.item.keyword_ids.includes('keyword-dementia'))).toBe(true);
  });
});

describe('ranking (spec 6-data-and-beyond §6.3.3)', () => {
  const person = (id: string, first: string, last: string, keywordIds: string[] = []): MemberListItem => ({
    id,
    account: { first_name: first, last_name: last },
    is_active: true,
    faculty_id: null,
    member_type_id: null,
    keyword_ids: keywordIds,
    problems: [],
    orcid: null,
    missing_languages: [],
  });
  const kw: KeywordProjection[] = [{ id: 'k', name_en: 'Anna studies', name_fr: 'Études Anna', etag: '' }];
  const people = [
    person('uses-keyword', 'Zoé', 'Roy', ['k']),
    person('two-fields', 'Bob', 'Anna'),
    person('equal', 'Anna', 'Lee'),
    person('starts', 'Anna', 'Leblanc'),
    person('each-word', 'Léa', 'Anna-Lee'),
    person('other', 'Marc', 'Tremblay'),
  ];

  it('orders equal, starts with, one field, primary fields, secondary fields', () => {
    const index = indexMembers(people, kw);
    expect(search('members', index, 'anna lee').map((r) => [r.item.id, r.score])).toEqual([
      ['equal', SCORE.equal],
      ['each-word', SCORE.oneField],
    ]);
    const ranked = search('members', index, 'anna l');
    expect(ranked.map((r) => [r.item.id, r.score])).toEqual([
      ['starts', SCORE.startsWith],
      ['equal', SCORE.startsWith],
      ['each-word', SCORE.oneField],
    ]);
    expect(search('members', index, 'anna').map((r) => [r.item.id, r.score])).toEqual([
      ['starts', SCORE.startsWith],
      ['equal', SCORE.startsWith],
      ['two-fields', SCORE.oneField],
      ['each-word', SCORE.oneField],
      ['uses-keyword', SCORE.secondary],
    ]);
  });

  it('scores words found across primary fields 40, and equal fields 90', () => {
    const product = indexProducts([
      { id: 'p', title_en: 'Aging well', title_fr: 'Bien vieillir', publish_date: null, all_author: 'Roy', doi: null, product_type_id: null, partner_ids: [], target_ids: [], member_authors: [] } as ProductListItem,
    ]).entries[0]!;
    const plan = (q: string) => planQuery(q)!;
    expect(scoreWords(product, plan('aging bien'))).toBe(SCORE.primary);
    expect(scoreWords(product, plan('bien vieillir'))).toBe(SCORE.equal);
    expect(scoreWords(product, plan('aging roy'))).toBe(SCORE.secondary);
    expect(scoreWords(product, plan('roy smith'))).toBe(0);
  });

  it('breaks ties by display name with the language collator', () => {
    const index = indexAccounts([
      { id: '1', first_name: 'Émile', last_name: 'Zed', login_email: 'a@x.ca', is_admin: false, last_login: null, member: null },
      { id: '2', first_name: 'Eve', last_name: 'Zed', login_email: 'b@x.ca', is_admin: false, last_login: null, member: null },
      { id: '3', first_name: 'Adam', last_name: 'Zed', login_email: 'c@x.ca', is_admin: false, last_login: null, member: null },
    ] satisfies AccountListItem[]);
    expect(ids(search('accounts', index, 'zed'))).toEqual(['3', '1', '2']);
  });

  it('searches nothing under 2 characters after normalisation', () => {
    expect(planQuery('é')).toBeNull();
    expect(planQuery(" ' - ")).toBeNull();
    expect(planQuery('ab')).not.toBeNull();
  });
});

describe('built once per list version, in slices', () => {
  it('returns the same build for the same arrays, a new one for a new array', async () => {
    const first = buildKindIndex('products', products, keywords);
    expect(buildKindIndex('products', products, [...keywords])).toBe(first);
    expect(buildKindIndex('products', [...products], keywords)).not.toBe(first);
    const m = buildKindIndex('members', members, keywords);
    expect(buildKindIndex('members', members, keywords)).toBe(m);
    expect(buildKindIndex('members', members, [...keywords])).not.toBe(m);
    expect((await first).entries).toEqual(indexProducts(products).entries);
  });

  it('maps every item in order, giving the thread back between slices', async () => {
    const items = Array.from({ length: 1000 }, (_, i) => i);
    let processed = 0;
    let seenAt = -1;
    // A task queued before the build runs at its first pause, not after its end.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      seenAt = processed;
      channel.port1.close();
    };
    channel.port2.postMessage(null);
    const mapped = await mapInSlices(
      items,
      (i) => {
        processed += 1;
        return i * 2;
      },
      0,
    );
    expect(mapped).toEqual(items.map((i) => i * 2));
    expect(seenAt).toBe(128);
  });

  it('gives builds of several kinds running together the texts each would have alone', async () => {
    const [p, m, a] = await Promise.all([
      buildKindIndex('products', [...products], keywords),
      buildKindIndex('members', [...members], keywords),
      buildKindIndex('accounts', [...accounts], keywords),
    ]);
    expect(p.entries).toEqual(indexProducts(products).entries);
    expect(m.entries).toEqual(indexMembers(members, keywords).entries);
    expect(a.entries).toEqual(indexAccounts(accounts).entries);
    expect(p.entries.every((e) => e.all.startsWith(' ') && e.primary.every((field) => e.all.includes(field)))).toBe(true);
  });
});

describe('typing forward narrows the previous matches', () => {
  const plan = (q: string) => planQuery(q)!;
  it('reuses the matches when the new query extends the previous one', () => {
    expect(narrows(plan('lev'), plan('leve'))).toBe(true);
    expect(narrows(plan('sante'), plan('santé me'))).toBe(true);
    expect(narrows(plan('leve'), plan('lev'))).toBe(false);
    expect(narrows(plan('sante me'), plan('sante'))).toBe(false);
  });

  it('gives the results a full scan gives', () => {
    const index = indexProducts(products);
    const order = displayOrder('products', index, 'fr');
    const first = matchKind(order, plan('le'));
    const narrowed = rankKind(matchKind(first, plan('lev')), index, plan('lev'));
    expect(narrowed.map((e) => e.id)).toEqual(rankKind(matchKind(order, plan('lev')), index, plan('lev')).map((e) => e.id));
    expect(narrowed.length).toBeGreaterThan(0);
  });
});

describe('the word-start table (a query no earlier result narrows)', () => {
  const queries = ['tr', 'le', 'sa', 'sant', 'sante me', 'lev eri', 'l e', 'e', 'mo', 'zq', '20', '2024 le', 'oe', 'x y', 'éric', 'DE LA', 'arn 2024'];
  const cases = [
    ['products', indexProducts(products)],
    ['members', indexMembers(members, keywords)],
    ['accounts', indexAccounts(accounts)],
  ] as const;

  it.each(cases)('gives the %s a full scan gives, in display order, for every query', (kind, index) => {
    const order = displayOrder(kind, index as never, 'fr');
    let found = 0;
    for (const query of queries) {
      const plan = planQuery(query);
      if (!plan) continue;
      const expected = matchKind(order, plan).map((e) => e.id);
      expect(matchFromStarts(order, index as never, plan).map((e) => e.id), query).toEqual(expected);
      found += expected.length;
    }
    expect(found).toBeGreaterThan(0);
  });

  it('is what the page searches with, ranked as the full scan ranks', () => {
    const index = indexProducts(products);
    const order = displayOrder('products', index, 'en');
    for (const query of ['le', 'tr', 'levesque', 'sante mentale']) {
      const plan = planQuery(query)!;
      // a fresh order array: no previous query to narrow
      const fresh = [...order];
      expect(searchOrdered(fresh, index, plan).map((e) => e.id), query).toEqual(rankKind(matchKind(order, plan), index, plan).map((e) => e.id));
    }
  });
});

