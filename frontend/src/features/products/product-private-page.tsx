import { incompleteCount, titlePairs } from '@portal/common/bilingual/completeness';
import type { ProductPrivateDetail } from '@portal/common/api/product';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { API_PATHS, apiPath, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { validateUpdate } from '@portal/common/validation/schema';
import { productAdminSchema, productPrivateSchema, productPublicSchema, PRODUCT_TOPICS_MAX } from '@portal/common/validation/schemas/product';
import { CheckboxField } from '../../components/form-fields';
import { DetailItem, DetailList, TagList } from '../../components/record-detail';
import { RecordPrivateFrame } from '../../components/record-private-frame';
import { RecordTabForm } from '../../components/record-tab-form';
import { Selector, type SelectorOption } from '../../components/selector';
import { BilingualText, YesNo } from '../../components/values';
import { useReferenceList } from '../../lib/api/lists';
import { useSession } from '../../lib/auth/session-context';
import { bilingualText } from '../../lib/i18n/bilingual';
import { compareText } from '../../lib/i18n/collator';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecordForm } from '../../lib/records/use-record-form';
import { useRecordPatch } from '../../lib/records/use-record-patch';
import { useRecord, type RecordRead } from '../../lib/records/use-record';
import { productBody, productFormValues, ProductPublicFields, type ProductFormValues } from './product-form';
import { ProductPublicItems } from './product-public-page';
import { ProductReferenceActions } from './product-reference-actions';
import { bilingualOption } from '../../lib/records/options';
import { tagSeed } from '../../lib/text/tag-colour';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';

type TabKey = 'public' | 'private' | 'admin';

const updateUrl = (id: string, part: TabKey) => apiPath(`update-product-${part}`, id);

const errorsOf = (result: ReturnType<typeof validateUpdate>) => (result.ok ? [] : result.errors);

/**
 * Whether saving these values removes the viewer (a member author who is not an administrator)
 * from the member authors: that save is confirmed first (spec 5-pages §5.6.3).
 */
export function removesSelfFromAuthors(
  initial: Pick<ProductFormValues, 'member_authors'>,
  next: Pick<ProductFormValues, 'member_authors'>,
  ownMemberId: string | undefined,
  isAdmin: boolean,
): boolean {
  if (isAdmin || !ownMemberId) return false;
  return initial.member_authors.some((m) => m.id === ownMemberId) && !next.member_authors.some((m) => m.id === ownMemberId);
}

function PublicTabForm({ id, record }: { id: string; record: RecordRead<ProductPrivateDetail> }) {
  const { t, language } = useLanguage();
  const session = useSession();
  const selfRemoval = useConfirmation();
  const isAdmin = session.role === 'admin';
  const ownId = session.account?.member?.id;
  const patch = useRecordPatch<ProductPrivateDetail>(API_PATHS['product-private'](id), record.data?.etag);
  const product = record.data as ProductPrivateDetail;
  const initial = productFormValues(product, language);
  const form = useRecordForm({
    initial,
    toBody: productBody,
    validate: (body) => errorsOf(validateUpdate(productPublicSchema, body)),
    // The confirmation sits here so that every save asks it: Save, and Save in the unsaved-changes prompt.
    send: async (body) => {
      if (removesSelfFromAuthors(initial, form.values, ownId, isAdmin)) {
        if (!(await selfRemoval.ask())) return { ok: false, reason: 'skipped', error: null };
      }
      return patch('updateProductPublic', updateUrl(id, 'public'), body);
    },
    onSaved: () => undefined,
    detectNoChange: true,
    uniqueEntity: 'product',
  });
  return (
    <>
      <RecordTabForm form={form} onReload={() => void record.reload()}>
        <ProductPublicFields values={form.values} errors={form.errors} onChange={form.setValues} productId={id} />
      </RecordTabForm>
      {selfRemoval.open ? (
        <ConfirmDialog
          title={t('records.products.selfRemovalTitle')}
          text={t('records.products.selfRemovalText')}
          confirmLabel={t('records.products.saveAnyway')}
          onAnswer={selfRemoval.answer}
        />
      ) : null}
    </>
  );
}

function PrivateTabForm({ id, record }: { id: string; record: RecordRead<ProductPrivateDetail> }) {
  const { t } = useLanguage();
  const patch = useRecordPatch<ProductPrivateDetail>(API_PATHS['product-private'](id), record.data?.etag);
  const product = record.data as ProductPrivateDetail;
  const form = useRecordForm({
    initial: { on_going: product.on_going, peer_reviewed: product.peer_reviewed },
    toBody: (values) => ({ ...values }),
    validate: (body) => errorsOf(validateUpdate(productPrivateSchema, body)),
    send: (body) => patch('updateProductPrivate', updateUrl(id, 'private'), body),
    onSaved: () => undefined,
    detectNoChange: true,
  });
  return (
    <RecordTabForm form={form} onReload={() => void record.reload()}>
      <CheckboxField label={t('records.products.onGoing')} name="on_going" help={t('records.products.onGoingHelp')} checked={form.values.on_going} onChange={(value) => form.setValues({ ...form.values, on_going: value })} />
      <CheckboxField label={t('records.products.peerReviewed')} name="peer_reviewed" checked={form.values.peer_reviewed} onChange={(value) => form.setValues({ ...form.values, peer_reviewed: value })} />
    </RecordTabForm>
  );
}

