import { describe, expect, it } from 'vitest';
import { afterChange, passedValues } from './request-values';

describe('passedValues', () => {
  it('returns the value of a valid result and the partial values of an invalid one', () => {
    expect(passedValues({ ok: true, value: { a: 1 } })).toEqual({ a: 1 });
    expect(passedValues({ ok: false, errors: [], partial: { b: 2 } })).toEqual({ b: 2 });
  });
});

describe('afterChange', () => {
  it('overlays the stored record with the values that passed', () => {
    const stored = { start_date: '2024-01-01', end_date: '2024-02-01', note: 'kept' };
    expect(afterChange(stored, { end_date: '2023-12-01' }, { end_date: '2023-12-01' })).toEqual({
      start_date: '2024-01-01',
      end_date: '2023-12-01',
      note: 'kept',
    });
  });

  it('leaves a sent field that failed undefined, so that no rule judges the stored value it replaces', () => {
    const stored = { start_date: '2024-01-01', end_date: '2024-02-01' };
    const record = afterChange(stored, { start_date: 'bad', end_date: '2023-12-01' }, { end_date: '2023-12-01' });
    expect(record.start_date).toBeUndefined();
    expect(record.end_date).toBe('2023-12-01');
  });

  it('works without a stored record (creation, or a record that does not exist)', () => {
    expect(afterChange(undefined, { a: 1, b: 'x' }, { a: 1 })).toEqual({ a: 1, b: undefined });
  });
});
