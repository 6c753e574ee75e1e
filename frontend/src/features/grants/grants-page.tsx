import type { GrantListItem } from '@portal/common/api/grant';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { TableColumn } from '../../components/data-table';
import { knownFilterValues, type FilterDefinition } from '../../components/filter-bar';
import { ListPageFrame } from '../../components/list-page-frame';
import { MemberTags } from '../../components/record-detail';
import { YesNo } from '../../components/values';
import { referenceLoaded, useEntityList, useReferenceList } from '../../lib/api/lists';
import { bilingualText } from '../../lib/i18n/bilingual';
import { sortByText } from '../../lib/i18n/collator';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { useListView } from '../../lib/lists/list-view';
import { filterGrants, GRANT_LIST_VIEW, sortGrants } from './grant-list';
import { filterOption } from '../../lib/records/options';
import { GRANT_CSV } from './grant-csv';

const grantHref = (grant: GrantListItem) => `/grants/${encodeURIComponent(grant.id)}`;

/** Grants list (spec 5-pages §5.8.1), administrators. */
export function GrantsPage() {
  const { t, language } = useLanguage();
  const list = useEntityList<GrantListItem>(API_PATHS['all-grants'](), { alsoRefresh: [REFERENCE_LIST_PATHS.statuses, REFERENCE_LIST_PATHS.sources, REFERENCE_LIST_PATHS.topics] });
  const statuses = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.statuses);
  const sources = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.sources);
  const topics = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.topics);

  const refName = useMemo(() => {
    const byId = new Map([...statuses.items, ...sources.items, ...topics.items].map((entry) => [entry.id, entry]));
    return (id: string | null) => {
      const entry = id ? byId.get(id) : undefined;
      return entry ? bilingualText(entry.name_en, entry.name_fr, language) : '';
    };
  }, [statuses.items, sources.items, topics.items, language]);

  const items = useMemo(() => list.items ?? [], [list.items]);
  const filters = useMemo<FilterDefinition[]>(() => {
    // Sorted with keys computed once per option (lib/i18n/collator.ts), ties in their order.
    const byLabel = <T extends { label: string }>(options: T[]) => sortByText(options, (option) => option.label, language);
    const refOptions = (entries: readonly ReferenceEntry[]) => byLabel(entries.map((e) => filterOption(e, language)));
    const members = new Map<string, string>();
    for (const grant of items) {
      for (const m of [...grant.investigator_members, ...grant.involved_members]) {
        members.set(m.id, `${m.first_name} ${m.last_name}${m.is_active ? '' : ` ${t('records.inactive')}`}`);
      }
    }
    return [
      { name: 'grantIds', ready: list.items !== undefined, label: t('records.grants.filterTitle'), options: byLabel(items.map((g) => ({ id: g.id, label: g.title }))) },
      { name: 'grantStatuses', label: t('records.grants.filterStatus'), options: refOptions(statuses.items), ready: referenceLoaded(statuses), failed: statuses.failed, onRetry: statuses.retry },
      { name: 'grantSources', label: t('records.grants.filterSource'), options: refOptions(sources.items), ready: referenceLoaded(sources), failed: sources.failed, onRetry: sources.retry },
      { name: 'grantTopics', label: t('records.grants.filterTopic'), options: refOptions(topics.items), allowEmpty: true, ready: referenceLoaded(topics), failed: topics.failed, onRetry: topics.retry },
      { name: 'members', ready: list.items !== undefined, label: t('records.grants.filterMember'), options: byLabel([...members].map(([id, label]) => ({ id, label }))) },
      {
        name: 'throughNetwork',
        ready: true,
        label: t('records.grants.throughNetwork'),
        labelIsWhole: true,
        options: [
          { id: 'yes', label: t('values.yes') },
          { id: 'no', label: t('values.no') },
        ],
      },
    ];
  }, [list.items, items, statuses, sources, topics, t, language]);
  const known = useMemo(() => knownFilterValues(filters), [filters]);
  const { view, update, reset } = useListView(GRANT_LIST_VIEW, known);
  const sorted = useMemo(() => sortGrants(items, view.sort, language, refName), [items, view.sort, language, refName]);
  const rows = useMemo(() => filterGrants(sorted, view), [sorted, view]);
  const total = rows.reduce((sum, grant) => sum + grant.amount, 0);

  const columns = useMemo<Array<TableColumn<GrantListItem>>>(() => {
    const date = (value: string | null) => formatDate(value, language) ?? '—';
    const all: Array<TableColumn<GrantListItem> & { toggle?: string }> = [
      { key: 'title', header: t('records.grants.title'), sortable: true, cell: (g) => <Link href={grantHref(g)}>{g.title}</Link> },
      { key: 'source', toggle: 'source', header: t('records.grants.source'), sortable: true, cell: (g) => refName(g.source_id) || '—' },
      { key: 'status', toggle: 'status', header: t('records.grants.status'), sortable: true, cell: (g) => refName(g.status_id) || '—' },
      { key: 'amount', toggle: 'amount', header: t('records.grants.amount'), sortable: true, cell: (g) => <span className="amount">{formatAmount(g.amount, language)}</span> },
      { key: 'throughNetwork', toggle: 'throughNetwork', header: t('records.grants.throughNetwork'), sortable: true, cell: (g) => <YesNo value={g.through_network} /> },
      { key: 'topic', toggle: 'topic', header: t('records.grants.topic'), sortable: true, cell: (g) => refName(g.topic_id) || '—' },
      { key: 'submissionDate', toggle: 'submissionDate', header: t('records.grants.submissionDate'), sortable: true, cell: (g) => date(g.submission_date) },
      { key: 'obtainedDate', toggle: 'obtainedDate', header: t('records.grants.obtainedDate'), sortable: true, cell: (g) => date(g.obtained_date) },
      { key: 'completedDate', toggle: 'completedDate', header: t('records.grants.completedDate'), sortable: true, cell: (g) => date(g.completed_date) },
      { key: 'investigators', toggle: 'investigators', header: t('records.grants.investigators'), cell: (g) => (g.investigator_members.length ? <MemberTags members={g.investigator_members} /> : '—') },
      { key: 'involved', toggle: 'involved', header: t('records.grants.involved'), cell: (g) => (g.involved_members.length ? <MemberTags members={g.involved_members} /> : '—') },
    ];
    return all.filter((column) => !column.toggle || view.columns[column.toggle]);
  }, [t, language, refName, view.columns]);

  const toggles = (['source', 'status', 'amount', 'throughNetwork', 'topic', 'submissionDate', 'obtainedDate', 'completedDate', 'investigators', 'involved'] as const).map((key) => ({
    key,
    label: t(`records.grants.col${key.charAt(0).toUpperCase()}${key.slice(1)}` as 'records.grants.colSource'),
  }));
  const addButton = (
    <Link href="/grants/register" className="button button-primary">
      {t('records.grants.add')}
    </Link>
  );

  return (
    <ListPageFrame
      csv={GRANT_CSV}
      heading={t('records.grants.heading')}
      list={list}
      rows={rows}
      addButton={addButton}
      filters={filters}
      view={view}
      update={update}
      reset={reset}
      toggles={toggles}
      noun={{ one: t('records.grants.nounOne'), other: t('records.grants.nounOther') }}
      summary={view.columns.amount ? <p className="result-count">{t('records.grants.total', { amount: formatAmount(total, language) ?? '' })}</p> : null}
      table={{
        rowKey: (g) => g.id,
        columns,
        expandable: {
          content: (g) => (
            <div>
              <h2 className="details-heading">{t('records.grants.allInvestigators')}</h2>
              <p className="details-text">{g.all_investigator}</p>
            </div>
          ),
          rowName: (g) => g.title,
        },
        rowHref: grantHref,
      }}
    />
  );
}
