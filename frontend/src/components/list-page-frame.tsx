/**
 * The frame shared by every entity list page (spec 5-pages §5.1, 4-shell §4.11): heading with
 * Refresh and the "Add a new …" button, the filter bar with its column toggles, then the list's
 * state: skeleton, error, empty, filtered-empty, or the result count and the table.
 */
import type { ReactNode } from 'react';
import type { EntityList } from '../lib/api/lists';
import type { CsvExportSource } from '../lib/csv/csv-export';
import { activeFilterCount, nextSort, type ListView } from '../lib/lists/list-view';
import { ColumnToggles } from './column-toggles';
import { DataTable, type DataTableProps } from './data-table';
import { ExportCsvButton } from './export-csv-button';
import { FilterBar, type FilterDefinition } from './filter-bar';
import { EmptyList, ListError, RefreshButton, SkeletonRows } from './list-states';
import { PageHeading } from './page-heading';
import { ResultCount } from './result-count';

export interface ListPageFrameProps<T> {
  heading: string;
  list: EntityList<T>;
  /** The rows after filtering and sorting. */
  rows: readonly T[];
  addButton: ReactNode;
  filters: FilterDefinition[];
  /** The list view of `useListView`. */
  view: ListView;
  update: (next: ListView) => void;
  reset: () => void;
  toggles: ReadonlyArray<{ key: string; label: string }>;
  noun: { one: string; other: string };
  /** Shown between the result count and the table (e.g. a total). */
  summary?: ReactNode;
  /** Filters other than multi-selects (e.g. a date period), shown after the filter bar's selectors. */
  extraFilters?: ReactNode;
  table: Pick<DataTableProps<T>, 'rowKey' | 'columns' | 'expandable' | 'rowHref'>;
  /**
   * A list without "Add" (members): the result count shows whenever the list is loaded, even
   * with no row, and an empty result reads "No results" whenever a filter is active.
   */
  countAlways?: boolean;
  /**
   * Whether a filter applies, when the page knows better than "a filter has a value" (a period
   * whose end is before its start is not applied).
   */
  filtered?: boolean;
  /**
   * The CSV export (spec 6-data-and-beyond §6.3.1): "Export CSV" after Refresh once the list has
   * loaded; it exports `rows`, every matching record in the current order.
   */
  csv?: CsvExportSource<T>;
  /** Other exports of `rows`, right after "Export CSV" once the list has loaded (products: references). */
  moreExports?: ReactNode;
}

export function ListPageFrame<T>({ heading, list, rows, addButton, filters, view, update, reset, toggles, noun, summary, extraFilters, table, countAlways = false, filtered = activeFilterCount(view) > 0, csv, moreExports }: ListPageFrameProps<T>) {
  const total = list.items?.length ?? 0;
  const count = <ResultCount shown={rows.length} total={total} noun={noun} filtered={filtered} refreshCount={list.refreshCount} />;
  let body;
  if (list.status === 'loading') body = <SkeletonRows />;
  else if (list.status === 'error') body = <ListError onRetry={list.retry} />;
  else if (countAlways && rows.length === 0) body = <EmptyList filtered={filtered} onReset={reset} />;
  else if (total === 0) body = <EmptyList filtered={false} action={addButton} />;
  else if (rows.length === 0) body = <EmptyList filtered onReset={reset} />;
  else {
    body = (
      <>
        {countAlways ? null : count}
        {summary ?? null}
        <DataTable
          caption={heading}
          rows={rows}
          sort={view.sort}
          onSort={(key) => update({ ...view, sort: nextSort(view.sort, key) })}
          resetKey={JSON.stringify(view.filters)}
          {...table}
        />
      </>
    );
  }

  return (
    <section className="list-page">
      <div className="list-header">
        <PageHeading>{heading}</PageHeading>
        <RefreshButton busy={list.busy} onRefresh={list.refresh} />
        {csv && list.status === 'ready' ? <ExportCsvButton rows={rows} source={csv} /> : null}
        {moreExports && list.status === 'ready' ? moreExports : null}
        {addButton}
      </div>
      <FilterBar
        filters={filters}
        values={view.filters}
        onChange={(name, values) => update({ ...view, filters: { ...view.filters, [name]: values } })}
        onReset={reset}
        activeCount={activeFilterCount(view)}
      >
        {extraFilters ?? null}
        <ColumnToggles columns={toggles} shown={view.columns} onChange={(key, shown) => update({ ...view, columns: { ...view.columns, [key]: shown } })} />
      </FilterBar>
      {countAlways && list.status === 'ready' ? count : null}
      {body}
    </section>
  );
}
