/**
 * The dashboard's charts, hand-written SVG (spec 6-data-and-beyond §6.3.2; docs/adr/0038): a
 * smaller chunk than any chart library. The annual report draws the same charts (spec 7-reports
 * §7.3.4), its columns labelled by reporting year. Each chart is drawn at its panel's measured width (down
 * to 288 px) so that its text keeps its size; the SVG is one image (`role="img"`) named by a
 * summary sentence, and the data table under it is the accessible view. Series are told apart
 * by colour and by fill pattern, with a 1 px white gap between stacked segments.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Language } from '../../lib/i18n/dictionary';
import { formatCount } from '../../lib/i18n/format-count';
import type { GrantRow, Series, SeriesStyle } from './chart-model';
import './charts.css';
import { axisTicks, formatCompactAmount, textWidth, yearLabelStep } from './chart-scales';

/** Series colours in order (each at least 4.5:1 on white), "Other types" and "No type"'s outline. */
export const SERIES_COLOURS = ['#1F4E8C', '#B3261E', '#1E6B2E', '#735600', '#5B2A9A', '#0B5F6A'] as const;
export const OTHER_COLOUR = '#6B7280';

const FONT = 12;
const AXIS = '#4B5563';
const GRID = '#E5E7EB';

/** The marks drawn over a series' colour: solid, diagonal lines, dots, cross-hatch, horizontal, vertical. */
const PATTERN_MARKS: ReadonlyArray<ReactNode> = [
  null,
  <path key="d" d="M-2 2l4-4M0 8l8-8M6 10l4-4" stroke="#fff" strokeWidth="1.5" />,
  <circle key="o" cx="4" cy="4" r="1.5" fill="#fff" />,
  <path key="x" d="M0 0l8 8M8 0l-8 8" stroke="#fff" strokeWidth="1" />,
  <path key="h" d="M0 4h8" stroke="#fff" strokeWidth="1.5" />,
  <path key="v" d="M4 0v8" stroke="#fff" strokeWidth="1.5" />,
];

/** "Other types" takes the grey and the sixth pattern (vertical lines); "No type" is white, outlined. */
function styleParts(style: SeriesStyle): { colour: string; pattern: number } | null {
  if (style === 'none') return null;
  if (style === 'other') return { colour: OTHER_COLOUR, pattern: 5 };
  return { colour: SERIES_COLOURS[style] ?? OTHER_COLOUR, pattern: style };
}

function patternId(prefix: string, style: SeriesStyle) {
  return `${prefix}-${String(style)}`;
}

/** The fill and stroke of a series' shapes (the pattern ids are unique per chart). */
export function seriesPaint(prefix: string, style: SeriesStyle): { fill: string; stroke?: string } {
  const parts = styleParts(style);
  if (!parts) return { fill: '#FFFFFF', stroke: OTHER_COLOUR };
  return { fill: parts.pattern === 0 ? parts.colour : `url(#${patternId(prefix, style)})` };
}

function PatternDefs({ prefix, styles }: { prefix: string; styles: readonly SeriesStyle[] }) {
  return (
    <defs>
      {styles.map((style) => {
        const parts = styleParts(style);
        if (!parts || parts.pattern === 0) return null;
        return (
          <pattern key={String(style)} id={patternId(prefix, style)} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill={parts.colour} />
            {PATTERN_MARKS[parts.pattern]}
          </pattern>
        );
      })}
    </defs>
  );
}

/** The panel's width, followed as it changes (the layout goes from three columns to one). */
function useWidth(fallback = 600) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: Math.max(width, 200) };
}

function Legend({ prefix, series }: { prefix: string; series: readonly Series[] }) {
  return (
    <ul className="chart-legend">
      {series.map((s) => {
        const paint = seriesPaint(prefix, s.style);
        return (
          <li key={s.key}>
            <svg width="14" height="14" aria-hidden="true" focusable="false">
              <rect x="0.5" y="0.5" width="13" height="13" fill={paint.fill} stroke={paint.stroke ?? 'none'} />
            </svg>
            {s.label}
          </li>
        );
      })}
    </ul>
  );
}

export interface ColumnChartProps {
  /** One label per column: "2021", or a reporting year's "2020–2021". */
  labels: readonly string[];
  /**
   * Where the label sequence starts when not every label fits: the dashboard passes its first
   * year, so that the labels shown fall on round years (2020, 2025), as before.
   */
  labelPhase?: number;
  /** Bottom to top; one series draws simple bars. */
  series: readonly Series[];
  /** The accessible name: the summary sentence. */
  label: string;
  language: Language;
  /** Shows the legend (stacked charts). */
  legend?: boolean;
}

const HEIGHT = 220;

