import { useId, useState, type ReactNode } from 'react';
import type { DashboardTranslate } from '../../components/charts/chart-text';

export type PanelState = 'loading' | 'empty' | 'ready';

export interface PanelTable {
  headers: readonly string[];
  /** Cells already formatted; the first cell of a row is its header. */
  rows: ReadonlyArray<readonly string[]>;
}

export interface DashboardPanelProps {
  caption: string;
  state: PanelState;
  t: DashboardTranslate;
  /** The chart (state "ready"). */
  chart?: ReactNode;
  /** The note line's sentences. */
  notes?: readonly string[];
  table?: PanelTable;
}

/**
 * One chart panel (spec 6-data-and-beyond §6.3.2): a `figure` captioned by an `h3`, the chart,
 * the note line, and "Show table" / "Hide table", which shows the chart's data table (caption:
 * the chart's caption). While loading, a grey placeholder; without any record of its kind,
 * "No data yet." instead of the chart.
 */
export function DashboardPanel({ caption, state, t, chart, notes = [], table }: DashboardPanelProps) {
  const [open, setOpen] = useState(false);
  const captionId = useId();
  const tableId = useId();
  const tableCaptionId = useId();
  return (
    <figure className="dashboard-panel" aria-labelledby={captionId}>
      <figcaption>
        <h3 id={captionId}>{caption}</h3>
      </figcaption>
      {state === 'loading' ? (
        <div className="chart-placeholder" aria-busy="true">
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      ) : null}
      {state === 'empty' ? <p className="chart-empty">{t('noDataYet')}</p> : null}
      {state === 'ready' ? (
        <>
          {chart}
          {notes.length > 0 ? <p className="chart-note">{notes.join(' ')}</p> : null}
          <button
            type="button"
            className="button button-secondary table-toggle"
            aria-expanded={open}
            aria-controls={tableId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('hideTable') : t('showTable')}
          </button>
          <div id={tableId}>
            {open && table ? (
              <div className="table-region" role="region" aria-labelledby={tableCaptionId} tabIndex={0}>
                <table className="data-table dashboard-table">
                  <caption id={tableCaptionId}>{caption}</caption>
                  <thead>
                    <tr>
                      {table.headers.map((header, i) => (
                        <th key={i} scope="col">
                          {header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, c) =>
                          c === 0 ? (
                            <th key={c} scope="row">
                              {cell}
                            </th>
                          ) : (
                            <td key={c} className="number">
                              {cell}
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </div>
        </>
      ) : null}
    </figure>
  );
}
