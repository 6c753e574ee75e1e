import type { GrantPrivateDetail } from '@portal/common/api/grant';
import { API_PATHS, apiPath } from '@portal/common/api/paths';
import { validateUpdate } from '@portal/common/validation/schema';
import { GRANT_RULES, grantPrivateSchema, grantPublicSchema } from '@portal/common/validation/schemas/grant';
import { TextField } from '../../components/form-fields';
import { DetailItem, DetailList } from '../../components/record-detail';
import { RecordPrivateFrame } from '../../components/record-private-frame';
import { RecordTabForm } from '../../components/record-tab-form';
import { useLanguage } from '../../lib/i18n/language-context';
import { textOrNull, withRecordRules } from '../../lib/records/field-errors';
import { useRecordForm } from '../../lib/records/use-record-form';
import { useRecordPatch } from '../../lib/records/use-record-patch';
import { useRecord, type RecordRead } from '../../lib/records/use-record';
import { grantBody, grantFormValues, GrantPublicFields } from './grant-form';
import { GrantPublicItems } from './grant-public-page';

const errorsOf = (result: ReturnType<typeof validateUpdate>) => (result.ok ? [] : result.errors);
const updateUrl = (id: string, part: 'public' | 'private') => apiPath(`update-grant-${part}`, id);

function PublicTabForm({ id, record }: { id: string; record: RecordRead<GrantPrivateDetail> }) {
  const { language } = useLanguage();
  const patch = useRecordPatch<GrantPrivateDetail>(API_PATHS['grant-private'](id), record.data?.etag);
  const form = useRecordForm({
    initial: grantFormValues(record.data as GrantPrivateDetail, language),
    toBody: (values) => grantBody(values, language),
    validate: (body) => withRecordRules(errorsOf(validateUpdate(grantPublicSchema, body)), body, GRANT_RULES),
    send: (body) => patch('updateGrantPublic', updateUrl(id, 'public'), body),
    onSaved: () => undefined,
    detectNoChange: true,
  });
  return (
    <RecordTabForm form={form} onReload={() => void record.reload()}>
      <GrantPublicFields values={form.values} errors={form.errors} onChange={form.setValues} />
    </RecordTabForm>
  );
}

function PrivateTabForm({ id, record }: { id: string; record: RecordRead<GrantPrivateDetail> }) {
  const { t } = useLanguage();
  const patch = useRecordPatch<GrantPrivateDetail>(API_PATHS['grant-private'](id), record.data?.etag);
  const form = useRecordForm({
    initial: { note: record.data?.note ?? '' },
    toBody: (values) => ({ note: textOrNull(values.note) }),
    validate: (body) => errorsOf(validateUpdate(grantPrivateSchema, body)),
    send: (body) => patch('updateGrantPrivate', updateUrl(id, 'private'), body),
    onSaved: () => undefined,
    detectNoChange: true,
  });
  return (
    <RecordTabForm form={form} onReload={() => void record.reload()}>
      <TextField label={t('records.grants.note')} name="note" multiline value={form.values.note} error={form.errors.note} onChange={(note) => form.setValues({ note })} />
    </RecordTabForm>
  );
}

/** Grant private page (spec 5-pages §5.8.3), administrators. */
export function GrantPrivatePage({ id }: { id: string }) {
  const { t } = useLanguage();
  const record = useRecord<GrantPrivateDetail>(API_PATHS['grant-private'](id));
  return (
    <RecordPrivateFrame
      record={record}
      idBase={`grant-${id}`}
      history={{ kind: 'grant', id }}
      notFoundHeading={t('records.grants.notFound')}
      listHref="/grants"
      content={(grant) => ({
        heading: grant.title,
        name: grant.title,
        publicHref: `/grants/${encodeURIComponent(id)}/public`,
        canEdit: true,
        tabs: [
          {
            key: 'public',
            label: t('records.tabPublic'),
            view: <GrantPublicItems grant={grant} hideEmpty={false} />,
            form: <PublicTabForm key={grant.etag} id={id} record={record} />,
          },
          {
            key: 'private',
            label: t('records.tabPrivate'),
            intro: t('records.grants.privateIntro'),
            view: (
              <DetailList>
                <DetailItem label={t('records.grants.note')} empty={!grant.note}>
                  {grant.note}
                </DetailItem>
              </DetailList>
            ),
            form: <PrivateTabForm key={grant.etag} id={id} record={record} />,
          },
        ],
        deletion: { entity: 'grant', operation: 'deleteGrant', url: API_PATHS['delete-grant'](id), afterHref: '/grants' },
      })}
    />
  );
}
