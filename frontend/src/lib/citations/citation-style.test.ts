import { afterEach, describe, expect, it, vi } from 'vitest';
import { CITATION_STYLE_STORAGE_KEY, citationStyleFromStoredValue, readCitationStyle, writeCitationStyle } from './citation-style';

describe('citation-style preference (spec 7-reports §7.4.2)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('defaults to APA and reads only the two known values', () => {
    expect(readCitationStyle()).toBe('apa');
    expect(citationStyleFromStoredValue('vancouver')).toBe('vancouver');
    expect(citationStyleFromStoredValue('apa')).toBe('apa');
    expect(citationStyleFromStoredValue('chicago')).toBe('apa');
    expect(citationStyleFromStoredValue(null)).toBe('apa');
  });

  it('stores the choice under citation-style', () => {
    writeCitationStyle('vancouver');
    expect(localStorage.getItem(CITATION_STYLE_STORAGE_KEY)).toBe('vancouver');
    expect(readCitationStyle()).toBe('vancouver');
    writeCitationStyle('apa');
    expect(localStorage.getItem('citation-style')).toBe('apa');
    expect(readCitationStyle()).toBe('apa');
  });

  it('keeps the choice in memory when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    writeCitationStyle('vancouver');
    expect(readCitationStyle()).toBe('vancouver');
  });
});
