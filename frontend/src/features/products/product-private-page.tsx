import { validateUpdate } from '@portal/common/validation/schema';
import { productAdminSchema, productPrivateSchema, productPublicSchema, PRODUCT_TOPICS_MAX } from '@portal/common/validation/schemas/product';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { DeleteDialog } from '../../components/delete-dialog';
import { CheckboxField, ErrorSummary, StaleBanner, SubmitButton } from '../../components/form-fields';
import { PageHeading } from '../../components/page-heading';
import { DetailItem, DetailList, RecordTabs, TagList } from '../../components/record-detail';
import { RecordState } from '../../components/record-state';
import { Selector, type SelectorOption } from '../../components/selector';
import { BilingualText, YesNo } from '../../components/values';
import { apiFetch } from '../../lib/api/fetcher';
import { useReferenceList } from '../../lib/api/lists';
import { useSession } from '../../lib/auth/session-context';
import { bilingualText } from '../../lib/i18n/bilingual';
import { compareText } from '../../lib/i18n/collator';
import { formatTimestamp } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { useOperation, type OperationName } from '../../lib/operations';
import { useRecordForm } from '../../lib/records/use-record-form';
import { useRecord, type RecordRead } from '../../lib/records/use-record';
import { useUnsavedChanges } from '../../lib/unsaved/unsaved-context';
import { productBody, productFormValues, ProductPublicFields } from './product-form';
import { ProductPublicItems } from './product-public-page';
import { productPrivatePath, TOPICS_PATH, type ProductPrivateDetail, type ReferenceEntry } from './product-types';

type TabKey = 'public' | 'private' | 'admin';

function usePatch(id: string, record: RecordRead<ProductPrivateDetail>) {
  const run = useOperation();
  return (operation: OperationName, part: TabKey, body: Record<string, unknown>) =>
    run(
      operation,
      () =>
        apiFetch<ProductPrivateDetail>(`/api/update-product/${encodeURIComponent(id)}/${part}`, {
          method: 'PATCH',
          body,
          headers: { 'If-Match': `"${record.data?.etag ?? ''}"` },
        }),
      { cacheKey: () => productPrivatePath(id) },
    );
}

const errorsOf = (result: ReturnType<typeof validateUpdate>) => (result.ok ? [] : result.errors);

function PublicTabForm({ id, record }: { id: string; record: RecordRead<ProductPrivateDetail> }) {
  const { t, language } = useLanguage();
  const patch = usePatch(id, record);
  const product = record.data as ProductPrivateDetail;
  const form = useRecordForm({
    initial: productFormValues(product, language),
    toBody: productBody,
    validate: (body) => errorsOf(validateUpdate(productPublicSchema, body)),
    send: (body) => patch('updateProductPublic', 'public', body),
    onSaved: () => undefined,
    detectNoChange: true,
    uniqueEntity: 'product',
  });
  return (
    <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      {form.stale ? <StaleBanner onReload={() => void record.reload()} /> : null}
      <ErrorSummary messages={form.summary} summaryRef={form.summaryRef} />
      <ProductPublicFields values={form.values} errors={form.errors} onChange={form.setValues} />
      <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
        {t('records.save')}
      </SubmitButton>
    </form>
  );
}

function PrivateTabForm({ id, record }: { id: string; record: RecordRead<ProductPrivateDetail> }) {
  const { t } = useLanguage();
  const patch = usePatch(id, record);
  const product = record.data as ProductPrivateDetail;
  const form = useRecordForm({
    initial: { on_going: product.on_going, peer_reviewed: product.peer_reviewed },
    toBody: (values) => ({ ...values }),
    validate: (body) => errorsOf(validateUpdate(productPrivateSchema, body)),
    send: (body) => patch('updateProductPrivate', 'private', body),
    onSaved: () => undefined,
    detectNoChange: true,
  });
  return (
    <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      {form.stale ? <StaleBanner onReload={() => void record.reload()} /> : null}
      <ErrorSummary messages={form.summary} summaryRef={form.summaryRef} />
      <CheckboxField label={t('records.products.onGoing')} name="on_going" help={t('records.products.onGoingHelp')} checked={form.values.on_going} onChange={(value) => form.setValues({ ...form.values, on_going: value })} />
      <CheckboxField label={t('records.products.peerReviewed')} name="peer_reviewed" checked={form.values.peer_reviewed} onChange={(value) => form.setValues({ ...form.values, peer_reviewed: value })} />
      <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
        {t('records.save')}
      </SubmitButton>
    </form>
  );
}

