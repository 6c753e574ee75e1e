/**
 * Builds the text of a CSV export (spec 6-data-and-beyond §6.3.1): the header row in the active
 * language, then one row per record, in chunks that give the browser back its thread in between
 * so that 50,000 rows never freeze the page.
 */
import { translate, type Language } from '../i18n/dictionary';
import { nextMacrotask } from '../files/file-export';
import type { CsvColumn } from './csv-column';
import { BOM, CRLF, csvSeparator, protectFormula, quoteCell } from './csv-text';

export interface BuildOptions {
  /** Most rows built between two pauses. */
  chunkRows?: number;
  /**
   * Longest stretch of building between two pauses, in milliseconds: short enough for a key
   * press or a paint to wait at most about a frame, whatever the rows' size and the machine.
   */
  sliceMs?: number;
  /** Lets the browser handle input and paint between chunks. */
  pause?: () => Promise<void>;
  now?: () => number;
}

/** The clock is read once per this many rows, not per row. */
const CLOCK_EVERY = 64;

/**
 * Builds the rows in slices and hands each slice's text to `take` (the byte-order mark and the
 * header row first), each ending with CR LF.
 */
async function buildChunks<T>(rows: readonly T[], columns: ReadonlyArray<CsvColumn<T>>, language: Language, options: BuildOptions, take: (text: string) => void): Promise<void> {
  const { chunkRows = 5000, sliceMs = 12, pause = nextMacrotask, now = () => performance.now() } = options;
  const separator = csvSeparator(language);
  take(BOM + columns.map((column) => quoteCell(translate(language, `csv.headers.${column.header}`), separator)).join(separator) + CRLF);
  let lines: string[] = [];
  let sliceStart = now();
  let inChunk = 0;
  for (let index = 0; index < rows.length; index += 1) {
    if (inChunk === chunkRows || (inChunk % CLOCK_EVERY === CLOCK_EVERY - 1 && now() - sliceStart >= sliceMs)) {
      take(lines.join(CRLF) + CRLF);
      lines = [];
      await pause();
      sliceStart = now();
      inChunk = 0;
    }
    inChunk += 1;
    const row = rows[index] as T;
    let line = '';
    for (let c = 0; c < columns.length; c += 1) {
      const column = columns[c] as CsvColumn<T>;
      const raw = column.value(row) ?? '';
      const value = column.produced ? raw : protectFormula(raw);
      line += (c > 0 ? separator : '') + quoteCell(value, separator);
    }
    lines.push(line);
  }
  if (lines.length > 0) take(lines.join(CRLF) + CRLF);
}

/** The whole file as one text (tests, small lists). */
export async function buildCsv<T>(rows: readonly T[], columns: ReadonlyArray<CsvColumn<T>>, language: Language, options: BuildOptions = {}): Promise<string> {
  const parts: string[] = [];
  await buildChunks(rows, columns, language, options, (text) => parts.push(text));
  return parts.join('');
}

/**
 * The file as UTF-8 bytes, one part per slice, each encoded in its own slice: joining 50,000 rows
 * into one text and encoding it when the Blob is made held the page for about a second (issue
 * 14, `npm run bench`); a Blob of byte parts only copies them.
 */
export async function buildCsvBytes<T>(rows: readonly T[], columns: ReadonlyArray<CsvColumn<T>>, language: Language, options: BuildOptions = {}): Promise<Uint8Array<ArrayBuffer>[]> {
  const encoder = new TextEncoder();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  await buildChunks(rows, columns, language, options, (text) => parts.push(encoder.encode(text)));
  return parts;
}
