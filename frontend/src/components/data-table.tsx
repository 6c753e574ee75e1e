import { Fragment, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { formatCount } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language-context';
import type { ListView } from '../lib/lists/list-view';
import { ChevronIcon, SortIcon } from './icons';

/** Rows rendered at first and added by "Show 100 more" (spec 4-shell §4.11.7). */
export const PAGE_SIZE = 100;

export interface TableColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
}

export interface Expandable<T> {
  /** Extra content of a row, or null when it has none (its toggle cell stays empty). */
  content: (row: T) => ReactNode | null;
  /** The row's name, for "Show details: <row name>". */
  rowName: (row: T) => string;
}

export interface DataTableProps<T> {
  caption: string;
  /** The caption is visually hidden when the page heading already shows it. */
  captionHidden?: boolean;
  /** The matching rows, filtered and sorted (the result count reports all of them). */
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Visible columns; the first is the name or title column holding the record's link. */
  columns: ReadonlyArray<TableColumn<T>>;
  sort?: ListView['sort'];
  onSort?: (key: string) => void;
  expandable?: Expandable<T>;
  /** A click elsewhere on the row opens this (through the unsaved-changes guard). */
  rowHref?: (row: T) => string;
  /** Changes when the list is re-filtered: open rows and the rendering size reset. */
  resetKey?: string;
}

function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, select, textarea, label, summary') !== null;
}

/**
 * A semantic table (spec 4-shell §4.11.7): caption, `scope="col"` headers, sortable headers with
 * `aria-sort`, expandable rows, a horizontally scrolling region with a pinned first column, and
 * "Show 100 more" / "Show all (n)" beyond the first 100 rows.
 */
export function DataTable<T>({
  caption,
  captionHidden = true,
  rows,
  rowKey,
  columns,
  sort,
  onSort,
  expandable,
  rowHref,
  resetKey = '',
}: DataTableProps<T>) {
  const { t, language } = useLanguage();
  const [, navigate] = useLocation();
  const captionId = useId();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [state, setState] = useState<{ key: string; limit: number; open: ReadonlySet<string> }>({
    key: resetKey,
    limit: PAGE_SIZE,
    open: new Set(),
  });
  const current = state.key === resetKey ? state : { key: resetKey, limit: PAGE_SIZE, open: new Set<string>() };
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    const index = focusRow.current;
    if (index === null) return;
    focusRow.current = null;
    const row = bodyRef.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row]')[index];
    row?.querySelector<HTMLElement>('a[href], button')?.focus();
  });

  const visible = rows.slice(0, current.limit);
  const remaining = rows.length - visible.length;
  const showMore = (limit: number) => {
    focusRow.current = visible.length;
    setState({ ...current, limit });
  };
  const toggle = (key: string) => {
    const open = new Set(current.open);
    if (open.has(key)) open.delete(key);
    else open.add(key);
    setState({ ...current, open });
  };
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: T) => {
    if (!rowHref || isInteractive(event.target) || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (window.getSelection()?.toString()) return;
    navigate(rowHref(row));
  };
  const columnCount = columns.length + (expandable ? 1 : 0);

  return (
    <>
      <div className="table-region" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={`data-table${expandable ? ' has-toggles' : ''}`}>
          <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
            {caption}
          </caption>
          <thead>
            <tr>
              {expandable ? (
                <td className="toggle-cell" />
              ) : null}
              {columns.map((column) => {
                const direction = sort?.key === column.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <th key={column.key} scope="col" aria-sort={direction}>
                    {column.sortable && onSort ? (
                      <button type="button" className="sort-button" onClick={() => onSort(column.key)}>
                        {column.header}
                        <SortIcon direction={direction ?? 'none'} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {visible.map((row) => {
              const key = rowKey(row);
              const extra = expandable?.content(row) ?? null;
              const isOpen = extra !== null && current.open.has(key);
              const name = expandable?.rowName(row) ?? '';
              const detailsId = `${captionId}-details-${key}`;
              return (
                <Fragment key={key}>
                  <tr data-row="" className={rowHref ? 'is-clickable' : undefined} onClick={(event) => onRowClick(event, row)}>
                    {expandable ? (
                      <td className="toggle-cell">
                        {extra !== null ? (
                          <button
                            type="button"
                            className="icon-button row-toggle"
                            aria-expanded={isOpen}
                            aria-controls={isOpen ? detailsId : undefined}
                            aria-label={t(isOpen ? 'lists.hideDetails' : 'lists.showDetails', { name })}
                            title={t(isOpen ? 'lists.hideDetails' : 'lists.showDetails', { name })}
                            onClick={() => toggle(key)}
                          >
                            <ChevronIcon className={isOpen ? 'chevron is-open' : 'chevron'} />
                          </button>
                        ) : null}
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td key={column.key}>{column.cell(row)}</td>
                    ))}
                  </tr>
                  {isOpen ? (
                    <tr className="details-row" id={detailsId}>
                      <td colSpan={columnCount}>{extra}</td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {remaining > 0 ? (
        <div className="table-more">
          <button type="button" className="button button-secondary" onClick={() => showMore(current.limit + PAGE_SIZE)}>
            {t('lists.showMore')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => showMore(Number.POSITIVE_INFINITY)}>
            {t('lists.showAll', { count: formatCount(rows.length, language) })}
          </button>
        </div>
      ) : null}
    </>
  );
}
