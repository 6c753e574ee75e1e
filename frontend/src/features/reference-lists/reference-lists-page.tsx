/**
 * The reference-list page (spec 6-data-and-beyond §6.3.4), administrators only (route guard): the
 * list chosen in the URL's `list`, the add form, and the entries with their status, their usage
 * (one `reference-usage/{list}` request for the whole list) and their actions. Every change runs
 * as an operation (spec 4-shell §4.6.6, operations 36–41), after which every cached list is
 * marked stale, so forms and pages read the new names and retirements from `/api/all-*`.
 */
import { API_PATHS } from '@portal/common/api/paths';
import type { ReferenceUsageItem } from '@portal/common/api/reference';
import { useId, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Link, useLocation, useSearch } from 'wouter';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type TableColumn } from '../../components/data-table';
import { EmptyList, ListError, RefreshButton, SkeletonRows } from '../../components/list-states';
import { PageHeading } from '../../components/page-heading';
import { ResultCount } from '../../components/result-count';
import { MissingLanguageBadge, TranslationEditorScope } from '../../components/translation-markers';
import { MissingValue } from '../../components/values';
import { useEntityList } from '../../lib/api/lists';
import { useLanguage } from '../../lib/i18n/language-context';
import { TRANSLATION_VALUES } from '../../lib/lists/translation-filter';
import { useOperation } from '../../lib/operations';
import { patchWithVersion } from '../../lib/records/use-record-patch';
import { holdingKindsText, usageText } from '../../lib/records/usage-text';
import { historyRoute } from '../../lib/routes';
import { AddEntryForm } from './add-entry-form';
import { EntryDeleteDialog } from './entry-delete-dialog';
import { EntryRenameDialog } from './entry-rename-dialog';
import {
  entryName,
  entryRows,
  nextRowSort,
  PAGE_LISTS,
  pageListOf,
  rowActions,
  visibleRows,
  type EntryRow,
  type ListEntry,
  type PageList,
  type RowSort,
  type SortKey,
} from './reference-lists-model';
import { referenceListsTranslator, type ReferenceListsTranslate } from './reference-lists-text';
import './reference-lists.css';

const TRANSLATION_LABELS = { complete: 'translation.complete', 'missing-en': 'translation.missingEn', 'missing-fr': 'translation.missingFr' } as const;

type OpenDialog = { kind: 'rename' | 'retire' | 'delete'; entry: ListEntry; row: EntryRow } | null;

export function ReferenceListsPage() {
  const { language } = useLanguage();
  const tx = useMemo(() => referenceListsTranslator(language), [language]);
  const [, navigate] = useLocation();
  const list = pageListOf(new URLSearchParams(useSearch()).get('list'));
  const selectId = useId();

  return (
    <div className="reference-lists-page">
      <PageHeading>{tx('heading')}</PageHeading>
      <p>{tx('intro')}</p>
      <div className="form-field reference-list-choice">
        <label className="field-label" htmlFor={selectId}>
          {tx('list')}
        </label>
        <select
          id={selectId}
          aria-describedby={`${selectId}-uses`}
          className="text-input"
          value={list.key}
          onChange={(event) => navigate(`/reference-lists?list=${encodeURIComponent(event.target.value)}`)}
        >
          {PAGE_LISTS.map((option) => (
            <option key={option.key} value={option.key}>
              {tx(option.key)}
            </option>
          ))}
        </select>
        <p id={`${selectId}-uses`} className="field-help">{tx('usedBy', { uses: holdingKindsText(list.holders, language) })}</p>
      </div>
      {/* Keyed by list: a new list starts with empty fields, filters and sort. */}
      <ListAdministration key={list.key} list={list} tx={tx} />
    </div>
  );
}

