/**
 * The home dashboard of registered accounts (spec 6-data-and-beyond §6.3.2): a filter bar, three
 * chart panels drawn from one cached `GET /api/stats/dashboard` (filters applied in the browser,
 * without another request) and, for administrators, the "Administration" section. The home page
 * loads this module on demand (its own chunk, with the charts and the texts), only for a
 * registered session: the visitor's home page does not download it (docs/adr/0038).
 */
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import type { ReferenceEntry } from '@portal/common/api/reference';
import type { DashboardFigures } from '@portal/common/api/stats';
import { useId, useMemo } from 'react';
import useSWR from 'swr';
import { Link } from 'wouter';
import { Selector, type SelectorOption } from '../../components/selector';
import { useReferenceList } from '../../lib/api/lists';
import { useSession } from '../../lib/auth/session-context';
import { bilingualText } from '../../lib/i18n/bilingual';
import type { Language } from '../../lib/i18n/dictionary';
import { formatAmount } from '../../lib/i18n/format';
import { formatCount } from '../../lib/i18n/format-count';
import { useLanguage } from '../../lib/i18n/language-context';
import { eventsSummary, grantBarLabel, grantsSummary, productsSummary } from '../../components/charts/chart-model';
import { dashboardTranslator, type DashboardTranslate } from '../../components/charts/chart-text';
import { ColumnChart, StatusBarChart } from '../../components/charts/charts';
import {
  eventsChart,
  filterOptions,
  grantsChart,
  normaliseYears,
  noteLine,
  productsChart,
  pruneFilters,
  withFrom,
  withTo,
  yearBounds,
  yearsBetween,
  type DashboardFilters,
  type Option,
} from './dashboard-model';
import { DashboardPanel, type PanelState } from './dashboard-panel';
import './dashboard.css';
import { useDashboardFilters } from './dashboard-url';

export const DASHBOARD_PATH = API_PATHS['stats-dashboard']();

function useNames(language: Language) {
  const productTypes = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.productTypes);
  const statuses = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.statuses);
  const sources = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.sources);
  const eventTypes = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.eventTypes);
  return useMemo(() => {
    // Retired entries stay named: old records keep them (spec 2-data-model §2.4.5).
    const byId = new Map(
      [...productTypes.items, ...statuses.items, ...sources.items, ...eventTypes.items].map((e) => [e.id, bilingualText(e.name_en, e.name_fr, language)]),
    );
    const nameOf = (id: string) => byId.get(id) || id;
    const statusEntries = statuses.items.map((e) => ({ id: e.id, label: nameOf(e.id), retired: e.retired }));
    return { nameOf, statusEntries };
  }, [productTypes.items, statuses.items, sources.items, eventTypes.items, language]);
}

interface FilterBarProps {
  filters: DashboardFilters;
  years: number[];
  options: { productTypes: Option[]; grantSources: Option[]; eventTypes: Option[] };
  t: DashboardTranslate;
  onChange: (next: DashboardFilters) => void;
  onReset: () => void;
}

