/**
 * The frame shared by every private record page (spec 5-pages §5.2): record states, the heading
 * with Edit/Done and "View public page", tabs kept in `?tab=` behind the unsaved-changes guard,
 * "Last updated", and Delete with the typed-name confirmation.
 */
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { apiFetch } from '../lib/api/fetcher';
import { formatTimestamp } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language-context';
import { useOperation, type OperationName } from '../lib/operations';
import type { RecordRead } from '../lib/records/use-record';
import { useUnsavedChanges } from '../lib/unsaved/unsaved-context';
import { DeleteDialog, type DeletableEntity } from './delete-dialog';
import { HistoryLink, type HistoryTarget } from './history-link';
import { PageHeading } from './page-heading';
import { RecordTabs } from './record-detail';
import { RecordState } from './record-state';
import { IncompleteTextsNotice, TranslationEditorScope } from './translation-markers';

export interface PrivateTab {
  key: string;
  label: string;
  /** A sentence above the tab's content (who sees it). */
  intro?: ReactNode;
  view: ReactNode;
  /** The edit form, shown in edit mode; key it by the record's etag so a save resets it. */
  form?: ReactNode;
}

export interface PrivateFrameContent {
  heading: ReactNode;
  /** The display name typed to confirm a delete. */
  name: string;
  publicHref: string;
  canEdit: boolean;
  /** A notice under the heading (e.g. why the viewer cannot edit). */
  notice?: ReactNode;
  tabs: readonly PrivateTab[];
  /** Delete, when the viewer may; null hides the button. */
  deletion: { entity: DeletableEntity; operation: OperationName; url: string; afterHref: string } | null;
  /** Content after the card (e.g. shortcuts). */
  footer?: ReactNode;
  /** The heading's level: 1 (the page's heading, default) or 2 (the page shows it under its own, as My Profile does). */
  headingLevel?: 1 | 2;
  /** Shown right after the heading (e.g. the "Inactive" badge). */
  badge?: ReactNode;
  /**
   * How many of the record's bilingual pairs have one side only (spec 6-data-and-beyond §6.3.6):
   * editors see the count at the top of the card, and the badges inside it.
   */
  incompleteTexts?: number;
  /** Links grouped with Edit and "View public page" in one row of actions. */
  actions?: { beforePublic?: ReactNode; afterPublic?: ReactNode };
  /** Actions in the card header in view mode only (products: Cite and Export the reference). */
  viewActions?: ReactNode;
}

export interface RecordPrivateFrameProps<T> {
  record: RecordRead<T>;
  /** Prefix of the tab ids (unique per page). */
  idBase: string;
  notFoundHeading: string;
  /** The section's list for "Back to the list"; without it, the states offer "Back to home". */
  listHref?: string | undefined;
  content: (data: T) => PrivateFrameContent;
  /** Opens in edit mode (e.g. right after the member registered). */
  initialEditing?: boolean | undefined;
  /** False: the first tab is the page without `?tab=` (selecting it removes the parameter). */
  firstTabInUrl?: boolean | undefined;
  /**
   * The record's history (spec 6-data-and-beyond §6.3.5): administrators see "History" beside
   * "View the public page", and "View the history of this record" on the not-found state.
   * Required, so that no private record page goes without it.
   */
  history: HistoryTarget;
}

/** The active tab of `?tab=`, or the first tab. */
export function activeTabKey(search: string, tabs: ReadonlyArray<{ key: string }>): string {
  const requested = new URLSearchParams(search).get('tab');
  return tabs.some((tab) => tab.key === requested) ? (requested as string) : (tabs[0]?.key ?? '');
}

