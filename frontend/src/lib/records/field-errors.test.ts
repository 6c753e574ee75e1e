import { dateOrder } from '@portal/common/validation/record-rules';
import { describe, expect, it } from 'vitest';
import { fieldMessages, withRecordRules } from './field-errors';

describe('field error messages', () => {
  it('names the earlier date of date_order by its label in the active language, never by its key', () => {
    const errors = [{ field: 'completed_date', code: 'date_order', params: { after: 'submission_date' } }];
    expect(fieldMessages(errors, 'en').completed_date).toBe('This date cannot be earlier than “Submission date”.');
    expect(fieldMessages(errors, 'fr').completed_date).toBe('Cette date ne peut pas être antérieure à «\u00a0Date de soumission\u00a0».');
  });

  it('keeps one message per field, list items reported on their list', () => {
    const errors = [
      { field: 'member_ids[2]', code: 'unknown_reference' },
      { field: 'member_ids[3]', code: 'duplicate_item' },
    ];
    expect(Object.keys(fieldMessages(errors, 'en'))).toEqual(['member_ids']);
  });
});

describe('withRecordRules', () => {
  const rules = [dateOrder('start_date', 'end_date')];

  it('adds the record rules to the schema errors, so reversed dates are refused before sending', () => {
    expect(withRecordRules([], { start_date: '2025-05-02', end_date: '2025-05-01' }, rules)).toEqual([
      expect.objectContaining({ field: 'end_date', code: 'date_order', params: { after: 'start_date' } }),
    ]);
    expect(withRecordRules([], { start_date: '2025-05-01', end_date: '2025-05-01' }, rules)).toEqual([]);
  });

  it('leaves out a rule error on a field the schema already refused', () => {
    const schemaError = { field: 'end_date', code: 'invalid_date' };
    expect(withRecordRules([schemaError], { start_date: '2025-05-02', end_date: '2025-05-01' }, rules)).toEqual([schemaError]);
  });
});
