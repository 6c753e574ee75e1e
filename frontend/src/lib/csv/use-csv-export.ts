/**
 * The CSV export action of a list (spec 6-data-and-beyond §6.3.1): loads the lists that name
 * linked records through the shared cache when they are not there yet, builds the file from the
 * rows the table gets (every matching record, in the current order), downloads it and says so.
 */
import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { config } from '../config';
import { translate } from '../i18n/dictionary';
import { plural } from '../i18n/format';
import { formatCount } from '../i18n/format-count';
import { useLanguage } from '../i18n/language-context';
import { notifyError, notifySuccess, notifyWarning } from '../notify';
import { buildCsvBytes } from './build-csv';
import type { CsvContext } from './csv-column';
import type { CsvExportSource } from './csv-export';
import { datedFileName } from '../files/dated-file-name';
import { downloadFile } from '../files/download-file';

export interface CsvExportAction {
  /** Loading lists or building the file: the button is busy and ignores activations. */
  busy: boolean;
  run: () => void;
}

export function useCsvExport<T>(rows: readonly T[], source: CsvExportSource<T>): CsvExportAction {
  const { language } = useLanguage();
  const { cache, mutate, fetcher } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  // One fetcher and one cache: a list already cached is used as it is; another is read through
  // the cache's own fetcher and kept there, so the page's selectors get it too.
  const ensureList = useCallback(
    async (path: string): Promise<readonly unknown[]> => {
      const cached = (cache.get(path) as { data?: unknown[] } | undefined)?.data;
      if (cached !== undefined) return cached;
      if (!fetcher) throw new Error('The SWR cache has no fetcher.');
      const loaded = await mutate<unknown[]>(path, fetcher(path) as Promise<unknown[]>, { revalidate: false });
      return loaded ?? [];
    },
    [cache, mutate, fetcher],
  );

  const run = useCallback(() => {
    if (running.current) return;
    const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(language, key, params);
    if (rows.length === 0) {
      notifyWarning(t('csv.nothingToExport'));
      return;
    }
    running.current = true;
    setBusy(true);
    void (async () => {
      try {
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
      } catch (error) {
        notifyError(error);
      } finally {
        running.current = false;
        setBusy(false);
      }
    })();
  }, [rows, source, language, ensureList]);

  return { busy, run };
}
