import { describe, expect, it } from 'vitest';
import { insightTabBody, insightTabValues, validateInsightTab } from './insight-tab-form';

describe('insight tab form', () => {
  it('starts empty without an insight and sends empty values as null, texts with their line breaks', () => {
    const values = insightTabValues(undefined);
    expect(Object.values(values).every((v) => v === '')).toBe(true);
    expect(insightTabBody({ ...values, dream: 'First\nSecond', interview_date: ' 2024-05-02 ' })).toEqual({
      interview_date: '2024-05-02',
      about_member: null,
      about_promotions: null,
      dream: 'First\nSecond',
      how_can_we_help: null,
      admin_notes: null,
      other_notes: null,
    });
  });

  it('checks the date and the 4000-character limit with the API schema', () => {
    const values = insightTabValues(undefined);
    const errors = validateInsightTab(insightTabBody({ ...values, interview_date: '2024-13-40', admin_notes: 'x'.repeat(4001) }));
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['interview_date', expect.any(String)],
      ['admin_notes', 'too_long'],
    ]);
    expect(validateInsightTab(insightTabBody(values))).toEqual([]);
  });
});
