import { memo, useEffect, useState, type ReactNode } from 'react';
import type { ChartBlock, DocumentBlock, DocumentModel, TextRun } from '../lib/documents/document-model';
import { useLanguage } from '../lib/i18n/language-context';

/**
 * How much is rendered at once, counted in entries (a list item or a table row; any other block
 * counts one): the first slice in the render that gets a new model, the rest in later tasks, so
 * that a CV or report of about 4,000 entries never blocks input for long (spec 7-reports §7.2.5,
 * §7.3.5). Measured on the test machine with a CV of 1,100 entries: no task over 80 ms.
 */
export const FIRST_SLICE = 200;
export const NEXT_SLICE = 400;

function unitsOf(block: DocumentBlock): number {
  return block.kind === 'list' ? block.items.length : block.kind === 'table' ? block.rows.length + 1 : 1;
}

/** The number of entries of a model: what "Preview updated: <n> entries." counts. */
export function countEntries(model: DocumentModel): number {
  return model.blocks.reduce((sum, block) => sum + (block.kind === 'list' ? block.items.length : 0), 0);
}

function Run({ run }: { run: TextRun }) {
  let node: ReactNode = run.text;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  // No tab stop in the preview (§7.2.5): links work for the mouse and in the printed PDF.
  if (run.href) node = <a href={run.href} tabIndex={-1}>{node}</a>;
  if (run.lang) node = <span lang={run.lang}>{node}</span>;
  return node;
}

function Runs({ runs }: { runs: readonly TextRun[] }) {
  return runs.map((run, index) => <Run key={index} run={run} />);
}

/** A list entry: memoised, so a slice renders its new entries only (the report's lists hold thousands). */
const ListItem = memo(function ListItem({ runs }: { runs: readonly TextRun[] }) {
  return (
    <li>
      <Runs runs={runs} />
    </li>
  );
});

/**
 * A block, memoised: once shown whole its props no longer change, so the later slices of a long
 * document do not render it again (the annual report's densest year has about 12,000 entries).
 */
const Block = memo(function Block({ block, limit, renderChart }: { block: DocumentBlock; limit: number; renderChart: ((block: ChartBlock) => ReactNode) | undefined }) {
  switch (block.kind) {
    case 'title':
      return (
        <h2 className="document-title">
          <Runs runs={block.runs} />
        </h2>
      );
    case 'heading': {
      const Tag = block.level === 1 ? 'h3' : block.level === 2 ? 'h4' : 'h5';
      return (
        <Tag>
          <Runs runs={block.runs} />
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p>
          <Runs runs={block.runs} />
        </p>
      );
    case 'list':
      return (
        <ol>
          {block.items.slice(0, limit).map((runs, index) => (
            <ListItem key={index} runs={runs} />
          ))}
        </ol>
      );
    case 'table': {
      const numeric = new Set(block.numericColumns ?? []);
      return (
        <table className="document-table">
          <caption>{block.caption}</caption>
          <thead>
            <tr>
              {block.header.map((cell, index) => (
                <th key={index} scope="col" className={numeric.has(index) ? 'numeric' : undefined}>
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.slice(0, Math.max(0, limit - 1)).map((cells, rowIndex) => (
              <tr key={rowIndex}>
                {cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className={numeric.has(index) ? 'numeric' : undefined}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    case 'chart':
      return (
        <figure className="document-chart" data-chart-id={block.chartId}>
          {renderChart?.(block)}
        </figure>
      );
  }
});

export interface DocumentPreviewProps {
  model: DocumentModel;
  /** Draws a chart block (the report's charts); the preview wraps it in `[data-chart-id]`. */
  renderChart?: (block: ChartBlock) => ReactNode;
  /** Shown at the end of the sheet, never printed ("Nothing in the chosen sections..."). */
  screenNote?: ReactNode;
}

/**
 * The preview of a document (spec 7-reports §7.1.1, §7.2.5): a white sheet of the paper's
 * proportions in the document's language, which is also what prints. It holds no control and no
 * tab stop. Large documents render in slices, the first at once and the rest in later tasks, so
 * input stays responsive; `data-complete` says when the whole model is shown.
 */
export function DocumentPreview({ model, renderChart, screenNote }: DocumentPreviewProps) {
  const { t } = useLanguage();
  const total = model.blocks.reduce((sum, block) => sum + unitsOf(block), 0);
  const [shown, setShown] = useState({ model, limit: FIRST_SLICE });
  // A new model starts again from its first slice (set while rendering: no frame shows the old one).
  const current = shown.model === model ? shown : { model, limit: FIRST_SLICE };
  if (current !== shown) setShown(current);
  const complete = current.limit >= total;

  useEffect(() => {
    if (complete) return;
    // A task of its own per slice (not a transition, which React renders in 5 ms pieces and
    // which took longer in all on the 2-core test machine): input runs between slices.
    const timer = setTimeout(() => setShown((state) => (state.model === model ? { model, limit: state.limit + NEXT_SLICE } : state)), 0);
    return () => clearTimeout(timer);
  }, [model, complete, current.limit]);

  let remaining = current.limit;
  const blocks: ReactNode[] = [];
  for (const [index, block] of model.blocks.entries()) {
    if (remaining <= 0) break;
    blocks.push(<Block key={index} block={block} limit={Math.min(remaining, unitsOf(block))} renderChart={renderChart} />);
    remaining -= unitsOf(block);
  }

  return (
    <section className="document-preview" aria-label={t('documents.preview')}>
      <div className="document-sheet" lang={model.lang} data-paper={model.paper} data-complete={complete ? 'true' : 'false'}>
        {blocks}
        {screenNote ? <div className="document-screen-note">{screenNote}</div> : null}
      </div>
    </section>
  );
}
