import { describe, expect, it } from 'vitest';
import { applyRecordRules } from '../record-rules';
import type { SchemaResult } from '../schema';
import { validateCreate, validateUpdate } from '../schema';
import { EVENT_RULES, eventSchema } from './event';

function summary(result: SchemaResult<unknown>): string[] {
  return result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);
}

describe('event schema', () => {
  it('fills list defaults at creation', () => {
    const result = validateCreate(eventSchema, { name_en: 'Forum' });
    expect(result).toEqual({
      ok: true,
      value: {
        name_en: 'Forum',
        name_fr: null,
        start_date: null,
        end_date: null,
        event_type_id: null,
        note: null,
        member_ids: [],
        partner_ids: [],
        resulting_product_ids: [],
        resulting_grant_ids: [],
        topic_ids: [],
        previous_event_ids: [],
      },
    });
  });

  it('refuses next_event_ids, null lists, duplicates and lists over their maximum', () => {
    const result = validateCreate(eventSchema, {
      name_fr: 'Forum',
      next_event_ids: ['event-01'],
      member_ids: null,
      partner_ids: ['o1', 'o1'],
      previous_event_ids: Array.from({ length: 21 }, (_, i) => `event-${i}`),
      topic_ids: 'topic-x',
      start_date: '2024-02-30',
    });
    expect(summary(result)).toEqual([
      'next_event_ids:unknown_field',
      'member_ids:invalid_type',
      'partner_ids[1]:duplicate_item',
      'previous_event_ids:too_many',
      'topic_ids:invalid_type',
      'start_date:invalid_format',
    ]);
  });

  it('orders the dates on the record after the change', () => {
    expect(applyRecordRules({ start_date: '2024-05-02', end_date: '2024-05-01' }, EVENT_RULES)).toEqual([
      expect.objectContaining({ field: 'end_date', code: 'date_order', params: { after: 'start_date' } }),
    ]);
    expect(applyRecordRules({ start_date: '2024-05-01', end_date: '2024-05-01' }, EVENT_RULES)).toEqual([]);
    expect(applyRecordRules({ start_date: null, end_date: '2024-05-01' }, EVENT_RULES)).toEqual([]);
  });

  it('checks the name pair against the stored names at update', () => {
    expect(summary(validateUpdate(eventSchema, { name_fr: '' }, { name_en: null, name_fr: 'Forum' }))).toEqual([
      'name_fr:one_language_required',
      'name_en:one_language_required',
    ]);
  });
});
