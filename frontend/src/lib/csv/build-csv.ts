/**
 * Builds the text of a CSV export (spec 6-data-and-beyond §6.3.1): the header row in the active
 * language, then one row per record, in chunks that give the browser back its thread in between
 * so that 50,000 rows never freeze the page.
 */
import { translate, type Language } from '../i18n/dictionary';
import type { CsvColumn } from './csv-column';
import { BOM, CRLF, csvSeparator, protectFormula, quoteCell } from './csv-text';

export interface BuildOptions {
  /** Rows built between two pauses. */
  chunkRows?: number;
  /** Lets the browser handle input and paint between chunks. */
  pause?: () => Promise<void>;
}

/** A macrotask: unlike a resolved promise, it lets pending input events run first. */
export const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function buildCsv<T>(rows: readonly T[], columns: ReadonlyArray<CsvColumn<T>>, language: Language, options: BuildOptions = {}): Promise<string> {
  const { chunkRows = 2000, pause = nextMacrotask } = options;
  const separator = csvSeparator(language);
  const lines: string[] = [columns.map((column) => quoteCell(translate(language, `csv.headers.${column.header}`), separator)).join(separator)];
  for (let start = 0; start < rows.length; start += chunkRows) {
    if (start > 0) await pause();
    const end = Math.min(rows.length, start + chunkRows);
    for (let index = start; index < end; index += 1) {
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
  }
  return BOM + lines.join(CRLF) + CRLF;
}
