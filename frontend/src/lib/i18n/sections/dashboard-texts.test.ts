import { describe, expect, it } from 'vitest';
import { dashboardEn } from './dashboard-en';
import { dashboardFr } from './dashboard-fr';

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('dashboard texts (spec 6-data-and-beyond §6.3.2)', () => {
  it('French has the English keys and placeholders, every text non-empty', () => {
    expect(Object.keys(dashboardFr).sort()).toEqual(Object.keys(dashboardEn).sort());
    for (const [key, text] of Object.entries(dashboardEn)) {
      const french = dashboardFr[key as keyof typeof dashboardFr];
      expect(french.trim(), key).not.toBe('');
      expect(placeholders(french), key).toEqual(placeholders(text));
    }
  });

  it('French typography: a no-break space before : ; ! ?', () => {
    for (const [key, raw] of Object.entries(dashboardFr)) {
      const text = raw.replace(/{{\s*\w+\s*}}/g, 'x');
      for (const match of text.matchAll(/[:;!?»]/g)) expect(text[(match.index ?? 0) - 1], `${key}: "${text}"`).toBe('\u00a0');
    }
  });
});
