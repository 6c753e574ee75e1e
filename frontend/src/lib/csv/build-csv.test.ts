import { describe, expect, it, vi } from 'vitest';
import { parseCsv } from '../../test/parse-csv';
import { buildCsv, buildCsvBytes } from './build-csv';
import type { CsvColumn } from './csv-column';

interface Row {
  name: string;
  note: string | null;
  phone: string | null;
  date: string;
}

const COLUMNS: Array<CsvColumn<Row>> = [
  { header: 'firstName', value: (r) => r.name },
  { header: 'description', value: (r) => r.note },
  { header: 'workPhone', value: (r) => r.phone },
  // A produced value is written as it is, even when it starts like a formula.
  { header: 'startDate', produced: true, value: (r) => r.date },
];

const ROWS: Row[] = [
  { name: 'Ana, "Nan"', note: 'line 1\nline 2', phone: '+1 514-555-0102', date: '-2024' },
  { name: 'Bo; Li', note: null, phone: '=1+1', date: '2024-03-14' },
];

describe('buildCsv (spec 6-data-and-beyond §6.3.1)', () => {
  it('starts with the BOM, ends every line with CR LF and heads the columns in the language', async () => {
    const en = await buildCsv(ROWS, COLUMNS, 'en');
    expect(en.startsWith('\uFEFFFirst name,Description,Work phone,Start date\r\n')).toBe(true);
    expect(en.endsWith('\r\n')).toBe(true);
    // Every CR is the start of a line end; the LF inside the note is the value's own line break.
    expect(en.split('\r\n')).toHaveLength(4);
    const fr = await buildCsv(ROWS, COLUMNS, 'fr');
    expect(fr.startsWith('\uFEFFPrénom;Description;Téléphone professionnel;Date de début\r\n')).toBe(true);
  });

  it('quotes per RFC 4180 for its separator and keeps line breaks inside a quoted value', async () => {
    const en = await buildCsv(ROWS, COLUMNS, 'en');
    expect(en).toContain('\r\n"Ana, ""Nan""","line 1\nline 2",\'+1 514-555-0102,-2024\r\n');
    expect(en).toContain("\r\nBo; Li,,'=1+1,2024-03-14\r\n");
    const fr = await buildCsv(ROWS, COLUMNS, 'fr');
    expect(fr).toContain('\r\n"Ana, ""Nan""";"line 1\nline 2";\'+1 514-555-0102;-2024\r\n');
    expect(fr).toContain("\r\n\"Bo; Li\";;'=1+1;2024-03-14\r\n");
  });

  it('reads back through an RFC 4180 parser as the values, in both separators', async () => {
    for (const [language, separator] of [['en', ','], ['fr', ';']] as const) {
      const records = parseCsv(await buildCsv(ROWS, COLUMNS, language), separator);
      expect(records.slice(1)).toEqual([
        ['Ana, "Nan"', 'line 1\nline 2', "'+1 514-555-0102", '-2024'],
        ['Bo; Li', '', "'=1+1", '2024-03-14'],
      ]);
    }
  });

  it('builds in chunks with a pause between them, every row kept in order', async () => {
    const pause = vi.fn(async () => {});
    const many = Array.from({ length: 25 }, (_, i) => ({ name: `n${i}`, note: null, phone: null, date: '' }));
    const text = await buildCsv(many, COLUMNS, 'en', { chunkRows: 10, pause });
    expect(pause).toHaveBeenCalledTimes(2);
    expect(parseCsv(text, ',').slice(1).map((r) => r[0])).toEqual(many.map((r) => r.name));
  });

  it('also pauses when a stretch of building has taken its time budget, whatever the row count', async () => {
    const pause = vi.fn(async () => {});
    let clock = 0;
    // Every clock reading is 20 ms later: the budget of 12 ms is spent at each reading (one per 64 rows).
    const now = () => (clock += 20);
    const many = Array.from({ length: 200 }, (_, i) => ({ name: `n${i}`, note: null, phone: null, date: '' }));
    const text = await buildCsv(many, COLUMNS, 'en', { pause, now, sliceMs: 12 });
    expect(pause).toHaveBeenCalledTimes(3);
    expect(parseCsv(text, ',')).toHaveLength(201);
    pause.mockClear();
    await buildCsv(many, COLUMNS, 'en', { pause, now: () => 0 });
    expect(pause).not.toHaveBeenCalled();
  });

  it('gives the same file as UTF-8 bytes, one part per slice (so that no step encodes the whole file at once)', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ name: `Élise n${i}`, note: 'l’été', phone: null, date: '' }));
    const parts = await buildCsvBytes(many, COLUMNS, 'fr', { chunkRows: 10, pause: async () => {} });
    expect(parts).toHaveLength(4);
    expect([...(parts[0]?.subarray(0, 3) ?? [])]).toEqual([0xef, 0xbb, 0xbf]);
    const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    parts.reduce((offset, part) => (joined.set(part, offset), offset + part.length), 0);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(joined)).toBe(await buildCsv(many, COLUMNS, 'fr', { chunkRows: 10, pause: async () => {} }));
  });

  it('writes only the header for no row', async () => {
    expect(await buildCsv([], COLUMNS, 'en')).toBe('\uFEFFFirst name,Description,Work phone,Start date\r\n');
  });
});
