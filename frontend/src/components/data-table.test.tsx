import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../test/render';
import { DataTable, type TableColumn } from './data-table';

interface Row {
  id: string;
  name: string;
  note: string | null;
}

const rows: Row[] = Array.from({ length: 230 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}`, note: i % 2 ? `Note ${i}` : null }));
const columns: Array<TableColumn<Row>> = [
  { key: 'name', header: 'Name', sortable: true, cell: (row) => <a href={`/x/${row.id}`}>{row.name}</a> },
  { key: 'note', header: 'Note', cell: (row) => row.note ?? '' },
];

describe('data table (4-shell §4.11.7)', () => {
  it('is a captioned table in a focusable region with column headers and aria-sort', () => {
    renderWith(
      <DataTable caption="All things" rows={rows.slice(0, 3)} rowKey={(r) => r.id} columns={columns} sort={{ key: 'name', dir: 'desc' }} onSort={() => {}} />,
    );
    const region = screen.getByRole('region', { name: 'All things' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('table', { name: 'All things' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('scope'))).toEqual(['col', 'col']);
    expect(headers[0]?.getAttribute('aria-sort')).toBe('descending');
    expect(within(headers[0] as HTMLElement).getByRole('button', { name: 'Name' })).toBeTruthy();
  });

  it('renders 100 rows, then Show 100 more / Show all (n), moving focus to the first new row', () => {
    renderWith(<DataTable caption="All things" rows={rows} rowKey={(r) => r.id} columns={columns} />);
    expect(screen.getAllByRole('row')).toHaveLength(101);
    fireEvent.click(screen.getByRole('button', { name: 'Show 100 more' }));
    expect(screen.getAllByRole('row')).toHaveLength(201);
    expect(document.activeElement?.textContent).toBe('Row 100');
    fireEvent.click(screen.getByRole('button', { name: 'Show all (230)' }));
    expect(screen.getAllByRole('row')).toHaveLength(231);
    expect(screen.queryByRole('button', { name: 'Show 100 more' })).toBeNull();
  });

  it('expandable rows have a named toggle; rows without content have an empty cell', () => {
    renderWith(
      <DataTable
        caption="All things"
        rows={rows.slice(0, 2)}
        rowKey={(r) => r.id}
        columns={columns}
        expandable={{ content: (row) => (row.note ? <p>Details of {row.name}</p> : null), rowName: (row) => row.name }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Show details: Row 0' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show details: Row 1' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByText('Details of Row 1')).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Hide details: Row 1');
  });

  it('a click elsewhere on the row opens the record', () => {
    const { container } = renderWith(
      <DataTable caption="All things" rows={rows.slice(0, 2)} rowKey={(r) => r.id} columns={columns} rowHref={(r) => `/x/${r.id}`} />,
      { path: '/list' },
    );
    const cell = within(container).getByText('Note 1');
    fireEvent.click(cell);
    // memoryLocation: the heading-less harness just shows the new path was requested.
    expect(cell.closest('tr')?.className).toBe('is-clickable');
  });
});
