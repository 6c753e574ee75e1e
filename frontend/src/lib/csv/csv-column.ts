/** A column of a CSV export (spec 6-data-and-beyond §6.3.1, the column table). */
import type { Language } from '../i18n/dictionary';
import type { csvEn } from '../i18n/sections/csv-en';

/** The key of a column title in the `csv.headers` texts. */
export type CsvHeader = keyof (typeof csvEn)['headers'];

export interface CsvColumn<T> {
  header: CsvHeader;
  /**
   * A value the product writes itself (date, amount, yes/no, link): never formula-protected.
   * Every other value is user-entered text and is.
   */
  produced?: boolean;
  value: (row: T) => string | null | undefined;
}

/** What the column definitions need besides the rows: the viewer's language and the site. */
export interface CsvContext {
  language: Language;
  /** The site's origin, for the "Link" column. */
  origin: string;
  /** The network's time zone (spec 2-data-model §2.1.8), for the last login. */
  timeZone: string;
  /** "Yes" / "Oui" and "No" / "Non". */
  yesNo: (value: boolean) => string;
}
