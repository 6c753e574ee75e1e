import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLanguage } from '../i18n/language-context';
import { notifyError, notifyWarning } from '../notify';

export interface ListExport {
  /** Loading lists or building the file: the control is busy and ignores activations. */
  busy: boolean;
  /**
   * Runs one export of `rowCount` rows (spec 6-data-and-beyond §6.3.1, 7-reports §7.4.1): a press
   * while one runs is ignored, no rows gives "Nothing to export.", a failure the error toast.
   */
  start: (rowCount: number, work: () => Promise<void>) => void;
  /**
   * A list read through the one fetcher and the one cache: a list already cached is used as it
   * is; another is fetched and kept there, so the page's selectors get it too.
   */
  ensureList: (path: string) => Promise<readonly unknown[]>;
}

/** What the list exports (CSV, bibliographic references) share. */
export function useListExport(): ListExport {
  const { t } = useLanguage();
  const { cache, mutate, fetcher } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

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

  const start = useCallback(
    (rowCount: number, work: () => Promise<void>) => {
      if (running.current) return;
      if (rowCount === 0) {
        notifyWarning(t('csv.nothingToExport'));
        return;
      }
      running.current = true;
      setBusy(true);
      void work()
        .catch((error: unknown) => notifyError(error))
        .finally(() => {
          running.current = false;
          setBusy(false);
        });
    },
    [t],
  );

  return { busy, start, ensureList };
}
