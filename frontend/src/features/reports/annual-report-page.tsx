/**
 * `/reports/annual` (spec 7-reports §7.3.3, §7.3.5): the network annual report for administrators
 * (the route guard decides, without a request). It loads the report route for the chosen period
 * and the reference lists, builds the document model in the browser and shows it with the shared
 * document layout: options, preview (which is what prints), "Print or save as PDF" and "Download
 * Word (.docx)". The options live in the URL; nothing is saved.
 */
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import type { ReferenceEntry } from '@portal/common/api/reference';
import type { OrganizationReference } from '@portal/common/api/refs';
import type { NetworkReportData } from '@portal/common/api/report';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { useSearch } from 'wouter';
import { ColumnChart, StatusBarChart } from '../../components/charts/charts';
import { DocumentPage } from '../../components/document-page';
import { DateField } from '../../components/form-fields';
import { useReferenceList } from '../../lib/api/lists';
import { readCitationStyle } from '../../lib/citations/citation-style';
import { config } from '../../lib/config';
import type { ChartBlock } from '../../lib/documents/document-model';
import { useUrlOptions } from '../../lib/documents/use-url-options';
import { formatDate, plural } from '../../lib/i18n/format';
import { formatCount } from '../../lib/i18n/format-count';
import { useLanguage } from '../../lib/i18n/language-context';
import { fieldMessages } from '../../lib/records/field-errors';
import { checkDate } from '@portal/common/validation/date';
import { buildAnnualReport, hasActivity, REPORT_SECTIONS, type ReportCharts, type ReportReferences, type ReportSection } from './annual-report-document';
import { useSlicedCitations } from './annual-report-citations';
import { localToday, offeredYears, reportCodecs, reportDefaults, type ReportOptions } from './annual-report-options';
import { reportTranslator } from './annual-report-text';

/** A custom period is loaded 400 ms after the last keystroke, once both dates are valid (§7.3.3). */
export const CUSTOM_PERIOD_DELAY_MS = 400;

const CUSTOM = 'custom';

function useReferences(): { refs: ReportReferences | null; failed: boolean; retry: () => void } {
  const productTypes = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.productTypes);
  const statuses = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.statuses);
  const sources = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.sources);
  const eventTypes = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.eventTypes);
  const levels = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.levels);
  const faculties = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.faculties);
  const memberTypes = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.memberTypes);
  const orgScopes = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.orgScopes);
  const orgTypes = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.orgTypes);
  // Event partners are named from the organizations list.
  const organizations = useReferenceList<OrganizationReference>(API_PATHS['all-organizations']());
  const all = [productTypes, statuses, sources, eventTypes, levels, faculties, memberTypes, orgScopes, orgTypes, organizations];
  const loading = all.some((list) => list.loading);
  const failed = all.some((list) => list.failed);
  // Each list's object stays the same while nothing changes (useReferenceList).
  const refs = useMemo<ReportReferences | null>(
    () =>
      loading
        ? null
        : {
            productTypes: productTypes.items,
            statuses: statuses.items,
            sources: sources.items,
            eventTypes: eventTypes.items,
            levels: levels.items,
            faculties: faculties.items,
            memberTypes: memberTypes.items,
            orgScopes: orgScopes.items,
            orgTypes: orgTypes.items,
            organizations: organizations.items,
          },
    [loading, productTypes, statuses, sources, eventTypes, levels, faculties, memberTypes, orgScopes, orgTypes, organizations],
  );
  const retry = () => all.forEach((list) => list.failed && list.retry());
  return { refs, failed, retry };
}

function Radio({ name, value, checked, onChange, children, lang }: { name: string; value: string; checked: boolean; onChange: () => void; children: ReactNode; lang?: string }) {
  const id = useId();
  return (
    <span className="checkbox">
      <input id={id} type="radio" name={name} value={value} checked={checked} onChange={onChange} />
      <label htmlFor={id} lang={lang}>
        {children}
      </label>
    </span>
  );
}

function Check({ checked, disabled, onChange, children }: { checked: boolean; disabled?: boolean; onChange: (value: boolean) => void; children: ReactNode }) {
  const id = useId();
  return (
    <span className="checkbox">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{children}</label>
    </span>
  );
}

function drawChart(charts: ReportCharts, lang: 'en' | 'fr') {
  return function ChartOf(block: ChartBlock): ReactNode {
    if (block.chartId === 'grants') {
      return <StatusBarChart rows={charts.grants.rows} barLabel={charts.grants.barLabel} label={block.altText} language={lang} />;
    }
    const chart = block.chartId === 'products' ? charts.products : charts.events;
    return <ColumnChart labels={chart.labels} series={chart.series} label={block.altText} language={lang} legend={block.chartId === 'products'} />;
  };
}

