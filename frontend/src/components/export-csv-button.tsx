import type { CsvExportSource } from '../lib/csv/csv-export';
import { useCsvExport } from '../lib/csv/use-csv-export';
import { useLanguage } from '../lib/i18n/language-context';
import { DownloadIcon } from './icons';
import { Spinner } from './spinner';

/**
 * "Export CSV" in a list header (spec 6-data-and-beyond §6.3.1): busy (spinner,
 * `aria-disabled="true"`) while the export loads lists and builds the file, activations ignored.
 */
export function ExportCsvButton<T>({ rows, source }: { rows: readonly T[]; source: CsvExportSource<T> }) {
  const { t } = useLanguage();
  const { busy, run } = useCsvExport(rows, source);
  return (
    <button
      type="button"
      className="button button-secondary"
      aria-disabled={busy ? 'true' : undefined}
      onClick={() => {
        if (!busy) run();
      }}
    >
      {busy ? <Spinner /> : <DownloadIcon />}
      {t('csv.exportButton')}
    </button>
  );
}
