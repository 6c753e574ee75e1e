/**
 * The CSV export action of a list (spec 6-data-and-beyond §6.3.1): loads the lists that name
 * linked records through the shared cache when they are not there yet, builds the file from the
 * rows the table gets (every matching record, in the current order), downloads it and says so.
 */
import { useCallback } from 'react';
import { config } from '../config';
import { plural } from '../i18n/format';
import { formatCount } from '../i18n/format-count';
import { useLanguage } from '../i18n/language-context';
import { useListExport } from '../lists/use-list-export';
import { notifySuccess } from '../notify';
import { buildCsvBytes } from './build-csv';
import type { CsvContext } from './csv-column';
import type { CsvExportSource } from './csv-export';
import { datedFileName, downloadFile } from '../files/file-export';

export interface CsvExportAction {
  /** Loading lists or building the file: the button is busy and ignores activations. */
  busy: boolean;
  run: () => void;
}

export function useCsvExport<T>(rows: readonly T[], source: CsvExportSource<T>): CsvExportAction {
  const { language, t } = useLanguage();
  const { busy, start, ensureList } = useListExport();

  const run = useCallback(() => {
    start(rows.length, async () => {
      const entries = await Promise.all(source.lists.map(async (path) => [path, await ensureList(path)] as const));
      const context: CsvContext = {
        language,
        origin: window.location.origin,
        timeZone: config.timeZone,
        yesNo: (value) => t(value ? 'values.yes' : 'values.no'),
      };
      const bytes = await buildCsvBytes(rows, source.columns(new Map(entries), context), language);
      downloadFile(bytes, datedFileName(config.shortName, t(`csv.sections.${source.section}`), new Date(), 'csv'));
      const count = formatCount(rows.length, language);
      notifySuccess(undefined, plural(rows.length, language, t('csv.exportedOne', { count }), t('csv.exportedOther', { count })));
    });
  }, [rows, source, language, t, start, ensureList]);

  return { busy, run };
}