export function AnnualReportPage() {
  const { language, t } = useLanguage();
  const search = useSearch();
  const today = useMemo(() => localToday(), []);
  const years = useMemo(() => offeredYears(config.reportYearStart, today), [today]);
  const codecs = useMemo(() => reportCodecs(years), [years]);
  const defaults = useMemo(() => reportDefaults(language, config.reportYearStart, today, readCitationStyle()), [language, today]);
  const [options, update] = useUrlOptions<ReportOptions>(codecs, defaults);
  const interfaceTexts = useMemo(() => reportTranslator(language), [language]);
  const selectId = useId();

  // Custom period: typed dates are kept here; the URL (and the request) follow once both are valid.
  const [custom, setCustom] = useState(options.from !== null || options.to !== null);
  const [fromText, setFromText] = useState(options.from ?? '');
  const [toText, setToText] = useState(options.to ?? '');
  const fromCheck = checkDate(fromText);
  const toCheck = checkDate(toText);
  const fromError = !fromCheck.ok ? fieldMessages([{ field: 'from', code: fromCheck.code, params: fromCheck.params }], language).from : undefined;
  let toError = !toCheck.ok ? fieldMessages([{ field: 'to', code: toCheck.code, params: toCheck.params }], language).to : undefined;
  const bothValid = fromCheck.ok && toCheck.ok && fromCheck.value !== null && toCheck.value !== null;
  if (bothValid && (toCheck.value as string) < (fromCheck.value as string)) {
    toError = fieldMessages([{ field: 'to', code: 'date_order', params: { after: 'start_date' } }], language).to;
  }
  const ready = custom && bothValid && toError === undefined;
  const typedFrom = ready ? (fromCheck.value as string) : null;
  const typedTo = ready ? (toCheck.value as string) : null;
  useEffect(() => {
    if (typedFrom === null || typedTo === null || (typedFrom === options.from && typedTo === options.to)) return;
    const timer = setTimeout(() => update({ from: typedFrom, to: typedTo, year: defaults.year }), CUSTOM_PERIOD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typedFrom, typedTo, options.from, options.to, update, defaults.year]);

  const chosenYear = years.find((year) => year.from === options.year) ?? years.find((year) => year.from === defaults.year) ?? years[0];
  const customPeriod = options.from !== null && options.to !== null && options.from <= options.to ? { from: options.from, to: options.to } : null;
  const period = custom ? customPeriod : chosenYear ? { from: chosenYear.from, to: chosenYear.to } : null;

  const { data, error, isValidating, mutate } = useSWR<NetworkReportData>(period ? API_PATHS['report-network'](period.from, period.to) : null);
  const { refs, failed: namesFailed, retry: retryNames } = useReferences();
  const failed = data === undefined && error !== undefined && !isValidating;
  // The answer of another period stays out of the preview (SWR may hand the previous key's data).
  const current = data && period && data.from === period.from && data.to === period.to ? data : undefined;

  const sections = useMemo(() => new Set(options.sections as ReportSection[]), [options.sections]);
  // The product lists' citations, computed in slices before the model is built (§7.3.5).
  const listsProducts = options.detail === 'lists' && sections.has('products');
  const citationInput = useMemo(
    () => (current && refs && listsProducts ? { products: current.products, productTypes: refs.productTypes, lang: options.lang, style: options.style } : null),
    [current, refs, listsProducts, options.lang, options.style],
  );
  const citations = useSlicedCitations(citationInput);
  const report = useMemo(() => {
    if (!current || !refs || (citationInput && !citations)) return null;
    return buildAnnualReport(current, refs, {
      lang: options.lang,
      interfaceLanguage: language,
      label: custom ? null : (chosenYear?.label ?? null),
      sections,
      detail: options.detail,
      style: options.style,
      paper: options.paper,
      today,
      ...(citations ? { citations } : {}),
    });
  }, [current, refs, citationInput, citations, options.lang, language, custom, chosenYear, sections, options.detail, options.style, options.paper, today]);

  // One function per report: the preview's blocks are memoised on it.
  const renderChart = useMemo(() => (report ? drawChart(report.charts, report.model.lang) : null), [report]);

  const toggleSection = (section: ReportSection, on: boolean) => {
    const next = new Set(sections);
    if (on) next.add(section);
    else next.delete(section);
    update({ sections: [...next].sort() });
  };
  const sectionLabel: Record<ReportSection, string> = {
    charts: interfaceTexts('charts'),
    products: interfaceTexts('products'),
    grants: interfaceTexts('grants'),
    events: interfaceTexts('events'),
    supervisions: interfaceTexts('supervisions'),
    members: interfaceTexts('newMembers'),
    partners: interfaceTexts('newPartners'),
  };
  const currentYear = years[0];

  const optionsForm = (
    <>
      <fieldset>
        <legend>{t('documents.documentLanguage')}</legend>
        <Radio name="lang" value="en" lang="en" checked={options.lang === 'en'} onChange={() => update({ lang: 'en' })}>
          English
        </Radio>
        <Radio name="lang" value="fr" lang="fr" checked={options.lang === 'fr'} onChange={() => update({ lang: 'fr' })}>
          Français
        </Radio>
      </fieldset>
      <fieldset>
        <legend>{t('documents.period')}</legend>
        <label className="field-label" htmlFor={selectId}>
          {t('reports.reportingYear')}
        </label>
        <select
          id={selectId}
          className="text-input"
          value={custom ? CUSTOM : (chosenYear?.from ?? '')}
          onChange={(event) => {
            if (event.target.value === CUSTOM) {
              setCustom(true);
              return;
            }
            setCustom(false);
            update({ year: event.target.value, from: null, to: null });
          }}
        >
          {years.map((year) => (
            <option key={year.from} value={year.from}>
              {t('reports.yearOption', { label: year.label, start: formatDate(year.from, language) ?? year.from, end: formatDate(year.to, language) ?? year.to }) +
                (year === currentYear ? t('reports.inProgress') : '')}
            </option>
          ))}
          <option value={CUSTOM}>{t('documents.customPeriod')}</option>
        </select>
        {custom ? (
          <>
            <DateField label={t('documents.startDate')} name="from" value={fromText} onChange={setFromText} error={fromError} />
            <DateField label={t('documents.endDate')} name="to" value={toText} onChange={setToText} error={toError} />
          </>
        ) : null}
      </fieldset>
      <fieldset>
        <legend>{t('documents.sections')}</legend>
        <Check checked disabled onChange={() => undefined}>
          {interfaceTexts('summary')}
        </Check>
        {REPORT_SECTIONS.map((section) => (
          <Check key={section} checked={sections.has(section)} onChange={(on) => toggleSection(section, on)}>
            {sectionLabel[section]}
          </Check>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('reports.levelOfDetail')}</legend>
        <Radio name="detail" value="lists" checked={options.detail === 'lists'} onChange={() => update({ detail: 'lists' })}>
          {t('reports.detailLists')}
        </Radio>
        <Radio name="detail" value="figures" checked={options.detail === 'figures'} onChange={() => update({ detail: 'figures' })}>
          {t('reports.detailFigures')}
        </Radio>
      </fieldset>
      <fieldset>
        <legend>{t('documents.citationStyle')}</legend>
        <Radio name="style" value="apa" checked={options.style === 'apa'} onChange={() => update({ style: 'apa' })}>
          {t('documents.styleApa')}
        </Radio>
        <Radio name="style" value="vancouver" checked={options.style === 'vancouver'} onChange={() => update({ style: 'vancouver' })}>
          {t('documents.styleVancouver')}
        </Radio>
      </fieldset>
      <fieldset>
        <legend>{t('documents.paperSize')}</legend>
        <Radio name="paper" value="letter" checked={options.paper === 'letter'} onChange={() => update({ paper: 'letter' })}>
          {t('documents.paperLetter')}
        </Radio>
        <Radio name="paper" value="a4" checked={options.paper === 'a4'} onChange={() => update({ paper: 'a4' })}>
          {t('documents.paperA4')}
        </Radio>
      </fieldset>
    </>
  );

  const notes: ReactNode[] = [];
  if (failed) {
    notes.push(
      <div key="failed" className="document-failed">
        <p>{t('reports.loadFailed')}</p>
        <button type="button" className="button button-secondary" onClick={() => void mutate()}>
          {t('reports.tryAgain')}
        </button>
      </div>,
    );
  }
  if (namesFailed) {
    notes.push(
      <div key="names">
        <p>{t('documents.someNamesMissing')}</p>
        <button type="button" className="button button-secondary" onClick={retryNames}>
          {t('reports.tryAgain')}
        </button>
      </div>,
    );
  }
  if (current && !hasActivity(current)) notes.push(<p key="empty">{t('reports.noActivity')}</p>);
  if (report && report.model.fallbackCount > 0) {
    const n = report.model.fallbackCount;
    const base = report.model.lang === 'en' ? 'fallbackFrench' : 'fallbackEnglish';
    notes.push(<p key="fallback">{t(plural(n, language, `reports.${base}One` as const, `reports.${base}Other` as const), { count: formatCount(n, language) })}</p>);
  }

  return (
    <DocumentPage
      heading={t('reports.heading')}
      intro={t('reports.intro')}
      options={optionsForm}
      model={report?.model ?? null}
      optionsKey={search}
      notes={notes.length > 0 ? notes : undefined}
      {...(renderChart ? { renderChart } : {})}
    />
  );
}
