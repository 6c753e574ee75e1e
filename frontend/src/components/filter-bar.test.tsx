import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, useListView, type ListViewDefinition } from '../lib/lists/list-view';
import { LocationStore } from '../lib/navigation/location-store';
import { AppRouter } from '../lib/navigation/navigation';
import { fakeHistory } from '../test/fake-history';
import { renderWith } from '../test/render';
import { ColumnToggles } from './column-toggles';
import { FilterBar, knownFilterValues } from './filter-bar';

const DEFINITION: ListViewDefinition = { filters: ['faculties'], columns: { faculty: false }, sortable: [] };
const FACULTIES = [
  { id: 'f1', label: 'Medicine' },
  { id: 'f2', label: 'Nursing' },
];
const KNOWN = { faculties: new Set(['f1', 'f2', 'none']) };

function ListPage() {
  const { view, update, reset } = useListView(DEFINITION, KNOWN);
  return (
    <FilterBar
      filters={[{ name: 'faculties', label: 'faculty', options: FACULTIES, allowEmpty: true }]}
      values={view.filters}
      onChange={(name, values) => update({ ...view, filters: { ...view.filters, [name]: values } })}
      onReset={reset}
      activeCount={activeFilterCount(view)}
    >
      <ColumnToggles
        columns={[{ key: 'faculty', label: 'faculty' }]}
        shown={view.columns}
        onChange={(key, shown) => update({ ...view, columns: { ...view.columns, [key]: shown } })}
      />
    </FilterBar>
  );
}

function setup(url: string, language: 'en' | 'fr' = 'en') {
  const win = fakeHistory(url);
  const location = new LocationStore(win);
  renderWith(<ListPage />, { language, router: (children) => <AppRouter store={location}>{children}</AppRouter> });
  return win;
}

describe('filter bar and column toggles with the URL (4-shell §4.11.6)', () => {
  it('restores the view from the URL, ignoring unknown ids', () => {
    setup('/members?faculties=f2,gone&showFaculty=true');
    expect(screen.getByRole('group', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Nursing' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Show faculty' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('every change pushes a history entry; unknown ids are dropped at the next change', () => {
    const win = setup('/members?faculties=gone');
    const box = screen.getByRole('combobox', { name: 'Filter by faculty' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Empty', 'Medicine', 'Nursing']);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(win.urls()).toEqual(['/members?faculties=gone', '/members?faculties=none']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show faculty' }));
    expect(win.urls().at(-1)).toBe('/members?faculties=none&showFaculty=true');
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(win.urls().at(-1)).toBe('/members');
    expect(win.urls()).toHaveLength(4);
  });

  it('French labels', () => {
    setup('/members', 'fr');
    expect(screen.getByRole('group', { name: 'Filtres' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Filtrer par faculty' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Colonnes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réinitialiser les filtres' })).toBeTruthy();
  });
});

describe('knownFilterValues (5-pages §5.2.1: unknown URL values are ignored once the options are known)', () => {
  it('lists the options of ready filters, with Empty where allowed, and nothing for filters still loading', () => {
    const known = knownFilterValues([
      { name: 'types', label: 'type', options: [{ id: 't1', label: 'Article' }], allowEmpty: true, ready: true },
      { name: 'ids', label: 'title', options: [{ id: 'p1', label: 'A' }], ready: true },
      { name: 'topics', label: 'topic', options: [], allowEmpty: true },
    ]);
    expect([...(known.types ?? [])]).toEqual(['t1', 'none']);
    expect([...(known.ids ?? [])]).toEqual(['p1']);
    expect(known.topics).toBeUndefined();
  });
});
