import { describe, expect, it } from 'vitest';
import { datedFileName, localDate } from './file-export';

const csvFileName = (shortName: string, section: string, now: Date) => datedFileName(shortName, section, now, 'csv');

describe("dated file names, as the CSV export's (spec 6-data-and-beyond §6.3.1)", () => {
  it('is <short name>-<section>-<YYYY-MM-DD>.csv with the viewer’s local date', () => {
    expect(csvFileName('ARN', 'subventions', new Date(2026, 10, 22, 23, 59))).toBe('ARN-subventions-2026-11-22.csv');
    expect(csvFileName('ARN', 'grants', new Date(2026, 0, 5, 0, 1))).toBe('ARN-grants-2026-01-05.csv');
    expect(localDate(new Date(2026, 11, 31, 23, 30))).toBe('2026-12-31');
  });

  it('turns every character of the short name other than ASCII letters, digits and hyphens into a hyphen', () => {
    expect(csvFileName('Réseau Aurora_2', 'membres', new Date(2026, 10, 22))).toBe('R-seau-Aurora-2-membres-2026-11-22.csv');
    expect(csvFileName('A/B:C', 'accounts', new Date(2026, 10, 22))).toBe('A-B-C-accounts-2026-11-22.csv');
  });
});

it('takes the extension of the file: .bib and .ris for reference exports (spec 7-reports §7.4.1)', () => {
  expect(datedFileName('ARN', 'produits', new Date(2026, 10, 22), 'ris')).toBe('ARN-produits-2026-11-22.ris');
});
