import type { EventListItem } from '@portal/common/api/event';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { TableColumn } from '../../components/data-table';
import { knownFilterValues, type FilterDefinition } from '../../components/filter-bar';
import { ListPageFrame } from '../../components/list-page-frame';
import { MemberTags, TagList } from '../../components/record-detail';
import { BilingualText } from '../../components/values';
import { referenceLoaded, useEntityList, useReferenceList } from '../../lib/api/lists';
import { bilingualText } from '../../lib/i18n/bilingual';
import { compareText } from '../../lib/i18n/collator';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { useListView } from '../../lib/lists/list-view';
import { translationFilter } from '../../lib/lists/translation-filter';
import { EventDateFilter } from './event-date-filter';
import { datePeriod, EVENT_LIST_VIEW, eventFilterApplies, eventName, filterEvents, sortEvents } from './event-list';
import { filterOption } from '../../lib/records/options';
import { tagSeed } from '../../lib/text/tag-colour';
import { EVENT_CSV } from './event-csv';

const eventHref = (id: string) => `/events/${encodeURIComponent(id)}`;

const TOGGLES = ['type', 'startDate', 'endDate', 'topics', 'members'] as const;

/** Events list (spec 5-pages §5.9.1), administrators. */
export function EventsPage() {
  const { t, language } = useLanguage();
  const list = useEntityList<EventListItem>(API_PATHS['all-events'](), { alsoRefresh: [REFERENCE_LIST_PATHS.eventTypes, REFERENCE_LIST_PATHS.topics] });
  const types = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.eventTypes);
  const topics = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.topics);
  const items = useMemo(() => list.items ?? [], [list.items]);
  const filters = useMemo<FilterDefinition[]>(() => {
    const byLabel = (a: { label: string }, b: { label: string }) => compareText(a.label, b.label, language);
    const refOptions = (entries: readonly ReferenceEntry[]) =>
      entries.map((e) => filterOption(e, language)).sort(byLabel);
    const members = new Map<string, string>();
    for (const event of items) {
      for (const m of event.members) members.set(m.id, `${m.first_name} ${m.last_name}${m.is_active ? '' : ` ${t('records.inactive')}`}`);
    }
    const named = items.map((event) => {
      const date = formatDate(event.start_date, language);
      const name = eventName(event, language);
      return { id: event.id, label: date ? `${name} (${date})` : name, searchText: `${event.name_en ?? ''} ${event.name_fr ?? ''}`, name };
    });
    return [
      { name: 'eventIds', ready: list.items !== undefined, label: t('records.events.filterName'), options: named.sort((a, b) => compareText(a.name, b.name, language) || compareText(a.label, b.label, language)).map(({ id, label, searchText }) => ({ id, label, searchText })) },
      { name: 'eventTypes', label: t('records.events.filterType'), options: refOptions(types.items), allowEmpty: true, ready: referenceLoaded(types), failed: types.failed, onRetry: types.retry },
      { name: 'eventTopics', label: t('records.events.filterTopic'), options: refOptions(topics.items), allowEmpty: true, ready: referenceLoaded(topics), failed: topics.failed, onRetry: topics.retry },
      { name: 'members', ready: list.items !== undefined, label: t('records.events.filterMember'), options: [...members].map(([id, label]) => ({ id, label })).sort(byLabel) },
      translationFilter(t),
    ];
  }, [list.items, items, types, topics, t, language]);
  // Unknown ids in the URL are ignored (spec 5-pages §5.2.1), once the lists naming them are loaded.
  const known = useMemo(() => knownFilterValues(filters), [filters]);
  const { view, update, reset } = useListView(EVENT_LIST_VIEW, known);
  // Reset also clears a date input whose text is not (yet) a date, which the URL does not hold.
  const [dateInputs, setDateInputs] = useState(0);
  const resetAll = () => {
    setDateInputs((count) => count + 1);
    reset();
  };

  const byId = useMemo(() => new Map([...types.items, ...topics.items].map((entry) => [entry.id, entry])), [types.items, topics.items]);
  const refName = useMemo(
    () => (id: string | null) => {
      const entry = id ? byId.get(id) : undefined;
      return entry ? bilingualText(entry.name_en, entry.name_fr, language) : '';
    },
    [byId, language],
  );

  const sorted = useMemo(() => sortEvents(items, view.sort, language, refName), [items, view.sort, language, refName]);
  const rows = useMemo(() => filterEvents(sorted, view), [sorted, view]);
  const period = datePeriod(view);

  const columns = useMemo<Array<TableColumn<EventListItem>>>(() => {
    const date = (value: string | null) => formatDate(value, language) ?? '—';
    const all: Array<TableColumn<EventListItem> & { toggle?: string }> = [
      {
        key: 'name',
        header: t('records.events.name'),
        sortable: true,
        cell: (e) => (
          <Link href={eventHref(e.id)}>
            <BilingualText en={e.name_en} fr={e.name_fr} />
          </Link>
        ),
      },
      { key: 'type', toggle: 'type', header: t('records.events.type'), sortable: true, cell: (e) => refName(e.event_type_id) || '—' },
      { key: 'startDate', toggle: 'startDate', header: t('records.events.startDate'), sortable: true, cell: (e) => date(e.start_date) },
      { key: 'endDate', toggle: 'endDate', header: t('records.events.endDate'), sortable: true, cell: (e) => date(e.end_date) },
      {
        key: 'topics',
        toggle: 'topics',
        header: t('records.events.topics'),
        cell: (e) => {
          const tags = e.topic_ids
            .map((id) => {
              const entry = byId.get(id);
              return { id, label: refName(id), seed: tagSeed.bilingual(entry?.name_en, entry?.name_fr) };
            })
            .filter((tag) => tag.label)
            .sort((a, b) => compareText(a.label, b.label, language));
          return tags.length ? <TagList items={tags} /> : '—';
        },
      },
      { key: 'members', toggle: 'members', header: t('records.events.members'), cell: (e) => (e.members.length ? <MemberTags members={e.members} /> : '—') },
    ];
    return all.filter((column) => !column.toggle || view.columns[column.toggle]);
  }, [t, language, refName, byId, view.columns]);

  const toggles = TOGGLES.map((key) => ({ key, label: t(`records.events.col${key.charAt(0).toUpperCase()}${key.slice(1)}` as 'records.events.colType') }));
  const addButton = (
    <Link href="/events/register" className="button button-primary">
      {t('records.events.add')}
    </Link>
  );

  return (
    <ListPageFrame
      csv={EVENT_CSV}
      heading={t('records.events.heading')}
      list={list}
      rows={rows}
      addButton={addButton}
      filters={filters}
      view={view}
      update={update}
      reset={resetAll}
      toggles={toggles}
      noun={{ one: t('records.events.nounOne'), other: t('records.events.nounOther') }}
      filtered={eventFilterApplies(view, period)}
      extraFilters={
        <EventDateFilter
          key={dateInputs}
          from={period.from ?? ''}
          to={period.to ?? ''}
          invalid={period.invalid}
          onChange={(name, value) => update({ ...view, filters: { ...view.filters, [name]: value ? [value] : [] } })}
        />
      }
      table={{
        rowKey: (e) => e.id,
        columns,
        expandable: {
          content: (e) =>
            e.note ? (
              <div>
                <h2 className="details-heading">{t('records.events.about')}</h2>
                <p className="details-text preserve-lines">{e.note}</p>
              </div>
            ) : null,
          rowName: (e) => eventName(e, language),
        },
        rowHref: (e) => eventHref(e.id),
      }}
    />
  );
}
