import { Fragment, useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { formatCount } from '../lib/i18n/format-count';
import { useLanguage } from '../lib/i18n/language-context';
import type { ListView } from '../lib/lists/list-view';
import { ChevronIcon, SortIcon } from './icons';

/** Rows rendered at first and added by "Show 100 more" (spec 4-shell §4.11.7). */
export const PAGE_SIZE = 100;

/**
 * Beyond this many shown rows, only the rows near the viewport are in the DOM (issue 13): "Show
 * all (50,000)" built 50,000 rows and froze the page for over 30 s. The table stays one semantic
 * table: the rows outside the window are replaced by two empty, hidden spacer rows of their
 * height, and `aria-rowcount` / `aria-rowindex` tell assistive technologies where each rendered
 * row sits among all of them.
 */
export const WINDOW_THRESHOLD = 500;
/** Rows rendered beyond each edge of the viewport, so that scrolling shows no gap. */
export const OVERSCAN = 40;
/** A row's height until rendered rows have been measured (one line of text with padding). */
export const DEFAULT_ROW_HEIGHT = 45;

/**
 * The rows [start, end) to render out of `count` when the table body's top is `bodyTop` px from
 * the top of a viewport `viewportHeight` px high and rows are about `rowHeight` px high.
 */
export function windowRange(count: number, bodyTop: number, viewportHeight: number, rowHeight: number): { start: number; end: number } {
  const height = rowHeight > 0 ? rowHeight : DEFAULT_ROW_HEIGHT;
  const first = Math.floor(Math.max(0, -bodyTop) / height);
  const start = windowStart(count, first - OVERSCAN);
  const end = Math.min(count, first + Math.ceil(Math.max(0, viewportHeight) / height) + OVERSCAN);
  return { start, end: Math.max(start, end) };
}

/**
 * A window's first row: 0, or odd, because one spacer row precedes it: each row then keeps the
 * parity of its place among all rows, and the striping (nth-child) does not move with the window.
 */
export function windowStart(count: number, wanted: number): number {
  const start = Math.max(0, Math.min(count, wanted));
  return start === 0 ? 0 : Math.min(count, start | 1);
}

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
  const rowHeight = useRef(DEFAULT_ROW_HEIGHT);
  /** The row just shown by "Show 100 more" / "Show all" stays rendered until the page scrolls. */
  const pinned = useRef<number | null>(null);

  const shown = Math.min(rows.length, current.limit);
  const windowed = shown > WINDOW_THRESHOLD;
  const [range, setRange] = useState({ start: 0, end: PAGE_SIZE });

  useEffect(() => {
    const index = focusRow.current;
    if (index === null) return;
    focusRow.current = null;
    const row = bodyRef.current?.querySelector<HTMLTableRowElement>(`tr[data-row="${index}"]`);
    row?.querySelector<HTMLElement>('a[href], button')?.focus();
  });

  // The average height of the rendered rows, measured after each render, sizes the spacers.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const rendered = body.querySelectorAll('tr[data-row]');
    const spacers = [...body.querySelectorAll<HTMLElement>('tr.table-spacer')].reduce((sum, spacer) => sum + spacer.getBoundingClientRect().height, 0);
    const height = (body.getBoundingClientRect().height - spacers) / Math.max(1, rendered.length);
    if (rendered.length > 0 && height > 0) rowHeight.current = height;
  });

  // While windowed, the window follows the page's scrolling (one update per frame at most).
  useEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const top = bodyRef.current?.getBoundingClientRect().top ?? 0;
      const next = windowRange(shown, top, window.innerHeight, rowHeight.current);
      setRange((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    const schedule = () => {
      pinned.current = null;
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [windowed, shown]);

  // The rendered rows: all shown rows, or the window, which always holds the row to focus.
  let start = 0;
  let end = shown;
  if (windowed) {
    ({ start, end } = range);
    const target = pinned.current;
    if (target !== null && (target < start || target >= end)) ({ start, end } = { start: windowStart(shown, target - 2), end: Math.min(shown, target + 2 * OVERSCAN) });
    end = Math.min(end, shown);
    start = Math.min(start, end);
  }
  const visible = rows.slice(start, end);
  const remaining = rows.length - shown;
  const showMore = (limit: number) => {
    focusRow.current = shown;
    pinned.current = shown;
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
        <table className={`data-table${expandable ? ' has-toggles' : ''}`} aria-rowcount={windowed ? shown + 1 : undefined}>
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
            {windowed && start > 0 ? <Spacer rows={start} height={rowHeight.current} columns={columnCount} /> : null}
            {visible.map((row, offset) => {
              const index = start + offset;
              const key = rowKey(row);
              const extra = expandable?.content(row) ?? null;
              const isOpen = extra !== null && current.open.has(key);
              const name = expandable?.rowName(row) ?? '';
              const detailsId = `${captionId}-details-${key}`;
              return (
                <Fragment key={key}>
                  <tr
                    data-row={index}
                    aria-rowindex={windowed ? index + 2 : undefined}
                    className={rowHref ? 'is-clickable' : undefined}
                    onClick={(event) => onRowClick(event, row)}
                  >
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
            {windowed && end < shown ? <Spacer rows={shown - end} height={rowHeight.current} columns={columnCount} /> : null}
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

/** Stands for rows outside the rendering window: their height, nothing to read or focus. */
function Spacer({ rows, height, columns }: { rows: number; height: number; columns: number }) {
  return (
    <tr className="table-spacer" aria-hidden="true" style={{ height: `${Math.round(rows * height)}px` }}>
      <td colSpan={columns} />
    </tr>
  );
}
