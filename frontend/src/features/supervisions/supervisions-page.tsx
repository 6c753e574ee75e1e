import type { ReferenceEntry } from '@portal/common/api/reference';
import type { SupervisionListItem } from '@portal/common/api/supervision';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import type { TableColumn } from '../../components/data-table';
import { knownFilterValues, type FilterDefinition } from '../../components/filter-bar';
import { ListPageFrame } from '../../components/list-page-frame';
import { MemberTags } from '../../components/record-detail';
import { referenceLoaded, useEntityList, useReferenceList } from '../../lib/api/lists';
import { bilingualText } from '../../lib/i18n/bilingual';
import { compareText } from '../../lib/i18n/collator';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { useListView } from '../../lib/lists/list-view';
import type { SupervisionTextKey } from './supervision-form';
import { filterSupervisions, localToday, sortSupervisions, SUPERVISION_LIST_VIEW } from './supervision-list';
import { traineeName } from './trainee-name';
import { filterOption } from '../../lib/records/options';
import { SUPERVISION_CSV } from './supervision-csv';

const supervisionHref = (id: string) => `/supervisions/${encodeURIComponent(id)}`;

const rowHref = (supervision: SupervisionListItem) => supervisionHref(supervision.id);

const TOGGLES: ReadonlyArray<{ key: string; text: SupervisionTextKey }> = [
  { key: 'faculty', text: 'colFaculty' },
  { key: 'level', text: 'colLevel' },
  { key: 'principals', text: 'colPrincipals' },
  { key: 'coSupervisors', text: 'colCoSupervisors' },
  { key: 'startDate', text: 'colStartDate' },
  { key: 'endDate', text: 'colEndDate' },
];