export function RecordPrivateFrame<T extends { updated_at?: string | null }>({
  record,
  idBase,
  notFoundHeading,
  listHref,
  content,
  initialEditing = false,
  firstTabInUrl = true,
  history,
}: RecordPrivateFrameProps<T>) {
  const { t, language } = useLanguage();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { requestAction } = useUnsavedChanges();
  const run = useOperation();
  const [editing, setEditing] = useState(initialEditing);
  const [deleting, setDeleting] = useState(false);

  if (record.state !== 'ready' || !record.data) {
    return (
      <RecordState
        kind={record.state === 'ready' ? 'loading' : record.state}
        notFoundHeading={notFoundHeading}
        {...(listHref ? { list: { href: listHref, label: t('records.backToList') } } : {})}
        onRetry={record.retry}
        history={history}
      />
    );
  }
  const frame = content(record.data);
  const active = activeTabKey(search, frame.tabs);
  const tab = frame.tabs.find((candidate) => candidate.key === active);
  const selectTab = (key: string) =>
    requestAction(() => {
      const params = new URLSearchParams(search);
      if (!firstTabInUrl && key === frame.tabs[0]?.key) params.delete('tab');
      else params.set('tab', key);
      const query = params.toString();
      navigate(query ? `${path}?${query}` : path, { replace: true });
    });
  const updated = formatTimestamp(record.data.updated_at ?? null, language);
  const showForm = editing && frame.canEdit && tab?.form;
  const deletion = frame.deletion;
  const editButton = frame.canEdit ? (
    <button type="button" className="button button-secondary" onClick={() => (editing ? requestAction(() => setEditing(false)) : setEditing(true))}>
      {editing ? t('records.done') : t('records.edit')}
    </button>
  ) : null;
  const publicLink = <Link href={frame.publicHref}>{t('records.viewPublic')}</Link>;
  const historyLink = <HistoryLink kind={history.kind} id={history.id} />;

  return (
    <>
      <TranslationEditorScope editor={frame.canEdit}>
        <article className="record-card">
          <div className="record-header">
            {frame.headingLevel === 2 ? <h2 className="record-card-heading">{frame.heading}</h2> : <PageHeading>{frame.heading}</PageHeading>}
            {frame.badge ?? null}
            {frame.actions ? (
              <div className="record-actions">
                {editButton}
                {frame.actions.beforePublic ?? null}
                {publicLink}
                {frame.actions.afterPublic ?? null}
                {historyLink}
              </div>
            ) : (
              <>
                {editButton}
                {publicLink}
                {historyLink}
              </>
            )}
            {!editing && frame.viewActions ? frame.viewActions : null}
          </div>
          <IncompleteTextsNotice count={frame.incompleteTexts ?? 0} />
          {frame.notice ?? null}
          {frame.tabs.length === 1 ? (
            // A record with one part (an event) has no tabs: one view and one form.
            <div>
              {tab?.intro ? <p>{tab.intro}</p> : null}
              {showForm ? tab.form : tab?.view}
            </div>
          ) : (
            <RecordTabs tabs={frame.tabs.map(({ key, label }) => ({ key, label }))} active={active} onSelect={selectTab} idBase={idBase}>
              {tab?.intro ? <p>{tab.intro}</p> : null}
              {showForm ? tab.form : tab?.view}
            </RecordTabs>
          )}
        </article>
      </TranslationEditorScope>
      {updated ? <p className="field-help">{t('records.lastUpdated', { time: updated })}</p> : null}
      {frame.footer ?? null}
      {deletion ? (
        <button type="button" className="button button-danger" onClick={() => requestAction(() => setDeleting(true))}>
          {t(`deleteDialog.${deletion.entity}`)}
        </button>
      ) : null}
      {deleting && deletion ? (
        <DeleteDialog
          entity={deletion.entity}
          name={frame.name}
          onClose={() => setDeleting(false)}
          onDelete={async () => {
            const result = await run(deletion.operation, () => apiFetch<unknown>(deletion.url, { method: 'DELETE' }));
            return result.ok;
          }}
          onDeleted={() => navigate(deletion.afterHref, { replace: true })}
        />
      ) : null}
    </>
  );
}