function AdminTabForm({ id, record }: { id: string; record: RecordRead<ProductPrivateDetail> }) {
  const { t, language } = useLanguage();
  const patch = useRecordPatch<ProductPrivateDetail>(API_PATHS['product-private'](id), record.data?.etag);
  const topics = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.topics);
  const product = record.data as ProductPrivateDetail;
  const options: SelectorOption[] = topics.items
    .filter((topic) => !topic.retired)
    .map((topic) => bilingualOption(topic, language))
    .sort((a, b) => compareText(a.label, b.label, language));
  const form = useRecordForm({
    initial: { topics: product.topics.map((topic): SelectorOption => bilingualOption(topic, language)) },
    toBody: (values: { topics: SelectorOption[] }) => ({ topic_ids: values.topics.map((topic) => topic.id) }),
    validate: (body) => errorsOf(validateUpdate(productAdminSchema, body)),
    send: (body) => patch('updateProductAdmin', updateUrl(id, 'admin'), body),
    onSaved: () => undefined,
    detectNoChange: true,
  });
  return (
    <RecordTabForm form={form} onReload={() => void record.reload()}>
      <Selector
        label={t('records.products.topics')}
        name="topic_ids"
        options={options}
        selected={form.values.topics}
        onChange={(next) => form.setValues({ topics: next })}
        max={PRODUCT_TOPICS_MAX}
        failed={topics.failed}
        onRetry={topics.retry}
      />
    </RecordTabForm>
  );
}

/** Product private page (spec 5-pages §5.6.3). */
export function ProductPrivatePage({ id }: { id: string }) {
  const { t, language } = useLanguage();
  const session = useSession();
  const record = useRecord<ProductPrivateDetail>(API_PATHS['product-private'](id));
  const isAdmin = session.role === 'admin';
  const ownId = session.account?.member?.id;
  const label = (entry: { name_en: string | null; name_fr: string | null }) => bilingualText(entry.name_en, entry.name_fr, language);
  return (
    <RecordPrivateFrame
      record={record}
      idBase={`product-${id}`}
      history={{ kind: 'product', id }}
      notFoundHeading={t('records.products.notFound')}
      listHref="/products"
      content={(product) => {
        const canEdit = isAdmin || (ownId !== undefined && product.member_authors.some((m) => m.id === ownId));
        const topics = [...product.topics].sort((a, b) => compareText(label(a), label(b), language));
        return {
          heading: <BilingualText en={product.title_en} fr={product.title_fr} />,
          name: bilingualText(product.title_en, product.title_fr, language),
          publicHref: `/products/${encodeURIComponent(id)}/public`,
          canEdit,
          incompleteTexts: incompleteCount(titlePairs(product)),
          notice: canEdit ? null : <p>{t('records.products.onlyAuthors')}</p>,
          viewActions: <ProductReferenceActions product={product} />,
          tabs: [
            {
              key: 'public',
              label: t('records.tabPublic'),
              view: <ProductPublicItems product={product} hideEmpty={false} />,
              form: <PublicTabForm key={product.etag} id={id} record={record} />,
            },
            {
              key: 'private',
              label: t('records.tabPrivate'),
              intro: t('records.products.privateIntro'),
              view: (
                <DetailList>
                  <DetailItem label={t('records.products.onGoing')} empty={false}>
                    <YesNo value={product.on_going} />
                  </DetailItem>
                  <DetailItem label={t('records.products.peerReviewed')} empty={false}>
                    <YesNo value={product.peer_reviewed} />
                  </DetailItem>
                </DetailList>
              ),
              form: <PrivateTabForm key={product.etag} id={id} record={record} />,
            },
            ...(isAdmin
              ? [
                  {
                    key: 'admin',
                    label: t('records.tabAdmin'),
                    intro: t('records.products.adminIntro'),
                    view: (
                      <DetailList>
                        <DetailItem label={t('records.products.topics')} empty={topics.length === 0} list>
                          <TagList items={topics.map((topic) => ({ id: topic.id, seed: tagSeed.bilingual(topic.name_en, topic.name_fr), label: label(topic) }))} />
                        </DetailItem>
                      </DetailList>
                    ),
                    form: <AdminTabForm key={product.etag} id={id} record={record} />,
                  },
                ]
              : []),
          ],
          deletion: canEdit ? { entity: 'product', operation: 'deleteProduct', url: API_PATHS['delete-product'](id), afterHref: '/products' } : null,
        };
      }}
    />
  );
}
