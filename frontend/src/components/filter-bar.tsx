import { useId, useMemo, useState, type ReactNode } from 'react';
import { useLanguage } from '../lib/i18n/language-context';
import { EMPTY_VALUE } from '../lib/lists/list-view';
import { Selector, type SelectorOption } from './selector';

export interface FilterDefinition {
  /** The query parameter (and key of the view's filters). */
  name: string;
  /** What is filtered, for "Filter by <…>" / "Filtrer par <…>". */
  label: string;
  /**
   * The label is the whole label, not put into "Filter by <…>": a yes/no filter named by its
   * question reads better alone (spec 5-pages §5.8.1 "Through the network").
   */
  labelIsWhole?: boolean;
  /** Options in the default sort order. */
  options: readonly SelectorOption[];
  /** The field may be empty: "Empty" / "Vide" is offered first. */
  allowEmpty?: boolean;
  /** The options' reference list failed to load. */
  failed?: boolean;
  onRetry?: () => void;
  /**
   * Every option is known (its list has loaded): values in the URL that name none of them are
   * ignored and dropped at the next change (spec 5-pages §5.2.1). Until then nothing is dropped.
   */
  ready?: boolean;
}

/** The values each ready filter may hold, for `useListView`'s `known`. */
export function knownFilterValues(filters: readonly FilterDefinition[]): Record<string, ReadonlySet<string> | undefined> {
  return Object.fromEntries(filters.map((filter) => [filter.name, filter.ready ? knownIds(filter.options, filter.allowEmpty === true) : undefined]));
}

/** The ids of an options list (and Empty's), once per list: the page asks on each data arrival. */
const knownCache = new WeakMap<readonly SelectorOption[], { plain?: ReadonlySet<string>; withEmpty?: ReadonlySet<string> }>();

function knownIds(options: readonly SelectorOption[], allowEmpty: boolean): ReadonlySet<string> {
  const kept = knownCache.get(options) ?? {};
  knownCache.set(options, kept);
  const slot = allowEmpty ? 'withEmpty' : 'plain';
  return (kept[slot] ??= new Set([...options.map((option) => option.id), ...(allowEmpty ? [EMPTY_VALUE] : [])]));
}

/**
 * Each options list's options by id, built once per list: the bar renders on every change of the
 * list view, and a products list has 50,000 title and 145,000 author options (issue 13).
 */
const byIdCache = new WeakMap<readonly SelectorOption[], ReadonlyMap<string, SelectorOption>>();

function optionsById(options: readonly SelectorOption[]): ReadonlyMap<string, SelectorOption> {
  let byId = byIdCache.get(options);
  if (!byId) {
    byId = new Map(options.map((option) => [option.id, option]));
    byIdCache.set(options, byId);
  }
  return byId;
}

export interface FilterBarProps {
  filters: readonly FilterDefinition[];
  /** Chosen values per filter (ids, or `none` for Empty). */
  values: Readonly<Record<string, readonly string[]>>;
  onChange: (name: string, values: string[]) => void;
  onReset: () => void;
  /** Number of filters with a value, shown on the narrow-screen button. */
  activeCount: number;
  /** The column toggles, shown in the same collapsible area. */
  children?: ReactNode;
}

/**
 * The filter bar of list pages (spec 4-shell §4.11.6): a group labelled "Filters" with one
 * multi-select per filter (selector behaviour, no maximum) and "Reset filters". Below 640 px it
 * collapses behind a "Filters (n)" disclosure button (CSS decides the width).
 */
export function FilterBar({ filters, values, onChange, onReset, activeCount, children }: FilterBarProps) {
  const { t } = useLanguage();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const groupLabelId = useId();
  // The same options list on every render while the filters do not change: the selector keeps
  // its search keys per options list (selector.tsx).
  const optionLists = useMemo(() => {
    const emptyOption: SelectorOption = { id: EMPTY_VALUE, label: t('lists.emptyOption') };
    return filters.map((filter) => (filter.allowEmpty ? [emptyOption, ...filter.options] : filter.options));
  }, [filters, t]);
  return (
    <div className={`filter-area${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className="button button-secondary filter-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) setOpen(false);
        }}
      >
        {activeCount > 0 ? t('lists.filtersCount', { count: activeCount }) : t('lists.filters')}
      </button>
      <div id={panelId} className="filter-panel">
        <div role="group" aria-labelledby={groupLabelId} className="filter-bar">
          <span id={groupLabelId} className="filter-bar-label">
            {t('lists.filters')}
          </span>
          {filters.map((filter, index) => {
            const options = optionLists[index] ?? filter.options;
            const byId = optionsById(options);
            const selected = (values[filter.name] ?? [])
              .map((id) => byId.get(id))
              .filter((option): option is SelectorOption => option !== undefined);
            return (
              <div key={filter.name} className="filter">
                <Selector
                  label={filter.labelIsWhole ? filter.label : t('lists.filterBy', { name: filter.label })}
                  options={options}
                  selected={selected}
                  onChange={(next) => onChange(filter.name, next.map((option) => option.id))}
                  {...(filter.failed ? { failed: true } : {})}
                  {...(filter.onRetry ? { onRetry: filter.onRetry } : {})}
                />
              </div>
            );
          })}
          <button type="button" className="button button-secondary reset-filters" onClick={onReset}>
            {t('lists.resetFilters')}
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
