import { describe, expect, it } from 'vitest';
import { annualReportEn } from './annual-report-en';
import { annualReportFr } from './annual-report-fr';

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('annual report document texts (spec 7-reports §7.3.4)', () => {
  it('French has the English keys and placeholders, every text non-empty', () => {
    expect(Object.keys(annualReportFr).sort()).toEqual(Object.keys(annualReportEn).sort());
    for (const [key, text] of Object.entries(annualReportEn)) {
      const french = annualReportFr[key as keyof typeof annualReportFr];
      expect(french.trim(), key).not.toBe('');
      expect(placeholders(french), key).toEqual(placeholders(text));
    }
  });

  it('French typography: a no-break space before : ; ! ?', () => {
    for (const [key, raw] of Object.entries(annualReportFr)) {
      const text = raw.replace(/{{\s*\w+\s*}}/g, 'x');
      for (const match of text.matchAll(/[:;!?»]/g)) expect(text[(match.index ?? 0) - 1], `${key}: "${text}"`).toBe('\u00a0');
    }
  });
});