/** Vertical bars per column (a year), stacked when there are several series (charts 1 and 3). */
export function ColumnChart({ labels, labelPhase = 0, series, label, language, legend = false }: ColumnChartProps) {
  const prefix = useId().replace(/:/g, '');
  const { ref, width } = useWidth();
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const { ticks, top } = axisTicks(Math.max(0, ...totals), 5, true);
  const left = Math.max(...ticks.map((tick) => textWidth(formatCount(tick, language)))) + 10;
  const bottom = 22;
  const plotWidth = width - left - 8;
  const plotHeight = HEIGHT - bottom - 8;
  const band = plotWidth / Math.max(1, labels.length);
  const barWidth = Math.max(2, band * 0.7);
  const labelStep = yearLabelStep(band, Math.max(32, ...labels.map((text) => textWidth(text) + 4)));
  const y = (value: number) => 8 + plotHeight - (value / top) * plotHeight;
  return (
    <div ref={ref} className="chart">
      <svg role="img" aria-label={label} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="chart-svg">
        <PatternDefs prefix={prefix} styles={series.map((s) => s.style)} />
        <g aria-hidden="true" fontSize={FONT} fill={AXIS}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={width - 8} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? AXIS : GRID} />
              <text x={left - 6} y={y(tick) + 4} textAnchor="end">
                {formatCount(tick, language)}
              </text>
            </g>
          ))}
          {labels.map((text, i) =>
            (labelPhase + i) % labelStep === 0 || labelStep === 1 ? (
              <text key={i} x={left + band * (i + 0.5)} y={HEIGHT - 6} textAnchor="middle">
                {text}
              </text>
            ) : null,
          )}
        </g>
        <g>
          {labels.map((column, i) => {
            let base = 0;
            const x = left + band * i + (band - barWidth) / 2;
            return series.map((s) => {
              const value = s.values[i] ?? 0;
              if (value === 0) return null;
              const below = base;
              base += value;
              // The 1 px white gap: a segment above another stops 1 px short of it.
              const height = y(below) - y(base) - (below > 0 ? 1 : 0);
              const paint = seriesPaint(prefix, s.style);
              return (
                <rect
                  key={`${i}-${s.key}`}
                  className="chart-bar"
                  x={paint.stroke ? x + 0.5 : x}
                  y={y(base) + (paint.stroke ? 0.5 : 0)}
                  width={paint.stroke ? barWidth - 1 : barWidth}
                  height={Math.max(0, paint.stroke ? height - 1 : height)}
                  fill={paint.fill}
                  stroke={paint.stroke ?? 'none'}
                >
                  <title>{`${column} · ${s.label}: ${formatCount(value, language)}`}</title>
                </rect>
              );
            });
          })}
        </g>
      </svg>
      {legend && series.length > 0 ? <Legend prefix={prefix} series={series} /> : null}
    </div>
  );
}

export interface StatusBarChartProps {
  rows: readonly GrantRow[];
  /** The text at each bar's end: "<amount> · <n> grants". */
  barLabel: (row: GrantRow) => string;
  label: string;
  language: Language;
}

/**
 * One horizontal bar per grant status, named above it, its amount and count at its end (chart 2).
 * On a narrow panel where the longest end label would leave the bars under 120 px, the labels go
 * on their own line under each bar instead (docs/adr/0038).
 */
export function StatusBarChart({ rows, barLabel, label, language }: StatusBarChartProps) {
  const prefix = useId().replace(/:/g, '');
  const { ref, width } = useWidth();
  const left = 4;
  const available = width - left - 8;
  const maxAmount = Math.max(0, ...rows.map((row) => row.amount));
  // Room for each row's label after its own bar (a short bar leaves room for a long label).
  let fitted = available;
  for (const row of rows) {
    const share = maxAmount > 0 ? row.amount / maxAmount : 0;
    const room = available - textWidth(barLabel(row)) - 6;
    if (share > 0) fitted = Math.min(fitted, room / share);
    else fitted = Math.min(fitted, room > 0 ? fitted : 0);
  }
  const below = fitted < 120;
  const barArea = below ? available : fitted;
  const rowHeight = below ? 58 : 44;
  const { ticks, top } = axisTicks(maxAmount, Math.max(1, Math.floor(barArea / 56)), false);
  const height = rows.length * rowHeight + 26;
  const x = (value: number) => left + (value / top) * barArea;
  const paint = seriesPaint(prefix, 0);
  return (
    <div ref={ref} className="chart">
      <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="chart-svg">
        <g aria-hidden="true" fontSize={FONT} fill={AXIS}>
          {ticks.map((tick, i) => (
            <g key={tick}>
              <line x1={x(tick)} x2={x(tick)} y1={0} y2={height - 22} stroke={tick === 0 ? AXIS : GRID} />
              <text x={x(tick)} y={height - 6} textAnchor={i === 0 ? 'start' : i === ticks.length - 1 ? 'end' : 'middle'}>
                {formatCompactAmount(tick, language)}
              </text>
            </g>
          ))}
        </g>
        {rows.map((row, i) => {
          const rowTop = i * rowHeight;
          const barWidth = Math.max(0, x(row.amount) - left);
          const text = barLabel(row);
          return (
            <g key={row.statusId} fontSize={FONT}>
              <text x={left + 2} y={rowTop + 14} fill="#1F2937" fontWeight="600">
                {row.label}
              </text>
              <rect className="chart-bar" x={left} y={rowTop + 20} width={barWidth} height={16} fill={paint.fill}>
                <title>{`${row.label}: ${text}`}</title>
              </rect>
              <text x={below ? left + 2 : left + barWidth + 6} y={below ? rowTop + 50 : rowTop + 32} fill="#1F2937">
                {text}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