function AdminTabForm({ id, record }: { id: string; record: RecordRead<ProductPrivateDetail> }) {
  const { t, language } = useLanguage();
  const patch = usePatch(id, record);
  const topics = useReferenceList<ReferenceEntry>(TOPICS_PATH);
  const product = record.data as ProductPrivateDetail;
  const options: SelectorOption[] = topics.items
    .filter((topic) => !topic.retired)
    .map((topic) => ({ id: topic.id, label: bilingualText(topic.name_en, topic.name_fr, language) }))
    .sort((a, b) => compareText(a.label, b.label, language));
  const form = useRecordForm({
    initial: { topics: product.topics.map((topic) => ({ id: topic.id, label: bilingualText(topic.name_en, topic.name_fr, language) })) },
    toBody: (values: { topics: SelectorOption[] }) => ({ topic_ids: values.topics.map((topic) => topic.id) }),
    validate: (body) => errorsOf(validateUpdate(productAdminSchema, body)),
    send: (body) => patch('updateProductAdmin', 'admin', body),
    onSaved: () => undefined,
    detectNoChange: true,
  });
  return (
    <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      {form.stale ? <StaleBanner onReload={() => void record.reload()} /> : null}
      <ErrorSummary messages={form.summary} summaryRef={form.summaryRef} />
      <Selector
        label={t('records.products.topics')}
        options={options}
        selected={form.values.topics}
        onChange={(next) => form.setValues({ topics: next })}
        max={PRODUCT_TOPICS_MAX}
        failed={topics.failed}
        onRetry={topics.retry}
      />
      <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
        {t('records.save')}
      </SubmitButton>
    </form>
  );
}

/** Product private page (spec 5-pages §5.6.3). */
export function ProductPrivatePage({ id }: { id: string }) {
  const { t, language } = useLanguage();
  const session = useSession();
  const record = useRecord<ProductPrivateDetail>(productPrivatePath(id));
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
        notFoundHeading={t('records.products.notFound')}
        list={{ href: '/products', label: t('records.backToList') }}
        onRetry={record.retry}
      />
    );
  }
  const product = record.data;
  const isAdmin = session.role === 'admin';
  const ownId = session.account?.member?.id;
  const canEdit = isAdmin || (ownId !== undefined && product.member_authors.some((m) => m.id === ownId));
  const tabs = [
    { key: 'public', label: t('records.tabPublic') },
    { key: 'private', label: t('records.tabPrivate') },
    ...(isAdmin ? [{ key: 'admin', label: t('records.tabAdmin') }] : []),
  ];
  const requested = new URLSearchParams(search).get('tab');
  const active = (tabs.some((tab) => tab.key === requested) ? requested : 'public') as TabKey;
  const selectTab = (key: string) =>
    requestAction(() => {
      const params = new URLSearchParams(search);
      params.set('tab', key);
      navigate(`${path}?${params.toString()}`, { replace: true });
    });
  const name = bilingualText(product.title_en, product.title_fr, language);
  const updated = formatTimestamp(product.updated_at, language);

  let panel;
  if (active === 'public') {
    panel = editing && canEdit ? <PublicTabForm key={product.etag} id={id} record={record} /> : <ProductPublicItems product={product} hideEmpty={false} />;
  } else if (active === 'private') {
    panel = (
      <>
        <p>{t('records.products.privateIntro')}</p>
        {editing && canEdit ? (
          <PrivateTabForm key={product.etag} id={id} record={record} />
        ) : (
          <DetailList>
            <DetailItem label={t('records.products.onGoing')} empty={false}>
              <YesNo value={product.on_going} />
            </DetailItem>
            <DetailItem label={t('records.products.peerReviewed')} empty={false}>
              <YesNo value={product.peer_reviewed} />
            </DetailItem>
          </DetailList>
        )}
      </>
    );
  } else {
    const topics = [...product.topics].sort((a, b) => compareText(bilingualText(a.name_en, a.name_fr, language), bilingualText(b.name_en, b.name_fr, language), language));
    panel = (
      <>
        <p>{t('records.products.adminIntro')}</p>
        {editing ? (
          <AdminTabForm key={product.etag} id={id} record={record} />
        ) : (
          <DetailList>
            <DetailItem label={t('records.products.topics')} empty={topics.length === 0} list>
              <TagList items={topics.map((topic) => ({ id: topic.id, label: bilingualText(topic.name_en, topic.name_fr, language) }))} />
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
          <PageHeading>
            <BilingualText en={product.title_en} fr={product.title_fr} />
          </PageHeading>
          {canEdit ? (
            <button type="button" className="button button-secondary" onClick={() => (editing ? requestAction(() => setEditing(false)) : setEditing(true))}>
              {editing ? t('records.done') : t('records.edit')}
            </button>
          ) : null}
          <Link href={`/products/${encodeURIComponent(id)}/public`}>{t('records.viewPublic')}</Link>
        </div>
        {!canEdit ? <p>{t('records.products.onlyAuthors')}</p> : null}
        <RecordTabs tabs={tabs} active={active} onSelect={selectTab} idBase={`product-${id}`}>
          {panel}
        </RecordTabs>
      </article>
      {updated ? <p className="field-help">{t('records.lastUpdated', { time: updated })}</p> : null}
      {canEdit ? (
        <button type="button" className="button button-danger" onClick={() => requestAction(() => setDeleting(true))}>
          {t('deleteDialog.product')}
        </button>
      ) : null}
      {deleting ? (
        <DeleteDialog
          entity="product"
          name={name}
          onClose={() => setDeleting(false)}
          onDelete={async () => {
            const result = await run('deleteProduct', () => apiFetch<unknown>(`/api/delete-product/${encodeURIComponent(id)}`, { method: 'DELETE' }));
            return result.ok;
          }}
          onDeleted={() => navigate('/products', { replace: true })}
        />
      ) : null}
    </>
  );
}
