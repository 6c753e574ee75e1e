/**
 * What a list page hands its frame for the CSV export (spec 6-data-and-beyond §6.3.1): the
 * section of the file name, the lists that name linked records, and the columns built from them.
 */
import type { csvEn } from '../i18n/sections/csv-en';
import type { CsvColumn, CsvContext } from './csv-column';

export type CsvSection = keyof (typeof csvEn)['sections'];

/** The lists an export loaded, by API path. */
export type LoadedLists = ReadonlyMap<string, readonly unknown[]>;

export interface CsvExportSource<T> {
  section: CsvSection;
  /** API paths of the lists the columns name linked records from (reference lists, keywords...). */
  lists: readonly string[];
  columns: (lists: LoadedLists, context: CsvContext) => ReadonlyArray<CsvColumn<T>>;
}

/** The entries of one loaded list (none when it was not asked for). */
export function loadedList<T>(lists: LoadedLists, path: string): readonly T[] {
  return (lists.get(path) as readonly T[] | undefined) ?? [];
}
