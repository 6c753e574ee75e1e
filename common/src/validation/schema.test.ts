import { describe, expect, it } from 'vitest';
import { fieldError } from '../errors/field-error';
import {
  addFieldErrors,
  bilingualPair,
  defineSchema,
  optional,
  required,
  validateCreate,
  validateUpdate,
} from './schema';
import type { SchemaResult } from './schema';
import { booleanFlag, calendarDate, multiLineText, oneLineString, singleLink } from './field-types';
import { idList } from './id-list';
import { applyRecordRules, dateOrder } from './record-rules';

// A product-like schema (2-data-model §2.2.6) to exercise the runner.
const productSchema = defineSchema({
  ...bilingualPair('title', oneLineString(500), 'at_least_one'),
  publish_date: optional(calendarDate()),
  all_author: required(multiLineText(3000)),
  product_type_id: optional(singleLink()),
  member_author_ids: optional(idList(1000)),
  peer_reviewed: optional(booleanFlag()),
});

const entrySchema = defineSchema({
  ...bilingualPair('name', oneLineString(255), 'both_required'),
  retired: optional(booleanFlag()),
});

function summary(result: SchemaResult<unknown>): string[] {
  return result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);
}

describe('validateCreate', () => {
  it('returns normalised values with defaults for omitted optional fields', () => {
    expect(validateCreate(productSchema, { title_fr: '  Santé rurale ', all_author: 'Tremblay, M.\r\nNguyen A.' })).toEqual({
      ok: true,
      value: {
        title_en: null,
        title_fr: 'Santé rurale',
        publish_date: null,
        all_author: 'Tremblay, M.\nNguyen A.',
        product_type_id: null,
        member_author_ids: [],
        peer_reviewed: false,
      },
    });
  });

  it('turns empty optional strings into null', () => {
    const result = validateCreate(productSchema, { title_en: 'T', title_fr: '   ', all_author: 'A', product_type_id: '' });
    expect(result).toMatchObject({ ok: true, value: { title_fr: null, product_type_id: null } });
  });

  it('answers the spec example of §3.2.1: pair errors on both fields, then the list item', () => {
    const result = validateCreate(productSchema, {
      title_en: '',
      title_fr: null,
      all_author: 'A. Author',
      member_author_ids: ['m1', 'm2', 'm3', 'm4', 'm2'],
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'title_en', code: 'one_language_required', message: 'Provide at least one language.', params: { other: 'title_fr' } },
        { field: 'title_fr', code: 'one_language_required', message: 'Provide at least one language.', params: { other: 'title_en' } },
        { field: 'member_author_ids[4]', code: 'duplicate_item', message: 'This item is listed twice.' },
      ],
      partial: expect.objectContaining({ all_author: 'A. Author', title_en: null, title_fr: null }),
    });
  });

  it('collects every error at once, in the order of the keys in the body, missing fields last', () => {
    const result = validateCreate(productSchema, {
      peer_reviewed: 'true',
      member_author_ids: null,
      id: 'p1',
      publish_date: '2023-02-29',
      title_en: 'x'.repeat(501),
      etag: 'abc',
    });
    expect(summary(result)).toEqual([
      'peer_reviewed:invalid_type',
      'member_author_ids:invalid_type',
      'id:unknown_field',
      'publish_date:invalid_format',
      'title_en:too_long',
      'etag:unknown_field',
      'all_author:required',
    ]);
  });

  it('orders a pair error by where each side sits in the body', () => {
    const result = validateCreate(productSchema, { all_author: 'A', title_fr: '', product_type_id: '../x' });
    // title_fr was sent (position 1); title_en was not, so it comes after the body's fields.
    expect(summary(result)).toEqual([
      'title_fr:one_language_required',
      'product_type_id:invalid_format',
      'title_en:one_language_required',
    ]);
  });

  it('does not judge a pair when one side has a wrong type', () => {
    expect(summary(validateCreate(productSchema, { title_en: 5, all_author: 'A' }))).toEqual(['title_en:invalid_type']);
  });

  it('refuses null, empty and missing required fields', () => {
    expect(summary(validateCreate(entrySchema, { name_en: null, name_fr: '  ' }))).toEqual([
      'name_en:required',
      'name_fr:required',
    ]);
    expect(summary(validateCreate(entrySchema, {}))).toEqual(['name_en:required', 'name_fr:required']);
  });

  it('treats undefined as omitted and ignores inherited names', () => {
    expect(validateCreate(entrySchema, { name_en: 'A', name_fr: 'B', retired: undefined })).toEqual({
      ok: true,
      value: { name_en: 'A', name_fr: 'B', retired: false },
    });
    const body = JSON.parse('{"name_en":"A","name_fr":"B","__proto__":1,"toString":"x"}') as Record<string, unknown>;
    expect(summary(validateCreate(entrySchema, body))).toEqual(['__proto__:unknown_field', 'toString:unknown_field']);
  });
});

