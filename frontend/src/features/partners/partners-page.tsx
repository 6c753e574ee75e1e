import type { OrganizationListItem } from '@portal/common/api/organization';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { TableColumn } from '../../components/data-table';
import { knownFilterValues, type FilterDefinition } from '../../components/filter-bar';
import { ListPageFrame } from '../../components/list-page-frame';
import { BilingualText } from '../../components/values';
import { referenceLoaded, useEntityList, useReferenceList } from '../../lib/api/lists';
import { useSession } from '../../lib/auth/session-context';
import { bilingualText } from '../../lib/i18n/bilingual';
import { compareText } from '../../lib/i18n/collator';
import { useLanguage } from '../../lib/i18n/language-context';
import { useListView } from '../../lib/lists/list-view';
import { translationFilter } from '../../lib/lists/translation-filter';
import { filterPartners, PARTNER_LIST_VIEW, partnerName, sortPartners } from './partner-list';
import { filterOption } from '../../lib/records/options';
import { PARTNER_CSV } from './partner-csv';

const partnerHref = (partner: OrganizationListItem) => `/partners/${encodeURIComponent(partner.id)}`;

/** Partners list (spec 5-pages §5.7.1), registered accounts. */
export function PartnersPage() {
  const { t, language } = useLanguage();
  const { role } = useSession();
  const list = useEntityList<OrganizationListItem>(API_PATHS['all-partners'](), { alsoRefresh: [REFERENCE_LIST_PATHS.orgTypes, REFERENCE_LIST_PATHS.orgScopes] });
  const types = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.orgTypes);
  const scopes = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.orgScopes);

  const refName = useMemo(() => {
    const byId = new Map([...types.items, ...scopes.items].map((entry) => [entry.id, entry]));
    return (id: string | null) => {
      const entry = id ? byId.get(id) : undefined;
      return entry ? bilingualText(entry.name_en, entry.name_fr, language) : '';
    };
  }, [types.items, scopes.items, language]);

  const items = useMemo(() => list.items ?? [], [list.items]);
  const filters = useMemo<FilterDefinition[]>(() => {
    const byLabel = (a: { label: string }, b: { label: string }) => compareText(a.label, b.label, language);
    const refOptions = (entries: readonly ReferenceEntry[]) => entries.map((e) => filterOption(e, language)).sort(byLabel);
    return [
      {
        name: 'partnerIds',
        ready: list.items !== undefined,
        label: t('records.partners.filterName'),
        options: items.map((p) => ({ id: p.id, label: partnerName(p, language), searchText: `${p.name_en ?? ''} ${p.name_fr ?? ''}` })).sort(byLabel),
      },
      { name: 'partnerTypes', label: t('records.partners.filterType'), options: refOptions(types.items), allowEmpty: true, ready: referenceLoaded(types), failed: types.failed, onRetry: types.retry },
      { name: 'partnerScopes', label: t('records.partners.filterScope'), options: refOptions(scopes.items), ready: referenceLoaded(scopes), failed: scopes.failed, onRetry: scopes.retry },
      translationFilter(t),
    ];
  }, [list.items, items, types, scopes, t, language]);
  const known = useMemo(() => knownFilterValues(filters), [filters]);
  const { view, update, reset } = useListView(PARTNER_LIST_VIEW, known);
  const sorted = useMemo(() => sortPartners(items, view.sort, language, refName), [items, view.sort, language, refName]);
  const rows = useMemo(() => filterPartners(sorted, view), [sorted, view]);

  const columns = useMemo<Array<TableColumn<OrganizationListItem>>>(() => {
    const all: Array<TableColumn<OrganizationListItem> & { toggle?: string }> = [
      {
        key: 'name',
        header: t('records.partners.name'),
        sortable: true,
        cell: (p) => (
          <Link href={partnerHref(p)}>
            <BilingualText en={p.name_en} fr={p.name_fr} />
          </Link>
        ),
      },
      { key: 'type', toggle: 'type', header: t('records.partners.type'), sortable: true, cell: (p) => refName(p.type_id) || '—' },
      { key: 'scope', toggle: 'scope', header: t('records.partners.scope'), sortable: true, cell: (p) => refName(p.scope_id) || '—' },
    ];
    return all.filter((column) => !column.toggle || view.columns[column.toggle]);
  }, [t, refName, view.columns]);

  const toggles = [
    { key: 'type', label: t('records.partners.colType') },
    { key: 'scope', label: t('records.partners.colScope') },
  ];
  let addButton = null;
  if (role === 'admin') {
    addButton = (
      <Link href="/partners/register" className="button button-primary">
        {t('records.partners.addAdmin')}
      </Link>
    );
  } else if (role === 'member') {
    addButton = (
      <Link href="/partners/register-partner" className="button button-primary">
        {t('records.partners.addMember')}
      </Link>
    );
  }

  return (
    <ListPageFrame
      csv={PARTNER_CSV}
      heading={t('records.partners.heading')}
      list={list}
      rows={rows}
      addButton={addButton}
      filters={filters}
      view={view}
      update={update}
      reset={reset}
      toggles={toggles}
      noun={{ one: t('records.partners.nounOne'), other: t('records.partners.nounOther') }}
      table={{
        rowKey: (p) => p.id,
        columns,
        expandable: {
          content: (p) =>
            p.description?.trim() ? (
              <div>
                <h2 className="details-heading">{t('records.partners.about')}</h2>
                <p className="details-text preserve-lines">{p.description}</p>
              </div>
            ) : null,
          rowName: (p) => partnerName(p, language),
        },
        rowHref: partnerHref,
      }}
    />
  );
}
