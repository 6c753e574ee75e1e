/**
 * The dashboard's filters in the home page's address (spec 6-data-and-beyond §6.3.2), written
 * like the list filters (spec 4-shell §4.11.6, lib/lists/list-view.ts): the multi-selects as
 * comma-separated ids, `from` and `to` as years, `throughNetwork=true`; defaults left out, other
 * parameters kept, every change a new history entry.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseListView, serialiseListView, type ListViewDefinition } from '../../lib/lists/list-view';
import { defaultFilters, type DashboardFilters } from './dashboard-model';

const MULTI: ListViewDefinition = { filters: ['productTypes', 'grantSources', 'eventTypes'], columns: {}, sortable: [] };
const SCALARS = ['from', 'to', 'throughNetwork'];
const YEAR = /^\d{4}$/;

export function parseDashboardSearch(search: string, currentYear: number): DashboardFilters {
  const defaults = defaultFilters(currentYear);
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const year = (name: string, fallback: number) => {
    const raw = params.get(name);
    return raw !== null && YEAR.test(raw) ? Number(raw) : fallback;
  };
  const multi = parseListView(search, MULTI).filters;
  return {
    from: year('from', defaults.from),
    to: year('to', defaults.to),
    productTypes: multi.productTypes ?? [],
    grantSources: multi.grantSources ?? [],
    throughNetwork: params.get('throughNetwork') === 'true',
    eventTypes: multi.eventTypes ?? [],
  };
}

/** The query string (without "?") of `filters`, defaults left out and `keep`'s other parameters kept. */
export function serialiseDashboardFilters(filters: DashboardFilters, currentYear: number, keep = ''): string {
  const defaults = defaultFilters(currentYear);
  const others = keep
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !SCALARS.includes(decodeURIComponent(part.split('=')[0] ?? '')))
    .join('&');
  const view = { filters: { productTypes: filters.productTypes, grantSources: filters.grantSources, eventTypes: filters.eventTypes }, columns: {}, sort: null };
  const parts = [serialiseListView(view, MULTI, others)].filter((part) => part !== '');
  if (filters.from !== defaults.from) parts.push(`from=${filters.from}`);
  if (filters.to !== defaults.to) parts.push(`to=${filters.to}`);
  if (filters.throughNetwork) parts.push('throughNetwork=true');
  return parts.join('&');
}

/** The filters of the current address, and `update` / `reset`, which push a history entry. */
export function useDashboardFilters(currentYear: number) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const filters = useMemo(() => parseDashboardSearch(search, currentYear), [search, currentYear]);
  const update = useCallback(
    (next: DashboardFilters) => {
      const query = serialiseDashboardFilters(next, currentYear, search);
      navigate(query ? `${path}?${query}` : path);
    },
    [currentYear, navigate, path, search],
  );
  const reset = useCallback(() => update(defaultFilters(currentYear)), [update, currentYear]);
  return { filters, update, reset };
}
