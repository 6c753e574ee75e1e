import { describe, expect, it } from 'vitest';
import { todayIn } from './today';

describe('todayIn (spec 2-data-model §2.1.8)', () => {
  it('is the calendar date in the network time zone, not in UTC', () => {
    const lateEvening = new Date('2026-03-01T03:30:00.000Z');
    expect(todayIn('America/Toronto', lateEvening)).toBe('2026-02-28');
    expect(todayIn('UTC', lateEvening)).toBe('2026-03-01');
    expect(todayIn('Asia/Tokyo', new Date('2026-12-31T15:00:00.000Z'))).toBe('2027-01-01');
  });

  it('writes the date as YYYY-MM-DD with leading zeros', () => {
    expect(todayIn('America/Toronto', new Date('2026-01-05T14:00:00.000Z'))).toBe('2026-01-05');
  });
});
