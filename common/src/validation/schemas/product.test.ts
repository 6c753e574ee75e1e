import { describe, expect, it } from 'vitest';
import type { SchemaResult } from '../schema';
import { validateCreate, validateUpdate } from '../schema';
import { productAdminSchema, productPrivateSchema, productPublicSchema, registerProductSchema } from './product';

function summary(result: SchemaResult<unknown>): string[] {
  return result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);
}

describe('product schemas (3-api §3.8, §3.13)', () => {
  it('fills the defaults at registration and normalises the values', () => {
    expect(validateCreate(registerProductSchema, { title_fr: ' Rapport ', all_author: 'A. Roy\r\nB. Roy', doi: 'https://doi.org/10.1139/CJPH-2023-0042' })).toEqual({
      ok: true,
      value: {
        title_en: null,
        title_fr: 'Rapport',
        publish_date: null,
        all_author: 'A. Roy\nB. Roy',
        doi: '10.1139/CJPH-2023-0042',
        product_type_id: null,
        note: null,
        member_author_ids: [],
        partner_ids: [],
        target_ids: [],
        on_going: false,
        peer_reviewed: false,
        topic_ids: [],
      },
    });
  });

  it('reports every error at once, in the body’s order', () => {
    const result = validateCreate(registerProductSchema, {
      title_en: '',
      doi: '10.12/abc',
      publish_date: '2023-02-29',
      on_going: 'true',
      member_author_ids: ['m1', 'm1'],
      partner_ids: Array.from({ length: 51 }, (_, i) => `o${i}`),
      etag: 'x',
      member_authors: [],
    });
    expect(summary(result)).toEqual([
      'title_en:one_language_required',
      'doi:invalid_format',
      'publish_date:invalid_format',
      'on_going:invalid_type',
      'member_author_ids[1]:duplicate_item',
      'partner_ids:too_many',
      'etag:unknown_field',
      'member_authors:unknown_field',
      'title_fr:one_language_required',
      'all_author:required',
    ]);
  });

  it('limits the texts', () => {
    const result = validateCreate(registerProductSchema, { title_en: 'x'.repeat(501), all_author: 'a'.repeat(3001), note: 'n'.repeat(2001) });
    expect(summary(result)).toEqual(['title_en:too_long', 'all_author:too_long', 'note:too_long']);
  });

  it('accepts only its own fields on each update route', () => {
    expect(summary(validateUpdate(productPublicSchema, { on_going: true, topic_ids: [] }))).toEqual(['on_going:unknown_field', 'topic_ids:unknown_field']);
    expect(summary(validateUpdate(productPrivateSchema, { title_en: 'x', peer_reviewed: null }))).toEqual(['title_en:unknown_field', 'peer_reviewed:invalid_type']);
    expect(summary(validateUpdate(productAdminSchema, { topic_ids: null, note: 'x' }))).toEqual(['topic_ids:invalid_type', 'note:unknown_field']);
    expect(summary(validateUpdate(productPublicSchema, { all_author: '  ' }))).toEqual(['all_author:required']);
  });

  it('checks the title pair against the stored titles', () => {
    expect(summary(validateUpdate(productPublicSchema, { title_fr: null }, { title_en: null, title_fr: 'Rapport' }))).toEqual([
      'title_fr:one_language_required',
      'title_en:one_language_required',
    ]);
    expect(validateUpdate(productPublicSchema, { title_fr: null }, { title_en: 'Report', title_fr: 'Rapport' })).toEqual({ ok: true, value: { title_fr: null } });
  });
});
