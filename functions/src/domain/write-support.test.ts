import { describe, expect, it } from 'vitest';
import { afterChange, memberRefsFor, passedValues } from './write-support';

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

describe('memberRefsFor', () => {
  const ana = { first_name: 'Ana', last_name: 'Silva', is_active: true };
  const bo = { first_name: 'Bo', last_name: 'Li', is_active: false };

  it('covers exactly the ids, preferring fresh copies to stored ones', () => {
    const fresh = new Map([['m1', { ...ana, first_name: 'Anna' }]]);
    expect(memberRefsFor(['m1', 'm2'], fresh, { m1: ana, m2: bo, m3: ana })).toEqual({
      m1: { ...ana, first_name: 'Anna' },
      m2: bo,
    });
  });

  it('leaves out an id with no copy at all', () => {
    expect(memberRefsFor(['m9'], new Map(), {})).toEqual({});
  });
});