/** Supervisions list (spec 5-pages §5.10.1), administrators. */
export function SupervisionsPage() {
  const { t, language } = useLanguage();
  const list = useEntityList<SupervisionListItem>(API_PATHS['all-supervisions'](), { alsoRefresh: [REFERENCE_LIST_PATHS.faculties, REFERENCE_LIST_PATHS.levels] });
  const faculties = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.faculties);
  const levels = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.levels);
  const s = useCallback((key: SupervisionTextKey) => t(`records.supervisions.${key}`), [t]);

  const refName = useMemo(() => {
    const byId = new Map([...faculties.items, ...levels.items].map((entry) => [entry.id, entry]));
    return (id: string | null) => {
      const entry = id ? byId.get(id) : undefined;
      return entry ? bilingualText(entry.name_en, entry.name_fr, language) : '';
    };
  }, [faculties.items, levels.items, language]);

  const items = useMemo(() => list.items ?? [], [list.items]);
  const filters = useMemo<FilterDefinition[]>(() => {
    const byLabel = (a: { label: string }, b: { label: string }) => compareText(a.label, b.label, language);
    const refOptions = (entries: readonly ReferenceEntry[]) =>
      entries.map((e) => filterOption(e, language)).sort(byLabel);
    const supervisors = new Map<string, string>();
    for (const item of items) {
      for (const m of [...item.principal_supervisors, ...item.co_supervisors]) {
        supervisors.set(m.id, `${m.first_name} ${m.last_name}${m.is_active ? '' : ` ${t('records.inactive')}`}`);
      }
    }
    return [
      { name: 'supervisionIds', ready: list.items !== undefined, label: s('filterTrainee'), options: items.map((item) => ({ id: item.id, label: traineeName(item) })).sort(byLabel) },
      { name: 'faculties', label: s('filterFaculty'), options: refOptions(faculties.items), allowEmpty: true, ready: referenceLoaded(faculties), failed: faculties.failed, onRetry: faculties.retry },
      { name: 'levels', label: s('filterLevel'), options: refOptions(levels.items), allowEmpty: true, ready: referenceLoaded(levels), failed: levels.failed, onRetry: levels.retry },
      { name: 'supervisors', ready: list.items !== undefined, label: s('filterSupervisor'), options: [...supervisors].map(([id, label]) => ({ id, label })).sort(byLabel), allowEmpty: true },
      {
        name: 'progress',
        ready: true,
        label: s('filterProgress'),
        options: [
          { id: 'ongoing', label: s('ongoing') },
          { id: 'ended', label: s('ended') },
        ],
      },
    ];
  }, [list.items, items, faculties, levels, s, t, language]);
  const known = useMemo(() => knownFilterValues(filters), [filters]);
  const today = localToday();
  const { view, update, reset } = useListView(SUPERVISION_LIST_VIEW, known);
  const sorted = useMemo(() => sortSupervisions(items, view.sort, language, refName), [items, view.sort, language, refName]);
  const rows = useMemo(() => filterSupervisions(sorted, view, today), [sorted, view, today]);

  const columns = useMemo<Array<TableColumn<SupervisionListItem>>>(() => {
    const date = (value: string | null) => formatDate(value, language) ?? '—';
    const members = (list: SupervisionListItem['principal_supervisors']) => (list.length > 0 ? <MemberTags members={list} /> : '—');
    const all: Array<TableColumn<SupervisionListItem> & { toggle?: string }> = [
      { key: 'name', header: s('trainee'), sortable: true, cell: (item) => <Link href={rowHref(item)}>{traineeName(item)}</Link> },
      { key: 'faculty', toggle: 'faculty', header: s('faculty'), sortable: true, cell: (item) => refName(item.faculty_id) || '—' },
      { key: 'level', toggle: 'level', header: s('level'), sortable: true, cell: (item) => refName(item.level_id) || '—' },
      { key: 'principals', toggle: 'principals', header: s('principals'), cell: (item) => members(item.principal_supervisors) },
      { key: 'coSupervisors', toggle: 'coSupervisors', header: s('coSupervisors'), cell: (item) => members(item.co_supervisors) },
      { key: 'startDate', toggle: 'startDate', header: s('startDate'), sortable: true, cell: (item) => date(item.start_date) },
      { key: 'endDate', toggle: 'endDate', header: s('endDate'), sortable: true, cell: (item) => date(item.end_date) },
    ];
    return all.filter((column) => !column.toggle || view.columns[column.toggle]);
  }, [s, language, refName, view.columns]);

  const addButton = (
    <Link href="/supervisions/register" className="button button-primary">
      {s('add')}
    </Link>
  );

  return (
    <ListPageFrame
      csv={SUPERVISION_CSV}
      heading={s('heading')}
      list={list}
      rows={rows}
      addButton={addButton}
      filters={filters}
      view={view}
      update={update}
      reset={reset}
      toggles={TOGGLES.map(({ key, text }) => ({ key, label: s(text) }))}
      noun={{ one: s('nounOne'), other: s('nounOther') }}
      table={{
        rowKey: (item) => item.id,
        columns,
        expandable: {
          content: (item) => (hasExpandedContent(item) ? <ExpandedRow item={item} /> : null),
          rowName: traineeName,
        },
        rowHref,
      }}
    />
  );
}

/** Rows with a trainee member, co-supervisors or committee members expand (spec 5-pages §5.10.1). */
export function hasExpandedContent(item: SupervisionListItem): boolean {
  return item.trainee_members.length + item.co_supervisors.length + item.committee_members.length > 0;
}

/** The expanded row: trainee member, co-supervisors and committee, each only when not empty. */
function ExpandedRow({ item }: { item: SupervisionListItem }) {
  const { t } = useLanguage();
  const parts = [
    { key: 'trainee', label: t('records.supervisions.traineeMember'), members: item.trainee_members },
    { key: 'co', label: t('records.supervisions.coSupervisors'), members: item.co_supervisors },
    { key: 'committee', label: t('records.supervisions.committee'), members: item.committee_members },
  ].filter((part) => part.members.length > 0);
  return (
    <div>
      {parts.map((part) => (
        <div key={part.key}>
          <h2 className="details-heading">{part.label}</h2>
          <MemberTags members={part.members} />
        </div>
      ))}
    </div>
  );
}
