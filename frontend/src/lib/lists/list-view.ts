/**
 * The view of a list page kept in the URL (spec 4-shell §4.11.6, 5-pages §5.2.1): each filter is
 * a query parameter holding the chosen values joined by commas ("Empty" is `none`); each column
 * toggle is a `show<Column>` parameter written only when it differs from its default; sorting is
 * `sort=<key>&dir=asc|desc`, written only when not the default. Malformed values are ignored.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/** The value of the "Empty" filter option in the URL. */
export const EMPTY_VALUE = 'none';

export type SortDirection = 'asc' | 'desc';

export interface ListViewDefinition {
  /** Query parameter names of the filters, in the order of the filter bar. */
  filters: readonly string[];
  /** Optional columns and whether each is shown by default. */
  columns: Readonly<Record<string, boolean>>;
  /** Keys of the sortable columns. */
  sortable: readonly string[];
}

export interface ListView {
  filters: Record<string, string[]>;
  columns: Record<string, boolean>;
  /** null: the list's default order. */
  sort: { key: string; dir: SortDirection } | null;
}

/** `faculty` → `showFaculty`. */
export function columnParam(column: string): string {
  return `show${column.charAt(0).toUpperCase()}${column.slice(1)}`;
}

const VALUE = /^[A-Za-z0-9_.:-]{1,128}$/;

export function defaultView(definition: ListViewDefinition): ListView {
  return {
    filters: Object.fromEntries(definition.filters.map((name) => [name, []])),
    columns: { ...definition.columns },
    sort: null,
  };
}

export function parseListView(search: string, definition: ListViewDefinition): ListView {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const view = defaultView(definition);
  for (const name of definition.filters) {
    const raw = params.get(name);
    if (!raw) continue;
    const values = raw.split(',').filter((value) => VALUE.test(value));
    view.filters[name] = [...new Set(values)];
  }
  for (const column of Object.keys(definition.columns)) {
    const raw = params.get(columnParam(column));
    if (raw === 'true') view.columns[column] = true;
    else if (raw === 'false') view.columns[column] = false;
  }
  const sort = params.get('sort');
  const dir = params.get('dir') ?? 'asc';
  if (sort && definition.sortable.includes(sort) && (dir === 'asc' || dir === 'desc')) {
    view.sort = { key: sort, dir };
  }
  return view;
}

/** The query string of a view (without "?"), defaults left out; other parameters are kept. */
export function serialiseListView(view: ListView, definition: ListViewDefinition, keep = ''): string {
  const params = new URLSearchParams(keep);
  for (const name of definition.filters) {
    params.delete(name);
    const values = view.filters[name] ?? [];
    if (values.length > 0) params.set(name, values.join(','));
  }
  for (const [column, shownByDefault] of Object.entries(definition.columns)) {
    const param = columnParam(column);
    params.delete(param);
    const shown = view.columns[column] ?? shownByDefault;
    if (shown !== shownByDefault) params.set(param, String(shown));
  }
  params.delete('sort');
  params.delete('dir');
  if (view.sort) {
    params.set('sort', view.sort.key);
    params.set('dir', view.sort.dir);
  }
  // Commas stay readable in the address.
  return params.toString().replace(/%2C/g, ',');
}

/** Drops the filter values that are not among the known ones (ids that no longer exist). */
export function pruneUnknown(view: ListView, known: Readonly<Record<string, ReadonlySet<string> | undefined>>): ListView {
  const filters: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(view.filters)) {
    const allowed = known[name];
    filters[name] = allowed ? values.filter((value) => allowed.has(value)) : values;
  }
  return { ...view, filters };
}

/** Number of filters with at least one value (the narrow-screen "Filters (n)" button). */
export function activeFilterCount(view: ListView): number {
  return Object.values(view.filters).filter((values) => values.length > 0).length;
}

/** The next sort of a column header: ascending → descending → the default order. */
export function nextSort(current: ListView['sort'], key: string): ListView['sort'] {
  if (!current || current.key !== key) return { key, dir: 'asc' };
  if (current.dir === 'asc') return { key, dir: 'desc' };
  return null;
}

/**
 * The list view of the current URL. Every change pushes a new history entry (Back undoes it);
 * `known` lists, per filter, the values that exist: others are ignored now and dropped from the
 * URL at the next change.
 */
export function useListView(
  definition: ListViewDefinition,
  known: Readonly<Record<string, ReadonlySet<string> | undefined>> = {},
) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const parsed = useMemo(() => parseListView(search, definition), [search, definition]);
  const view = useMemo(() => pruneUnknown(parsed, known), [parsed, known]);
  const update = useCallback(
    (next: ListView) => {
      const query = serialiseListView(next, definition, search);
      navigate(query ? `${path}?${query}` : path);
    },
    [definition, navigate, path, search],
  );
  const reset = useCallback(() => update(defaultView(definition)), [update, definition]);
  return { view, update, reset };
}
