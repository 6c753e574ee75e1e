import type { DoiMetadata } from '@portal/common/api/doi-metadata';
import { describe, expect, it } from 'vitest';
import { ApiError, CallSkippedError } from '../../lib/api/fetcher';
import { applyFill, fillNotes, lookupDoi, lookupFailure, offeredValues, planFill, undoFill, type FillValues } from './doi-fill';

/** An answer shaped like the route's for `10.5555/arn.fixture.article` (spec 6-data-and-beyond §6.3.7). */
const article: DoiMetadata = {
  doi: '10.5555/arn.fixture.article',
  title: 'Community walking groups and falls',
  title_language: 'en',
  publish_date: '2025-11-03',
  date_precision: 'day',
  all_author: 'Lévesque, Éric; Nguyen, Minh Anh; Okafor, Nkechi; Smith, J.; Iyer, Rajesh',
  author_count: 5,
  authors_included: 5,
  product_type_id: 'pt-article',
  note: 'First paragraph.\n\nSecond paragraph.',
  note_truncated: false,
  title_truncated: false,
  existing_product: null,
};

const EMPTY: FillValues = { title_en: '', title_fr: '', product_type_id: '', publish_date: '', all_author: '', note: '' };

describe('the values a DOI offers (spec 6-data-and-beyond §6.3.7)', () => {
  it('maps an English answer to the English title and every field it has', () => {
    expect(offeredValues(article)).toEqual({
      title_en: article.title,
      product_type_id: 'pt-article',
      publish_date: '2025-11-03',
      all_author: article.all_author,
      note: article.note,
    });
  });

  it('puts a French title in title_fr and never offers the other language', () => {
    const rapport = { ...article, title: 'Rapport sur la mobilité', title_language: 'fr' as const, note: null, publish_date: '2026-04-01', date_precision: 'month' as const };
    const offered = offeredValues(rapport);
    expect(offered.title_fr).toBe('Rapport sur la mobilité');
    expect('title_en' in offered).toBe(false);
    expect('note' in offered).toBe(false);
  });

  it('offers no type when none is mapped (a manuscript), nor a missing title, date or author text', () => {
    const bare = { ...article, title: null, product_type_id: null, publish_date: null, date_precision: null, all_author: null, author_count: 0, authors_included: 0, note: null };
    expect(offeredValues(bare)).toEqual({});
  });
});

describe('which fields are filled, left alone or asked about', () => {
  const offered = offeredValues(article);

  it('fills every empty field', () => {
    expect(planFill(EMPTY, offered)).toEqual({ empty: ['title_en', 'product_type_id', 'publish_date', 'all_author', 'note'], conflicts: [] });
  });

  it('leaves alone a field holding the same value (white space aside) and asks about a different one', () => {
    const current = { ...EMPTY, title_en: '  Community walking   groups and falls ', publish_date: '2025-01-01' };
    const plan = planFill(current, offered);
    expect(plan.empty).toEqual(['product_type_id', 'all_author', 'note']);
    expect(plan.conflicts).toEqual([{ field: 'publish_date', yours: '2025-01-01', fromDoi: '2025-11-03' }]);
  });

  it('never asks about a field the DOI has no value for', () => {
    const current = { ...EMPTY, title_fr: 'Mon titre', note: 'My abstract' };
    const plan = planFill(current, offeredValues({ ...article, note: null }));
    expect(plan.conflicts).toEqual([]);
    expect(plan.empty).not.toContain('title_fr');
  });

  it('applies the chosen fields only and remembers what they held, which undo restores', () => {
    const current = { ...EMPTY, doi: '10.5555/x', title_en: 'Mine', on_going: true };
    const result = applyFill(current, offered, ['product_type_id', 'note']);
    expect(result.filled).toEqual(['product_type_id', 'note']);
    expect(result.values).toEqual({ ...current, product_type_id: 'pt-article', note: article.note });
    expect(result.previous).toEqual({ product_type_id: '', note: '' });
    expect(undoFill(result.values, result.previous)).toEqual(current);
  });
});

describe('the notes after "<n> fields filled from the DOI."', () => {
  const all = ['title_en', 'title_fr', 'product_type_id', 'publish_date', 'all_author', 'note'] as const;

  it('has none for a complete answer', () => {
    expect(fillNotes(article, all)).toEqual([]);
  });

  it('tells a year-only or a month date, cut authors, a shortened title and abstract, in that order', () => {
    expect(fillNotes({ ...article, date_precision: 'year' }, all)).toEqual([{ key: 'yearOnly' }]);
    const consortium = { ...article, date_precision: 'month' as const, author_count: 600, authors_included: 212, title_truncated: true, note_truncated: true };
    expect(fillNotes(consortium, all)).toEqual([{ key: 'monthOnly' }, { key: 'authorsCut', k: 212, n: 600 }, { key: 'titleShortened' }, { key: 'abstractShortened' }]);
  });

  it('leaves out the note of a field that was not filled (the user kept their value)', () => {
    const consortium = { ...article, date_precision: 'year' as const, author_count: 600, authors_included: 212, title_truncated: true, note_truncated: true };
    expect(fillNotes(consortium, ['product_type_id'])).toEqual([]);
    // A French title is reported when title_fr was filled, not title_en.
    expect(fillNotes({ ...consortium, title_language: 'fr' }, ['title_en'])).toEqual([]);
    expect(fillNotes({ ...consortium, title_language: 'fr' }, ['title_fr'])).toEqual([{ key: 'titleShortened' }]);
  });
});

describe('the DOI field before a lookup', () => {
  it('refuses an empty or invalid DOI with the field codes, sends a bare or resolver form bare', () => {
    expect(lookupDoi('  ')).toEqual({ ok: false, error: { field: 'doi', code: 'required' } });
    expect(lookupDoi('javascript:alert(1)')).toMatchObject({ ok: false, error: { field: 'doi', code: 'invalid_format' } });
    expect(lookupDoi(`10.5555/${'x'.repeat(120)}`)).toMatchObject({ ok: false, error: { field: 'doi', code: 'too_long' } });
    expect(lookupDoi('10.5555/arn.fixture.article')).toEqual({ ok: true, doi: '10.5555/arn.fixture.article' });
    expect(lookupDoi(' https://doi.org/10.5555/arn.fixture.article ')).toEqual({ ok: true, doi: '10.5555/arn.fixture.article' });
  });
});

describe('how a failed lookup is reported', () => {
  const problem = (status: number, code: string) => new ApiError('/api/doi-metadata/x', status, { type: 'about:blank', title: code, status, detail: code, code, instance: '/x' }, null);

  it('maps each answer to its message, the session handling or the toast', () => {
    expect(lookupFailure(problem(404, 'doi_not_found'))).toBe('notFound');
    expect(lookupFailure(problem(503, 'doi_lookup_unavailable'))).toBe('unavailable');
    expect(lookupFailure(new TypeError('Failed to fetch'))).toBe('unavailable');
    expect(lookupFailure(problem(429, 'too_many_requests'))).toBe('tooMany');
    expect(lookupFailure(problem(400, 'validation_failed'))).toBe('invalid');
    expect(lookupFailure(problem(401, 'authentication_required'))).toBe('silent');
    expect(lookupFailure(new CallSkippedError('/api/doi-metadata/x'))).toBe('silent');
    expect(lookupFailure(problem(500, 'internal_error'))).toBe('toast');
    expect(lookupFailure(problem(403, 'forbidden'))).toBe('toast');
  });
});
