/** Runs a list's CSV export source in a test: the columns built from given lists, then the file text. */
import { buildCsv } from '../lib/csv/build-csv';
import type { CsvContext } from '../lib/csv/csv-column';
import type { CsvExportSource } from '../lib/csv/csv-export';
import { translate, type Language } from '../lib/i18n/dictionary';
import { parseCsv } from './parse-csv';

export const TEST_ORIGIN = 'https://portal.example';

export function csvContext(language: Language, timeZone = 'America/Toronto'): CsvContext {
  return { language, origin: TEST_ORIGIN, timeZone, yesNo: (value) => translate(language, value ? 'values.yes' : 'values.no') };
}

export async function exportText<T>(source: CsvExportSource<T>, rows: readonly T[], language: Language, lists: Record<string, readonly unknown[]> = {}): Promise<string> {
  return buildCsv(rows, source.columns(new Map(Object.entries(lists)), csvContext(language)), language, { pause: async () => {} });
}

/** The file's records (header first), read back with the language's separator. */
export async function exportRecords<T>(source: CsvExportSource<T>, rows: readonly T[], language: Language, lists: Record<string, readonly unknown[]> = {}): Promise<string[][]> {
  return parseCsv(await exportText(source, rows, language, lists), language === 'fr' ? ';' : ',');
}
