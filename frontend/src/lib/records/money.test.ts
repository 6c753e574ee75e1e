import { describe, expect, it } from 'vitest';
import { moneyInputText, parseMoney } from './money';

describe('parseMoney', () => {
  it('accepts digits, spaces and $, with the separators of each language', () => {
    expect(parseMoney(' $1,250.50 ', 'en')).toBe(1250.5);
    expect(parseMoney('1 250,50 $', 'fr')).toBe(1250.5);
    expect(parseMoney('1250.5', 'fr')).toBe(1250.5);
    expect(parseMoney('', 'en')).toBeNull();
    expect(parseMoney('twelve', 'en')).toBe('twelve');
  });
  it('writes amounts back for the input', () => {
    expect(moneyInputText(1250.5, 'fr')).toBe('1250,50');
    expect(moneyInputText(300, 'en')).toBe('300');
    expect(moneyInputText(null, 'en')).toBe('');
  });
});
