import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventsSummary, productsSummary, statusRows, typeSeries } from './chart-model';
import { dashboardTranslator } from './chart-text';
import { ColumnChart } from './charts';

const NBSP = '\u00a0';
const names: Record<string, string> = { a: 'Article', b: 'Book', s1: 'Awarded', s2: 'Declined' };
const nameOf = (id: string) => names[id] ?? id;

describe('shared charts (spec 6-data-and-beyond §6.3.2, reused by spec 7-reports §7.3.4)', () => {
  it('builds the type series by column, most frequent first, "No type" last, ignoring columns outside the chart', () => {
    const series = typeSeries(
      [
        { column: 0, typeId: 'b', count: 1 },
        { column: 1, typeId: 'a', count: 3 },
        { column: 4, typeId: null, count: 2 },
        { column: 5, typeId: 'a', count: 9 },
      ],
      5,
      nameOf,
      'en',
      { other: 'Other types', none: 'No type' },
    );
    expect(series.map((s) => [s.label, s.values])).toEqual([
      ['Article', [0, 3, 0, 0, 0]],
      ['Book', [1, 0, 0, 0, 0]],
      ['No type', [0, 0, 0, 0, 2]],
    ]);
  });

  it('sums the status rows in whole cents, listing retired statuses only when used', () => {
    const rows = statusRows(
      [
        { statusId: 's1', count: 2, cents: 10 },
        { statusId: 's1', count: 1, cents: 20 },
      ],
      new Set(['s1']),
      [
        { id: 's1', label: 'Awarded', retired: false },
        { id: 's2', label: 'Declined', retired: true },
      ],
      nameOf,
      'en',
    );
    expect(rows.rows.map((row) => [row.label, row.count, row.amount])).toEqual([['Awarded', 3, 0.3]]);
    expect(rows.largest?.statusId).toBe('s1');
  });

  it('names reporting-year columns in the text alternatives', () => {
    const labels = ['2020–2021', '2021–2022', '2022–2023', '2023–2024', '2024–2025'];
    const en = dashboardTranslator('en');
    const fr = dashboardTranslator('fr');
    expect(productsSummary({ labels, totals: [1, 4, 2, 0, 0], total: 7 }, en, 'en')).toBe(
      'Products per year from 2020–2021 to 2024–2025: 7 products; the most in 2021–2022 (4).',
    );
    expect(eventsSummary({ labels, total: 1 }, fr, 'fr')).toBe(`Événements par année de 2020–2021 à 2024–2025${NBSP}: 1 événement.`);
  });

  it('writes period labels under the columns, and a label per column when they fit', () => {
    const labels = ['2020–2021', '2021–2022', '2022–2023', '2023–2024', '2024–2025'];
    const { container } = render(
      <ColumnChart labels={labels} series={[{ key: 'e', label: 'Events', style: 0, values: [1, 0, 2, 0, 1] }]} label="Events per year" language="en" />,
    );
    const texts = [...container.querySelectorAll('text')].map((node) => node.textContent);
    for (const label of labels) expect(texts).toContain(label);
    expect([...container.querySelectorAll('rect.chart-bar title')].map((node) => node.textContent)).toEqual([
      '2020–2021 · Events: 1',
      '2022–2023 · Events: 2',
      '2024–2025 · Events: 1',
    ]);
  });
});
