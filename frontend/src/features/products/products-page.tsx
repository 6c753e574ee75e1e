import type { AuthorEntry } from '@portal/common/api/author';
import type { ProductListItem, ProductPublicDetail } from '@portal/common/api/product';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { useDeferredValue, useMemo } from 'react';
import { Link } from 'wouter';
import type { TableColumn } from '../../components/data-table';
import { knownFilterValues, type FilterDefinition } from '../../components/filter-bar';
import { ListPageFrame } from '../../components/list-page-frame';
import { MemberTags } from '../../components/record-detail';
import { BilingualText, ExternalLink } from '../../components/values';
import { referenceLoaded, useEntityList, useReferenceList } from '../../lib/api/lists';
import { useSession } from '../../lib/auth/session-context';
import { bilingualText } from '../../lib/i18n/bilingual';
import { sortByText } from '../../lib/i18n/collator';
import { formatDate } from '../../lib/i18n/format';
import { formatCount } from '../../lib/i18n/format-count';
import { useLanguage } from '../../lib/i18n/language-context';
import { useListView } from '../../lib/lists/list-view';
import { translationFilter } from '../../lib/lists/translation-filter';
import { useRecord } from '../../lib/records/use-record';
import { filterProducts, PRODUCT_LIST_VIEW, productsByTitle, sortProducts, yearOf } from './product-list';
import { filterOption, titleOption } from '../../lib/records/options';
import { PRODUCT_CSV } from './product-csv';
import { ExportReferencesMenu } from './export-references-menu';

const productHref = (product: ProductListItem) => `/products/${encodeURIComponent(product.id)}`;

/** The expanded row: loads the public detail for its abstract. */
function AbstractRow({ id }: { id: string }) {
  const { t } = useLanguage();
  const record = useRecord<ProductPublicDetail>(API_PATHS['product-public'](id));
  let body;
  if (record.state === 'loading') body = <div className="skeleton-line" aria-busy="true" />;
  else if (record.state !== 'ready') {
    body = (
      <p>
        {t('records.detailsFailed')}{' '}
        <button type="button" className="button button-secondary" onClick={record.retry}>
          {t('session.tryAgain')}
        </button>
      </p>
    );
  } else body = <p className="details-text">{record.data?.note || t('records.products.noAbstract')}</p>;
  return (
    <div>
      <h2 className="details-heading">{t('records.products.abstract')}</h2>
      {body}
    </div>
  );
}

