import type { CsvExportSource } from '../lib/csv/csv-export';
import { useCsvExport } from '../lib/csv/use-csv-export';
import { useLanguage } from '../lib/i18n/language-context';
import { DownloadIcon } from './icons';
import { BusyButton } from './busy-button';

/**
 * "Export CSV" in a list header (spec 6-data-and-beyond §6.3.1): busy (spinner,
 * `aria-disabled="true"`) while the export loads lists and builds the file, activations ignored.
 */
export function ExportCsvButton<T>({ rows, source }: { rows: readonly T[]; source: CsvExportSource<T> }) {
  const { t } = useLanguage();
  const { busy, run } = useCsvExport(rows, source);
  return <BusyButton busy={busy} icon={<DownloadIcon />} label={t('csv.exportButton')} onPress={run} />;
}
