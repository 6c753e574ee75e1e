import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateRange, formatTimestamp, plural } from './format';
import { formatCount } from './format-count';

/** French group separators and the space before "$" depend on the browser: compare plainly. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

describe('formatting per language (4-shell §4.4.4)', () => {
  it('calendar dates never shift by a day', () => {
    expect(formatDate('2025-03-14', 'en')).toBe('March 14, 2025');
    expect(formatDate('2025-03-14', 'fr')).toBe('14 mars 2025');
    expect(formatDate('2025-01-01', 'en')).toBe('January 1, 2025');
    expect(formatDate('2025-12-31', 'fr')).toBe('31 décembre 2025');
  });

  it('missing or malformed dates are null (shown as "—"), never a default date', () => {
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDate('', 'en')).toBeNull();
    expect(formatDate('2025-02-30', 'en')).toBeNull();
    expect(formatDate('14/03/2025', 'en')).toBeNull();
  });

  it('date ranges use an en dash; an open end shows only the start', () => {
    expect(formatDateRange('2025-03-14', '2025-06-30', 'en')).toBe('March 14, 2025 – June 30, 2025');
    expect(formatDateRange('2025-03-14', '2025-06-30', 'fr')).toBe('14 mars 2025 – 30 juin 2025');
    expect(formatDateRange('2025-03-14', null, 'fr')).toBe('14 mars 2025');
    expect(formatDateRange(null, '2025-06-30', 'en')).toBeNull();
  });

  it('timestamps show date and time in the given zone', () => {
    const at = '2025-03-14T18:05:00Z';
    expect(plain(formatTimestamp(at, 'en', 'America/Toronto'))).toMatch(/^March 14, 2025(,| at) 2:05 p\.m\.$/);
    expect(plain(formatTimestamp(at, 'fr', 'America/Toronto'))).toMatch(/^14 mars 2025( à|,) 14 h 05$/);
    // The time stays on one line (French typography).
    expect(formatTimestamp(at, 'fr', 'America/Toronto')).toContain('14\u00a0h\u00a005');
    expect(formatTimestamp('nonsense', 'en')).toBeNull();
  });

  it('amounts in CAD with two decimals', () => {
    expect(formatAmount(12500, 'en')).toBe('$12,500.00');
    expect(plain(formatAmount(12500, 'fr'))).toBe('12 500,00 $');
    expect(formatAmount(0.5, 'en')).toBe('$0.50');
    expect(formatAmount(null, 'en')).toBeNull();
  });

  it('counts and plurals (French treats 0 and 1 as singular)', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(plain(formatCount(1234, 'fr'))).toBe('1 234');
    expect(plural(1, 'en', 'member', 'members')).toBe('member');
    expect(plural(0, 'en', 'member', 'members')).toBe('members');
    expect(plural(0, 'fr', 'membre', 'membres')).toBe('membre');
    expect(plural(2, 'fr', 'membre', 'membres')).toBe('membres');
  });
});