/** Products list (spec 5-pages §5.6.1). */
export function ProductsPage() {
  const { t, language } = useLanguage();
  const { role } = useSession();
  // The title filter's options come from the list itself, not from all-product-titles: the same
  // 50,000 titles a second time cost the page most of a second at arrival (ADR 0035).
  const list = useEntityList<ProductListItem>(API_PATHS['all-products'](), { alsoRefresh: [REFERENCE_LIST_PATHS.productTypes, API_PATHS['all-authors']()] });
  const types = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.productTypes);
  // The authors (145,000 names at 50,000 products) are asked for once the products have arrived:
  // downloaded beside them, they delayed the first rows; the author filter reads as loading
  // meanwhile, and a URL's author values are kept until its options are known (ADR 0035).
  const authorsPath = list.items !== undefined ? API_PATHS['all-authors']() : null;
  const authors = useReferenceList<AuthorEntry>(authorsPath);
  const canAdd = role === 'member' || role === 'admin';

  const typeName = useMemo(() => {
    const byId = new Map(types.items.map((type) => [type.id, type]));
    return (id: string | null) => {
      const type = id ? byId.get(id) : undefined;
      return type ? bilingualText(type.name_en, type.name_fr, language) : '';
    };
  }, [types.items, language]);

  const items = useMemo(() => list.items ?? [], [list.items]);
  // Title order is the list's default order and its title filter's: sorted once for both. The
  // other options lists are sorted when their own data or the language changes, not when another
  // list arrives (issue 13), with keys computed once per option (lib/i18n/collator.ts).
  const byTitle = useMemo(() => productsByTitle(items, language), [items, language]);
  // The filters' options are built in the render after the one that shows the first rows (a
  // deferred value lags one render behind): at 50,000 products they cost a third of a second,
  // and until they exist the filters are not ready, so the URL's values are kept (ADR 0035).
  const settled = useDeferredValue(list.items);
  const settledByTitle = useDeferredValue(byTitle);
  const optionsReady = settled !== undefined;
  const titleOptions = useMemo(() => settledByTitle.map((p) => titleOption(p, language)), [settledByTitle, language]);
  const typeOptions = useMemo(() => sortByText(types.items.map((type) => filterOption(type, language)), (option) => option.label, language), [types.items, language]);
  const authorOptions = useMemo(
    () => sortByText(authors.items.map((a) => ({ id: a.key, label: `${a.name} (${formatCount(a.product_count, language)})`, searchText: a.name })), (option) => option.label, language),
    [authors.items, language],
  );
  const [memberOptions, yearOptions] = useMemo(() => {
    const members = new Map<string, { label: string }>();
    const loaded = settled ?? [];
    for (const item of loaded) {
      for (const member of item.member_authors) {
        const name = `${member.first_name} ${member.last_name}`;
        members.set(member.id, { label: member.is_active ? name : `${name} ${t('records.inactive')}` });
      }
    }
    const years = [...new Set(loaded.map((item) => yearOf(item.publish_date)).filter((y): y is string => y !== null))].sort().reverse();
    return [sortByText([...members].map(([id, { label }]) => ({ id, label })), (option) => option.label, language), years.map((year) => ({ id: year, label: year }))];
  }, [settled, t, language]);
  const filters = useMemo<FilterDefinition[]>(
    () => [
      {
        name: 'productIds',
        label: t('records.products.filterTitle'),
        options: titleOptions,
        ready: optionsReady,
      },
      {
        name: 'productTypes',
        label: t('records.products.filterType'),
        options: typeOptions,
        allowEmpty: true,
        ready: referenceLoaded(types),
        failed: types.failed,
        onRetry: types.retry,
      },
      {
        name: 'authors',
        label: t('records.products.filterAuthor'),
        options: authorOptions,
        ready: authorsPath !== null && referenceLoaded(authors),
        failed: authors.failed,
        onRetry: authors.retry,
      },
      {
        name: 'memberAuthors',
        ready: optionsReady,
        label: t('records.products.filterMemberAuthor'),
        options: memberOptions,
        allowEmpty: true,
      },
      { name: 'years', label: t('records.products.filterYear'), options: yearOptions, allowEmpty: true, ready: optionsReady },
      translationFilter(t),
    ],
    [optionsReady, types, authors, authorsPath, t, titleOptions, typeOptions, authorOptions, memberOptions, yearOptions],
  );
  const known = useMemo(() => knownFilterValues(filters), [filters]);
  const { view, update, reset } = useListView(PRODUCT_LIST_VIEW, known);
  // Sorted once per list, sort and language; a filter change only filters (the order is kept).
  const sorted = useMemo(() => sortProducts(byTitle, view.sort, language, typeName), [byTitle, view.sort, language, typeName]);
  const rows = useMemo(() => filterProducts(sorted, view), [sorted, view]);

  const columns = useMemo<Array<TableColumn<ProductListItem>>>(() => {
    const all: Array<TableColumn<ProductListItem> & { toggle?: string }> = [
      {
        key: 'title',
        header: t('records.products.title'),
        sortable: true,
        cell: (p) => (
          <Link href={productHref(p)}>
            <BilingualText en={p.title_en} fr={p.title_fr} />
          </Link>
        ),
      },
      { key: 'date', toggle: 'date', header: t('records.products.date'), sortable: true, cell: (p) => formatDate(p.publish_date, language) ?? '—' },
      {
        key: 'doi',
        toggle: 'doi',
        header: t('records.products.doi'),
        cell: (p) => (p.doi ? <ExternalLink href={`https://doi.org/${p.doi}`}>{p.doi}</ExternalLink> : '—'),
      },
      { key: 'type', toggle: 'type', header: t('records.products.type'), sortable: true, cell: (p) => typeName(p.product_type_id) || '—' },
      {
        key: 'memberAuthors',
        toggle: 'memberAuthors',
        header: t('records.products.memberAuthors'),
        cell: (p) => (p.member_authors.length > 0 ? <MemberTags members={p.member_authors} /> : '—'),
      },
      { key: 'authors', toggle: 'authors', header: t('records.products.authors'), cell: (p) => p.all_author },
    ];
    return all.filter((column) => !column.toggle || view.columns[column.toggle]);
  }, [t, language, typeName, view.columns]);

  const toggles = [
    { key: 'date', label: t('records.products.colDate') },
    { key: 'doi', label: t('records.products.colDoi') },
    { key: 'type', label: t('records.products.colType') },
    { key: 'memberAuthors', label: t('records.products.colMemberAuthors') },
    { key: 'authors', label: t('records.products.colAuthors') },
  ];
  const addButton = canAdd ? (
    <Link href="/products/register" className="button button-primary">
      {t('records.products.add')}
    </Link>
  ) : null;

  return (
    <ListPageFrame
      csv={PRODUCT_CSV}
      moreExports={<ExportReferencesMenu rows={rows} types={types.items} />}
      heading={t('records.products.heading')}
      list={list}
      rows={rows}
      addButton={addButton}
      filters={filters}
      view={view}
      update={update}
      reset={reset}
      toggles={toggles}
      noun={{ one: t('records.products.nounOne'), other: t('records.products.nounOther') }}
      table={{
        rowKey: (p) => p.id,
        columns,
        expandable: { content: (p) => <AbstractRow id={p.id} />, rowName: (p) => bilingualText(p.title_en, p.title_fr, language) },
        rowHref: productHref,
      }}
    />
  );
}