function ListAdministration({ list, tx }: { list: PageList; tx: ReferenceListsTranslate }) {
  const { t, language } = useLanguage();
  const usagePath = API_PATHS['reference-usage'](list.api);
  const entries = useEntityList<ListEntry>(list.allPath, { alsoRefresh: [usagePath] });
  const usage = useSWR<ReferenceUsageItem[]>(usagePath);
  const { mutate } = useSWRConfig();
  const run = useOperation();
  const keyword = list.key === 'keyword';

  const [text, setText] = useState('');
  const [showRetired, setShowRetired] = useState(true);
  const [translation, setTranslation] = useState<string[]>([]);
  const [sort, setSort] = useState<RowSort | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const items = useMemo(() => entries.items ?? [], [entries.items]);
  const rows = useMemo(() => entryRows(items, usage.data ?? []), [items, usage.data]);
  const shown = useMemo(() => visibleRows(rows, { text, showRetired, translation, sort }, language), [rows, text, showRetired, translation, sort, language]);
  const filtered = text.trim() !== '' || !showRetired || translation.length > 0;

  /** Puts a saved entry into the cached list at once (the revalidation after the operation follows). */
  const keepSaved = async (saved: ListEntry) => {
    await mutate(list.allPath, (current: ListEntry[] | undefined) => [...(current ?? []).filter((e) => e.id !== saved.id), saved], { revalidate: false });
  };

  const focusAction = (id: string, action: string) => {
    // The row's buttons change (Retire ↔ Restore): focus moves to the one that replaced the pressed one.
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>(`[data-entry="${CSS.escape(id)}"] [data-action="${action}"]`)?.focus();
    });
  };

  const setRetired = async (entry: ListEntry, retired: boolean) => {
    const result = await run(retired ? 'retireReference' : 'restoreReference', () =>
      patchWithVersion<ListEntry>(API_PATHS['update-reference'](list.api, entry.id), entry.etag, { retired }),
    );
    if (result.ok) {
      await keepSaved(result.value);
      focusAction(entry.id, retired ? 'restore' : 'retire');
    }
    return result.ok;
  };

  const columns: TableColumn<EntryRow>[] = [
    { key: 'name_en', header: tx('englishName'), sortable: true, cell: (row) => <NameCell value={row.entry.name_en} language="en" /> },
    { key: 'name_fr', header: tx('frenchName'), sortable: true, cell: (row) => <NameCell value={row.entry.name_fr} language="fr" /> },
    ...(keyword ? [] : [{ key: 'status', header: tx('status'), cell: (row: EntryRow) => (row.entry.retired ? tx('retired') : tx('active')) }]),
    { key: 'usage', header: tx('usedByColumn'), sortable: true, cell: (row) => usageText(row.usage, language) },
    {
      key: 'actions',
      header: tx('actions'),
      cell: (row) => {
        const name = entryName(row.entry, language);
        const actions = rowActions(list, row);
        return (
          <div className="entry-actions" data-entry={row.entry.id}>
            <button type="button" className="button button-secondary" aria-label={`${tx('rename')} ${name}`} onClick={() => setDialog({ kind: 'rename', entry: row.entry, row })}>
              {tx('rename')}
            </button>
            {actions.retire ? (
              <button type="button" className="button button-secondary" data-action="retire" aria-label={`${tx('retire')} ${name}`} onClick={() => setDialog({ kind: 'retire', entry: row.entry, row })}>
                {tx('retire')}
              </button>
            ) : null}
            {actions.restore ? (
              <button type="button" className="button button-secondary" data-action="restore" aria-label={`${tx('restore')} ${name}`} onClick={() => void setRetired(row.entry, false)}>
                {tx('restore')}
              </button>
            ) : null}
            {actions.delete ? (
              <button type="button" className="button button-secondary" aria-label={`${tx('delete')} ${name}`} onClick={() => setDialog({ kind: 'delete', entry: row.entry, row })}>
                {tx('delete')}
              </button>
            ) : null}
            <Link href={historyRoute(list.recordKind, row.entry.id)} aria-label={`${tx('history')} ${name}`}>
              {tx('history')}
            </Link>
          </div>
        );
      },
    },
  ];

  const refreshing = entries.busy || usage.isValidating;
  let body;
  if (entries.status === 'error') body = <ListError onRetry={entries.retry} />;
  else if (entries.status === 'loading') body = <SkeletonRows />;
  else if (shown.length === 0)
    body = (
      <EmptyList
        filtered={filtered}
        onReset={() => {
          setText('');
          setShowRetired(true);
          setTranslation([]);
        }}
      />
    );
  else
    body = (
      <TranslationEditorScope editor>
        <DataTable
          caption={tx(list.key)}
          rows={shown}
          rowKey={(row) => row.entry.id}
          columns={columns}
          sort={sort}
          onSort={(key) => setSort(nextRowSort(sort, key as SortKey))}
          resetKey={`${text}|${String(showRetired)}|${translation.join(',')}`}
        />
      </TranslationEditorScope>
    );

  return (
    <>
      <AddEntryForm list={list} tx={tx} entries={items} onAdded={keepSaved} />
      <section className="reference-entries" aria-labelledby="entries-heading">
        <h2 id="entries-heading">{tx('entriesHeading')}</h2>
        <div className="list-toolbar">
          {entries.status === 'ready' ? (
            <ResultCount shown={shown.length} total={rows.length} noun={{ one: tx('entryOne'), other: tx('entryOther') }} filtered={filtered} refreshCount={entries.refreshCount} />
          ) : null}
          <RefreshButton busy={refreshing} onRefresh={entries.refresh} />
        </div>
        <div className="entry-filters">
          <div className="form-field">
            <label className="field-label" htmlFor="entry-filter">
              {tx('filter')}
            </label>
            <input id="entry-filter" className="text-input" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          </div>
          {keyword ? (
            <fieldset className="form-field">
              <legend className="field-label">{t('lists.filterBy', { name: t('translation.filterName') })}</legend>
              {TRANSLATION_VALUES.map((value) => (
                <span className="checkbox" key={value}>
                  <input
                    id={`translation-${value}`}
                    type="checkbox"
                    checked={translation.includes(value)}
                    onChange={(event) => setTranslation((current) => (event.target.checked ? [...current, value] : current.filter((v) => v !== value)))}
                  />
                  <label htmlFor={`translation-${value}`}>{t(TRANSLATION_LABELS[value])}</label>
                </span>
              ))}
            </fieldset>
          ) : (
            <span className="checkbox">
              <input id="show-retired" type="checkbox" checked={showRetired} onChange={(event) => setShowRetired(event.target.checked)} />
              <label htmlFor="show-retired">{tx('showRetired')}</label>
            </span>
          )}
        </div>
        {body}
      </section>
      {dialog?.kind === 'rename' ? (
        <EntryRenameDialog
          list={list}
          entry={dialog.entry}
          entries={items}
          tx={tx}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            void keepSaved(saved);
          }}
        />
      ) : null}
      {dialog?.kind === 'retire' ? (
        <ConfirmDialog
          title={tx('retireTitle', { name: entryName(dialog.entry, language) })}
          text={tx('retireText', { name: entryName(dialog.entry, language), usage: usageText(dialog.row.usage, language) })}
          confirmLabel={tx('retire')}
          onAnswer={(proceed) => {
            const entry = dialog.entry;
            setDialog(null);
            if (proceed) void setRetired(entry, true);
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? <EntryDeleteDialog list={list} entry={dialog.entry} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

/** A name cell: the name, or for a keyword's empty side "—" with the translation marker (§6.3.6). */
function NameCell({ value, language }: { value: string | null; language: 'en' | 'fr' }) {
  if (value) return <span lang={language}>{value}</span>;
  return (
    <>
      <MissingValue /> <MissingLanguageBadge language={language} />
    </>
  );
}