function DashboardFilterBar({ filters, years, options, t, onChange, onReset }: FilterBarProps) {
  const labelId = useId();
  const fromId = useId();
  const toId = useId();
  const networkId = useId();
  const multi = (name: 'productTypes' | 'grantSources' | 'eventTypes', label: string) => {
    const byId = new Map(options[name].map((option) => [option.id, option]));
    const selected = filters[name].flatMap((id) => byId.get(id) ?? []);
    return (
      <div className="filter">
        <Selector
          label={label}
          options={options[name] as SelectorOption[]}
          selected={selected}
          onChange={(next) => onChange({ ...filters, [name]: next.map((option) => option.id) })}
        />
      </div>
    );
  };
  return (
    <div role="group" aria-labelledby={labelId} className="filter-bar dashboard-filters">
      <span id={labelId} className="filter-bar-label">
        {t('filters')}
      </span>
      <div className="filter filter-year">
        <label htmlFor={fromId} className="field-label">
          {t('from')}
        </label>
        <select id={fromId} className="text-input" value={filters.from} onChange={(event) => onChange(withFrom(filters, Number(event.target.value)))}>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className="filter filter-year">
        <label htmlFor={toId} className="field-label">
          {t('to')}
        </label>
        <select id={toId} className="text-input" value={filters.to} onChange={(event) => onChange(withTo(filters, Number(event.target.value)))}>
          {years
            .filter((year) => year >= filters.from)
            .map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
        </select>
      </div>
      {multi('productTypes', t('productTypes'))}
      {multi('grantSources', t('grantSources'))}
      <div className="filter filter-check">
        <span className="checkbox">
          <input id={networkId} type="checkbox" checked={filters.throughNetwork} onChange={(event) => onChange({ ...filters, throughNetwork: event.target.checked })} />
          <label htmlFor={networkId}>{t('throughNetwork')}</label>
        </span>
      </div>
      {multi('eventTypes', t('eventTypes'))}
      <button type="button" className="button button-secondary reset-filters" onClick={onReset}>
        {t('resetFilters')}
      </button>
    </div>
  );
}

const NO_OPTIONS = { productTypes: [], grantSources: [], eventTypes: [] };

export interface DashboardProps {
  /** The viewer's current year (tests pass one). */
  currentYear?: number;
}

export function Dashboard({ currentYear = new Date().getFullYear() }: DashboardProps) {
  const { language } = useLanguage();
  const session = useSession();
  const t = useMemo(() => dashboardTranslator(language), [language]);
  const { data, error, isValidating, mutate } = useSWR<DashboardFigures>(DASHBOARD_PATH);
  const { nameOf, statusEntries } = useNames(language);
  const { filters: fromUrl, update, reset } = useDashboardFilters(currentYear);

  const bounds = useMemo(() => yearBounds(data, currentYear), [data, currentYear]);
  const options = useMemo(() => (data ? filterOptions(data, nameOf, language) : NO_OPTIONS), [data, nameOf, language]);
  const filters = useMemo(() => {
    const years = normaliseYears(fromUrl, bounds, currentYear);
    return data ? pruneFilters(years, options) : years;
  }, [fromUrl, bounds, currentYear, data, options]);

  // The charts, their notes and their tables read the same rows (acceptance 5: equal numbers).
  const view = useMemo(() => {
    if (!data) return null;
    const products = productsChart(data, filters, nameOf, language, { other: t('otherTypes'), none: t('noType') });
    const grants = grantsChart(data, filters, statusEntries, nameOf, language);
    const events = eventsChart(data, filters);
    return { products, grants, events };
  }, [data, filters, nameOf, statusEntries, language, t]);

  const failed = !data && error !== undefined && !isValidating;
  const stateOf = (buckets: readonly unknown[] | undefined): PanelState => (!data ? 'loading' : buckets && buckets.length > 0 ? 'ready' : 'empty');
  const count = (value: number) => formatCount(value, language);
  const amount = (value: number) => formatAmount(value, language) ?? '';

  return (
    <>
      <section className="dashboard" aria-labelledby="dashboard-heading">
        <h2 id="dashboard-heading">{t('heading')}</h2>
        <DashboardFilterBar
          filters={filters}
          years={yearsBetween(bounds.first, bounds.last)}
          options={options}
          t={t}
          onChange={update}
          onReset={reset}
        />
        {failed ? (
          <div className="dashboard-failed">
            <p>{t('failed')}</p>
            <button type="button" className="button button-secondary" onClick={() => void mutate()}>
              {t('tryAgain')}
            </button>
          </div>
        ) : (
          <div className="dashboard-panels">
            <DashboardPanel
              caption={t('productsCaption')}
              state={stateOf(data?.products_by_year_and_type)}
              t={t}
              {...(view
                ? {
                    chart: (
                      <ColumnChart
                        labels={view.products.labels}
                        labelPhase={view.products.years[0]}
                        series={view.products.series}
                        label={productsSummary(view.products, t, language)}
                        language={language}
                        legend
                      />
                    ),
                    notes: noteLine('products', view.products, t, language),
                    table: {
                      headers: [t('year'), ...view.products.series.map((s) => s.label), t('total')],
                      rows: view.products.years.map((year, i) => [
                        String(year),
                        ...view.products.series.map((s) => count(s.values[i] ?? 0)),
                        count(view.products.totals[i] ?? 0),
                      ]),
                    },
                  }
                : {})}
            />
            <DashboardPanel
              caption={t('grantsCaption')}
              state={stateOf(data?.grants_by_status)}
              t={t}
              {...(view
                ? {
                    chart: (
                      <StatusBarChart
                        rows={view.grants.rows}
                        barLabel={(row) => grantBarLabel(row, t, language)}
                        label={grantsSummary(view.grants, t, language)}
                        language={language}
                      />
                    ),
                    notes: noteLine('grants', { total: view.grants.count, undated: view.grants.undated }, t, language),
                    table: {
                      headers: [t('status'), t('numberOfGrants'), t('totalAmount')],
                      rows: view.grants.rows.map((row) => [row.label, count(row.count), amount(row.amount)]),
                    },
                  }
                : {})}
            />
            <DashboardPanel
              caption={t('eventsCaption')}
              state={stateOf(data?.events_by_year)}
              t={t}
              {...(view
                ? {
                    chart: (
                      <ColumnChart
                        labels={view.events.labels}
                        labelPhase={view.events.years[0]}
                        series={[{ key: 'events', label: t('eventsCaption'), style: 0, values: view.events.values }]}
                        label={eventsSummary(view.events, t, language)}
                        language={language}
                      />
                    ),
                    notes: noteLine('events', view.events, t, language),
                    table: {
                      headers: [t('year'), t('numberOfEvents')],
                      rows: view.events.years.map((year, i) => [String(year), count(view.events.values[i] ?? 0)]),
                    },
                  }
                : {})}
            />
          </div>
        )}
      </section>
      {session.account?.is_admin ? (
        <section className="dashboard-admin" aria-labelledby="administration-heading">
          <h2 id="administration-heading">{t('administration')}</h2>
          <p>
            {/* The reference lists page comes with issue 16 (spec 6-data-and-beyond §6.3.4). */}
            <Link href="/reference-lists">{t('manageReferenceLists')}</Link>
          </p>
          <p>
            <Link href="/reports/annual">{t('annualReport')}</Link>
          </p>
        </section>
      ) : null}
    </>
  );
}

export default Dashboard;
