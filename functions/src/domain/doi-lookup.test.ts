import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createDoiLookup, lookupDoi, lookUpDoiMetadata, takeLookup } from './doi-lookup';
import type { DoiMetadataAnswer, DoiMetadataSource } from './ports';
import { InMemoryStore } from '../testing/in-memory-store';
import type { KindRecords } from './records';

/** A source that answers from a table and counts its calls (a unit-test double). */
function tableSource(answers: Record<string, DoiMetadataAnswer>): DoiMetadataSource & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async fetch(doi) {
      calls.push(doi);
      return answers[doi] ?? { kind: 'not-found' };
    },
  };
}

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('not refused');
}

async function refusalOf(run: () => Promise<unknown>): Promise<ApiError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('not refused');
}

const ARTICLE = { type: 'article-journal', title: 'A title', issued: { 'date-parts': [[2024, 5, 6]] } };

function storeWith(products: Partial<KindRecords['product']>[], retired = false): InMemoryStore {
  const store = new InMemoryStore();
  store.put('reference', { id: 'product-type-journal-article', list: 'product-types', name_en: 'Journal article', name_fr: 'Article de revue', retired } as unknown as KindRecords['reference']);
  for (const product of products) {
    store.put('product', product as KindRecords['product'], product.doi ? [{ scope: 'doi', value: product.doi.toLowerCase(), field: 'doi' }] : []);
  }
  return store;
}

describe('lookupDoi: the DOI of the path (spec 3-api §3.16.4)', () => {
  it('accepts every form of the DOI type and normalises to the bare, lower-case DOI', () => {
    expect(lookupDoi('10.5555/ARN.Fixture.Article')).toBe('10.5555/arn.fixture.article');
    expect(lookupDoi('https://doi.org/10.5555/ARN.FIXTURE.ARTICLE')).toBe('10.5555/arn.fixture.article');
    expect(lookupDoi('doi:10.1000/a(b)<c>')).toBe('10.1000/a(b)<c>');
  });

  it('refuses anything else with validation_failed on doi, invalid_format, format doi', () => {
    for (const raw of ['javascript:alert(1)', '', '   ', '10.12/x', '10.5555/a b', `10.5555/${'x'.repeat(100)}`]) {
      const error = refusal(() => lookupDoi(raw));
      expect(error.code, raw).toBe('validation_failed');
      expect(error.options.errors, raw).toEqual([expect.objectContaining({ field: 'doi', code: 'invalid_format', params: { format: 'doi' } })]);
    }
  });
});

describe('takeLookup', () => {
  it('refuses the 31st lookup of a minute with too_many_requests and Retry-After', () => {
    const lookup = createDoiLookup(null, () => 0);
    for (let i = 0; i < 30; i += 1) takeLookup(lookup, 'account-a');
    const error = refusal(() => takeLookup(lookup, 'account-a'));
    expect(error.code).toBe('too_many_requests');
    expect(error.options.headers).toEqual({ 'Retry-After': '60' });
    expect(() => takeLookup(lookup, 'account-b')).not.toThrow();
  });
});

describe('lookUpDoiMetadata', () => {
  it('maps the answer, adds the product holding the DOI (A27) and the offered product type', async () => {
    const source = tableSource({ '10.5555/held': { kind: 'found', metadata: ARTICLE } });
    const store = storeWith([{ id: 'product-01', doi: '10.5555/HELD', title_en: 'Held', title_fr: null }]);
    const answer = await lookUpDoiMetadata(createDoiLookup(source), store.repositories, '10.5555/held');
    expect(answer).toEqual({
      doi: '10.5555/held',
      title: 'A title',
      title_language: 'en',
      publish_date: '2024-05-06',
      date_precision: 'day',
      all_author: null,
      author_count: 0,
      authors_included: 0,
      product_type_id: 'product-type-journal-article',
      note: null,
      note_truncated: false,
      title_truncated: false,
      existing_product: { id: 'product-01', title_en: 'Held', title_fr: null },
    });
    expect(Object.keys(answer).sort()).toEqual(
      ['all_author', 'author_count', 'authors_included', 'date_precision', 'doi', 'existing_product', 'note', 'note_truncated', 'product_type_id', 'publish_date', 'title', 'title_language', 'title_truncated'].sort(),
    );
  });

  it('leaves a retired product type out', async () => {
    const source = tableSource({ '10.5555/a': { kind: 'found', metadata: ARTICLE } });
    const answer = await lookUpDoiMetadata(createDoiLookup(source), storeWith([], true).repositories, '10.5555/a');
    expect(answer.product_type_id).toBeNull();
    expect(answer.existing_product).toBeNull();
  });

  it('keeps successful answers 24 hours, and asks again for what failed', async () => {
    let now = 0;
    const source = tableSource({ '10.5555/a': { kind: 'found', metadata: ARTICLE }, '10.5555/down': { kind: 'unavailable', reason: 'status 500' } });
    const lookup = createDoiLookup(source, () => now);
    const repositories = storeWith([]).repositories;
    await lookUpDoiMetadata(lookup, repositories, '10.5555/a');
    now = 24 * 3600 * 1000 - 1;
    await lookUpDoiMetadata(lookup, repositories, '10.5555/a');
    expect(source.calls).toEqual(['10.5555/a']);
    now = 24 * 3600 * 1000;
    await lookUpDoiMetadata(lookup, repositories, '10.5555/a');
    expect(source.calls).toEqual(['10.5555/a', '10.5555/a']);

    for (let i = 0; i < 2; i += 1) expect((await refusalOf(() => lookUpDoiMetadata(lookup, repositories, '10.5555/down'))).code).toBe('doi_lookup_unavailable');
    for (let i = 0; i < 2; i += 1) expect((await refusalOf(() => lookUpDoiMetadata(lookup, repositories, '10.5555/unknown'))).code).toBe('doi_not_found');
    expect(source.calls.filter((doi) => doi !== '10.5555/a')).toEqual(['10.5555/down', '10.5555/down', '10.5555/unknown', '10.5555/unknown']);
  });

  it('answers 503 for every lookup when DOI_METADATA_URL is empty (no source)', async () => {
    const error = await refusalOf(() => lookUpDoiMetadata(createDoiLookup(null), storeWith([]).repositories, '10.5555/a'));
    expect(error.code).toBe('doi_lookup_unavailable');
  });

  it('checks the existing product afresh on each lookup, even from the cache', async () => {
    const source = tableSource({ '10.5555/a': { kind: 'found', metadata: ARTICLE } });
    const lookup = createDoiLookup(source);
    const store = storeWith([]);
    expect((await lookUpDoiMetadata(lookup, store.repositories, '10.5555/a')).existing_product).toBeNull();
    store.put('product', { id: 'product-02', doi: '10.5555/a', title_en: null, title_fr: 'Titre' } as KindRecords['product'], [{ scope: 'doi', value: '10.5555/a', field: 'doi' }]);
    expect((await lookUpDoiMetadata(lookup, store.repositories, '10.5555/a')).existing_product).toEqual({ id: 'product-02', title_en: null, title_fr: 'Titre' });
    expect(source.calls).toHaveLength(1);
  });
});
