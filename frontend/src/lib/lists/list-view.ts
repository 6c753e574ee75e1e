/**
 * The view of a list page kept in the URL (spec 4-shell §4.11.6, 5-pages §5.2.1): each filter is
 * a query parameter holding the chosen values joined by commas ("Empty" is `none`); each column
 * toggle is a `show<Column>` parameter written only when it differs from its default; sorting is
 * `sort=<key>&dir=asc|desc`, written only when not the default. Filter values are URL-encoded
 * (ids, but also free keys such as author names); malformed values are ignored.
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

/** The longest filter value read from the URL (ids and author keys are far shorter). */
export const MAX_VALUE_LENGTH = 256;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * One filter value of the address: written URL-encoded (so a value may hold spaces, accents and
 * commas, for example an author key "garcia lopez, maria jose"), the values of a filter joined by
 * plain commas. Read back, a value that is empty, too long, wrongly encoded or that holds a
 * control character is ignored.
 */
export function encodeFilterValue(value: string): string {
  return encodeURIComponent(value);
}

export function decodeFilterValue(raw: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
  if (value === '' || value.length > MAX_VALUE_LENGTH || CONTROL.test(value)) return null;
  return value;
}

/** The raw (still encoded) value of each parameter of a query string: the last one wins. */
function rawParams(search: string): Map<string, string> {
  const raw = new Map<string, string>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = decodeFilterValue(equals < 0 ? part : part.slice(0, equals));
    if (name !== null) raw.set(name, equals < 0 ? '' : part.slice(equals + 1));
  }
  return raw;
}

export function defaultView(definition: ListViewDefinition): ListView {
  return {
    filters: Object.fromEntries(definition.filters.map((name) => [name, []])),
    columns: { ...definition.columns },
    sort: null,
  };
}

export function parseListView(search: string, definition: ListViewDefinition): ListView {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const raw = rawParams(search);
  const view = defaultView(definition);
  for (const name of definition.filters) {
    const value = raw.get(name);
    if (!value) continue;
    const values = value.split(',').flatMap((part) => decodeFilterValue(part) ?? []);
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
  const managed = new Set([...definition.filters, ...Object.keys(definition.columns).map(columnParam), 'sort', 'dir']);
  // Other parameters are kept as they were written.
  const parts = keep
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => {
      if (part === '') return false;
      const equals = part.indexOf('=');
      const name = decodeFilterValue(equals < 0 ? part : part.slice(0, equals));
      return name === null || !managed.has(name);
    });
  for (const name of definition.filters) {
    const values = view.filters[name] ?? [];
    // Commas between the values stay readable; commas inside a value are encoded.
    if (values.length > 0) parts.push(`${encodeURIComponent(name)}=${values.map(encodeFilterValue).join(',')}`);
  }
  for (const [column, shownByDefault] of Object.entries(definition.columns)) {
    const shown = view.columns[column] ?? shownByDefault;
    if (shown !== shownByDefault) parts.push(`${columnParam(column)}=${String(shown)}`);
  }
  if (view.sort) parts.push(`sort=${encodeURIComponent(view.sort.key)}`, `dir=${view.sort.dir}`);
  return parts.join('&');
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
  // The same sort object while the sort stays the same, so that a page can keep its sorted rows
  // (sorted once, then filtered) across filter changes: sorting 50,000 products on every filter
  // change was most of its cost (issue 13).
  const sortKey = parsed.sort ? `${parsed.sort.dir}:${parsed.sort.key}` : '';
  const sort = useMemo<ListView['sort']>(() => (sortKey ? { dir: sortKey.slice(0, sortKey.indexOf(':')) as SortDirection, key: sortKey.slice(sortKey.indexOf(':') + 1) } : null), [sortKey]);
  const view = useMemo(() => ({ ...pruneUnknown(parsed, known), sort }), [parsed, known, sort]);
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
