import { afterEach, describe, expect, it, vi } from 'vitest';
import { CITATION_STYLE_STORAGE_KEY, citationStyleFromStoredValue, readCitationStyle, writeCitationStyle } from './citation-style';

describe('citation-style preference (spec 7-reports §7.4.2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
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
    // A storage of its own, not spies on Storage.prototype: the test files of a worker share one
    // DOM (frontend/vite.config.ts), and a prototype spy left by a failed run would block them all.
    const blocked = () => {
      throw new Error('blocked');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked, removeItem: blocked, clear: () => undefined });
    writeCitationStyle('vancouver');
    expect(readCitationStyle()).toBe('vancouver');
  });
});