describe('validateUpdate', () => {
  it('returns only the fields sent, normalised', () => {
    expect(validateUpdate(productSchema, { title_en: ' New ', member_author_ids: ['m1'] })).toEqual({
      ok: true,
      value: { title_en: 'New', member_author_ids: ['m1'] },
    });
    expect(validateUpdate(productSchema, {})).toEqual({ ok: true, value: {} });
  });

  it('keeps omitted required fields but refuses clearing them', () => {
    expect(validateUpdate(productSchema, { publish_date: null }).ok).toBe(true);
    expect(summary(validateUpdate(productSchema, { all_author: '  ' }))).toEqual(['all_author:required']);
    expect(summary(validateUpdate(productSchema, { all_author: null }))).toEqual(['all_author:required']);
  });

  it('checks a pair on the record after the change', () => {
    const stored = { title_en: 'Rural health', title_fr: null, all_author: 'A' };
    expect(summary(validateUpdate(productSchema, { title_en: '' }, stored))).toEqual([
      'title_en:one_language_required',
      'title_fr:one_language_required',
    ]);
    expect(validateUpdate(productSchema, { title_en: '', title_fr: 'Santé rurale' }, stored).ok).toBe(true);
    expect(validateUpdate(productSchema, { title_fr: 'Santé rurale' }, stored).ok).toBe(true);
    // A stored record whose other side is filled allows clearing one side.
    expect(validateUpdate(productSchema, { title_en: null }, { title_en: 'A', title_fr: 'B' }).ok).toBe(true);
  });

  it('judges a pair without the stored record only when both sides are sent', () => {
    expect(validateUpdate(productSchema, { title_en: '' }).ok).toBe(true);
    expect(summary(validateUpdate(productSchema, { title_fr: null, title_en: '' }))).toEqual([
      'title_fr:one_language_required',
      'title_en:one_language_required',
    ]);
  });

  it('refuses unknown and server-set fields', () => {
    expect(summary(validateUpdate(productSchema, { created_at: 'x', title_en: 'A', member_authors: [] }))).toEqual([
      'created_at:unknown_field',
      'member_authors:unknown_field',
    ]);
  });
});

describe('checks outside the runner', () => {
  const body = { title_en: 'T', publish_date: '2024-01-01', all_author: 'A', member_author_ids: ['m1', 'gone'] };

  it('adds further errors in body order and keeps the valid values', () => {
    const result = validateCreate(productSchema, body);
    const extra = [fieldError('member_author_ids[1]', 'unknown_reference')];
    const combined = addFieldErrors(productSchema, body, result, extra);
    expect(summary(combined)).toEqual(['member_author_ids[1]:unknown_reference']);
    expect(combined.ok ? null : combined.partial.publish_date).toBe('2024-01-01');
  });

  it('merges with the toolkit errors in body order', () => {
    const bad = { ...body, title_en: 5, peer_reviewed: 1 };
    const result = validateCreate(productSchema, bad);
    const extra = [fieldError('member_author_ids[1]', 'unknown_reference')];
    expect(summary(addFieldErrors(productSchema, bad, result, extra))).toEqual([
      'title_en:invalid_type',
      'member_author_ids[1]:unknown_reference',
      'peer_reviewed:invalid_type',
    ]);
    expect(addFieldErrors(productSchema, bad, result, [])).toBe(result);
  });

  it('reports date_order on the later field, naming the earlier one', () => {
    const rules = [dateOrder('start_date', 'end_date')];
    expect(applyRecordRules({ start_date: '2024-05-02', end_date: '2024-05-01' }, rules)).toEqual([
      {
        field: 'end_date',
        code: 'date_order',
        message: 'This date cannot be earlier than “start_date”.',
        params: { after: 'start_date' },
      },
    ]);
    expect(applyRecordRules({ start_date: '2024-05-01', end_date: '2024-05-01' }, rules)).toEqual([]);
    expect(applyRecordRules({ start_date: '2024-05-01', end_date: null }, rules)).toEqual([]);
  });
});
