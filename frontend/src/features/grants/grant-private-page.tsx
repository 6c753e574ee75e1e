import { validateUpdate } from '@portal/common/validation/schema';
import { grantPrivateSchema, grantPublicSchema } from '@portal/common/validation/schemas/grant';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { DeleteDialog } from '../../components/delete-dialog';
import { ErrorSummary, StaleBanner, SubmitButton, TextField } from '../../components/form-fields';
import { PageHeading } from '../../components/page-heading';
import { DetailItem, DetailList, RecordTabs } from '../../components/record-detail';
import { RecordState } from '../../components/record-state';
import { apiFetch } from '../../lib/api/fetcher';
import { formatTimestamp } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { useOperation, type OperationName } from '../../lib/operations';
import { textOrNull } from '../../lib/records/field-errors';
import { useRecordForm } from '../../lib/records/use-record-form';
import { useRecord, type RecordRead } from '../../lib/records/use-record';
import { useUnsavedChanges } from '../../lib/unsaved/unsaved-context';
import { grantBody, grantFormValues, GrantPublicFields } from './grant-form';
import { GrantPublicItems } from './grant-public-page';
import { grantPrivatePath, type GrantPrivateDetail } from './grant-types';

function usePatch(id: string, record: RecordRead<GrantPrivateDetail>) {
  const run = useOperation();
  return (operation: OperationName, part: 'public' | 'private', body: Record<string, unknown>) =>
    run(
      operation,
      () =>
        apiFetch<GrantPrivateDetail>(`/api/update-grant/${encodeURIComponent(id)}/${part}`, {
          method: 'PATCH',
          body,
          headers: { 'If-Match': `"${record.data?.etag ?? ''}"` },
        }),
      { cacheKey: () => grantPrivatePath(id) },
    );
}

const errorsOf = (result: ReturnType<typeof validateUpdate>) => (result.ok ? [] : result.errors);

function PublicTabForm({ id, record }: { id: string; record: RecordRead<GrantPrivateDetail> }) {
  const { t, language } = useLanguage();
  const patch = usePatch(id, record);
  const form = useRecordForm({
    initial: grantFormValues(record.data as GrantPrivateDetail, language),
    toBody: (values) => grantBody(values, language),
    validate: (body) => errorsOf(validateUpdate(grantPublicSchema, body)),
    send: (body) => patch('updateGrantPublic', 'public', body),
    onSaved: () => undefined,
    detectNoChange: true,
  });
  return (
    <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      {form.stale ? <StaleBanner onReload={() => void record.reload()} /> : null}
      <ErrorSummary messages={form.summary} summaryRef={form.summaryRef} />
      <GrantPublicFields values={form.values} errors={form.errors} onChange={form.setValues} />
      <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
        {t('records.save')}
      </SubmitButton>
    </form>
  );
}

function PrivateTabForm({ id, record }: { id: string; record: RecordRead<GrantPrivateDetail> }) {
  const { t } = useLanguage();
  const patch = usePatch(id, record);
  const form = useRecordForm({
    initial: { note: record.data?.note ?? '' },
    toBody: (values) => ({ note: textOrNull(values.note) }),
    validate: (body) => errorsOf(validateUpdate(grantPrivateSchema, body)),
    send: (body) => patch('updateGrantPrivate', 'private', body),
    onSaved: () => undefined,
    detectNoChange: true,
  });
  return (
    <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      {form.stale ? <StaleBanner onReload={() => void record.reload()} /> : null}
      <ErrorSummary messages={form.summary} summaryRef={form.summaryRef} />
      <TextField label={t('records.grants.note')} name="note" multiline value={form.values.note} error={form.errors.note} onChange={(note) => form.setValues({ note })} />
      <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
        {t('records.save')}
      </SubmitButton>
    </form>
  );
}

/** Grant private page (spec 5-pages §5.8.3), administrators. */
export function GrantPrivatePage({ id }: { id: string }) {
  const { t, language } = useLanguage();
  const record = useRecord<GrantPrivateDetail>(grantPrivatePath(id));
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { requestAction } = useUnsavedChanges();
  const run = useOperation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (record.state !== 'ready' || !record.data) {
    return (
      <RecordState
        kind={record.state === 'ready' ? 'loading' : record.state}
        notFoundHeading={t('records.grants.notFound')}
        list={{ href: '/grants', label: t('records.backToList') }}
        onRetry={record.retry}
      />
    );
  }
  const grant = record.data;
  const tabs = [
    { key: 'public', label: t('records.tabPublic') },
    { key: 'private', label: t('records.tabPrivate') },
  ];
  const active = new URLSearchParams(search).get('tab') === 'private' ? 'private' : 'public';
  const selectTab = (key: string) =>
    requestAction(() => {
      const params = new URLSearchParams(search);
      params.set('tab', key);
      navigate(`${path}?${params.toString()}`, { replace: true });
    });
  const updated = formatTimestamp(grant.updated_at, language);
  let panel;
  if (active === 'public') {
    panel = editing ? <PublicTabForm key={grant.etag} id={id} record={record} /> : <GrantPublicItems grant={grant} hideEmpty={false} />;
  } else {
    panel = (
      <>
        <p>{t('records.grants.privateIntro')}</p>
        {editing ? (
          <PrivateTabForm key={grant.etag} id={id} record={record} />
        ) : (
          <DetailList>
            <DetailItem label={t('records.grants.note')} empty={!grant.note}>
              {grant.note}
            </DetailItem>
          </DetailList>
        )}
      </>
    );
  }

  return (
    <>
      <article className="record-card">
        <div className="record-header">
          <PageHeading>{grant.title}</PageHeading>
          <button type="button" className="button button-secondary" onClick={() => (editing ? requestAction(() => setEditing(false)) : setEditing(true))}>
            {editing ? t('records.done') : t('records.edit')}
          </button>
          <Link href={`/grants/${encodeURIComponent(id)}/public`}>{t('records.viewPublic')}</Link>
        </div>
        <RecordTabs tabs={tabs} active={active} onSelect={selectTab} idBase={`grant-${id}`}>
          {panel}
        </RecordTabs>
      </article>
      {updated ? <p className="field-help">{t('records.lastUpdated', { time: updated })}</p> : null}
      <button type="button" className="button button-danger" onClick={() => requestAction(() => setDeleting(true))}>
        {t('deleteDialog.grant')}
      </button>
      {deleting ? (
        <DeleteDialog
          entity="grant"
          name={grant.title}
          onClose={() => setDeleting(false)}
          onDelete={async () => {
            const result = await run('deleteGrant', () => apiFetch<unknown>(`/api/delete-grant/${encodeURIComponent(id)}`, { method: 'DELETE' }));
            return result.ok;
          }}
          onDeleted={() => navigate('/grants', { replace: true })}
        />
      ) : null}
    </>
  );
}
