import { describe, expect, it } from 'vitest';
import { csvSeparator, protectFormula, quoteCell } from './csv-text';

describe('CSV text (spec 6-data-and-beyond §6.3.1, file format)', () => {
  it('separates with a comma in English and a semicolon in French', () => {
    expect(csvSeparator('en')).toBe(',');
    expect(csvSeparator('fr')).toBe(';');
  });

  it('quotes a value holding the separator, a double quote, CR or LF, and doubles inner quotes', () => {
    expect(quoteCell('plain', ',')).toBe('plain');
    expect(quoteCell('a,b', ',')).toBe('"a,b"');
    // A comma needs no quotes in a semicolon file, a semicolon does.
    expect(quoteCell('a,b', ';')).toBe('a,b');
    expect(quoteCell('a;b', ';')).toBe('"a;b"');
    expect(quoteCell('a;b', ',')).toBe('a;b');
    expect(quoteCell('say "hi"', ',')).toBe('"say ""hi"""');
    expect(quoteCell('line 1\nline 2', ',')).toBe('"line 1\nline 2"');
    expect(quoteCell('cr\rhere', ';')).toBe('"cr\rhere"');
    expect(quoteCell('', ',')).toBe('');
  });

  it('prefixes an apostrophe to text starting with = + - @ tab or CR, and to nothing else', () => {
    expect(protectFormula('+1 514-555-0102')).toBe("'+1 514-555-0102");
    expect(protectFormula('=1+1')).toBe("'=1+1");
    expect(protectFormula('-2')).toBe("'-2");
    expect(protectFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(protectFormula('\tx')).toBe("'\tx");
    expect(protectFormula('\rx')).toBe("'\rx");
    expect(protectFormula('a=1')).toBe('a=1');
    expect(protectFormula(' =1')).toBe(' =1');
    expect(protectFormula('')).toBe('');
  });
});
