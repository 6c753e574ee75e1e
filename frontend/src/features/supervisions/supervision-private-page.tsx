import type { SupervisionPrivateDetail, SupervisionPublicDetail } from '@portal/common/api/supervision';
import { API_PATHS, apiPath } from '@portal/common/api/paths';
import { validateUpdate } from '@portal/common/validation/schema';
import { SUPERVISION_RULES, supervisionPrivateSchema, supervisionPublicSchema } from '@portal/common/validation/schemas/supervision';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { TextField } from '../../components/form-fields';
import { DetailItem, DetailList } from '../../components/record-detail';
import { RecordPrivateFrame } from '../../components/record-private-frame';
import { RecordTabForm } from '../../components/record-tab-form';
import { useSession } from '../../lib/auth/session-context';
import { useLanguage } from '../../lib/i18n/language-context';
import { textOrNull, withRecordRules } from '../../lib/records/field-errors';
import { useRecordForm } from '../../lib/records/use-record-form';
import { useRecordPatch } from '../../lib/records/use-record-patch';
import { useRecord, type RecordRead } from '../../lib/records/use-record';
import { supervisionBody, supervisionFormValues, SupervisionPublicFields, type SupervisionFormValues } from './supervision-form';
import { SupervisionPublicItems } from './supervision-public-page';
import { traineeName } from './trainee-name';
import { ConfirmDialog, useConfirmation } from '../../components/confirm-dialog';

const errorsOf = (result: ReturnType<typeof validateUpdate>) => (result.ok ? [] : result.errors);
const updateUrl = (id: string, part: 'public' | 'private') => apiPath(`update-supervision-${part}`, id);

/**
 * Whether saving these values removes the viewer (a principal supervisor who is not an
 * administrator) from the principal supervisors: that save is confirmed first (spec 5-pages §5.10.3).
 */
export function removesSelf(initial: SupervisionFormValues, next: SupervisionFormValues, ownMemberId: string | undefined, isAdmin: boolean): boolean {
  if (isAdmin || !ownMemberId) return false;
  return initial.principals.some((m) => m.id === ownMemberId) && !next.principals.some((m) => m.id === ownMemberId);
}

function PublicTabForm({ id, record }: { id: string; record: RecordRead<SupervisionPrivateDetail> }) {
  const { t } = useLanguage();
  const session = useSession();
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const selfRemoval = useConfirmation();
  const isAdmin = session.role === 'admin';
  const ownId = session.account?.member?.id;
  const patch = useRecordPatch<SupervisionPrivateDetail | SupervisionPublicDetail>(API_PATHS['supervision-private'](id), record.data?.etag);
  const initial = supervisionFormValues(record.data as SupervisionPrivateDetail);
  const form = useRecordForm<SupervisionFormValues, SupervisionPrivateDetail | SupervisionPublicDetail>({
    initial,
    toBody: supervisionBody,
    validate: (body) => withRecordRules(errorsOf(validateUpdate(supervisionPublicSchema, body)), body, SUPERVISION_RULES),
    // The confirmation sits here so that every save asks it: Save, and Save in the unsaved-changes prompt.
    send: async (body) => {
      if (removesSelf(initial, form.values, ownId, isAdmin)) {
        if (!(await selfRemoval.ask())) return { ok: false, reason: 'skipped', error: null };
      }
      return patch('updateSupervisionPublic', updateUrl(id, 'public'), body);
    },
    onSaved: (saved) => {
      if (isAdmin || !ownId) return;
      const stillPrincipal = saved.principal_supervisors.some((m) => m.id === ownId);
      const stillCo = saved.co_supervisors.some((m) => m.id === ownId);
      if (!stillPrincipal && !stillCo) {
        form.markClean();
        // The answer was the public detail: it must not stand in for the private one in the cache.
        void mutate(API_PATHS['supervision-private'](id), undefined, { revalidate: false });
        navigate(`/supervisions/${encodeURIComponent(id)}/public`, { replace: true });
      }
    },
    detectNoChange: true,
  });
  return (
    <>
      <RecordTabForm form={form} onReload={() => void record.reload()}>
        <SupervisionPublicFields values={form.values} errors={form.errors} onChange={form.setValues} />
      </RecordTabForm>
      {selfRemoval.open ? (
        <ConfirmDialog
          title={t('records.supervisions.selfRemovalTitle')}
          text={t('records.supervisions.selfRemovalText')}
          confirmLabel={t('records.supervisions.saveAnyway')}
          onAnswer={selfRemoval.answer}
        />
      ) : null}
    </>
  );
}

function PrivateTabForm({ id, record }: { id: string; record: RecordRead<SupervisionPrivateDetail> }) {
  const { t } = useLanguage();
  const patch = useRecordPatch<SupervisionPrivateDetail>(API_PATHS['supervision-private'](id), record.data?.etag);
  const form = useRecordForm({
    initial: { note: record.data?.note ?? '' },
    toBody: (values) => ({ note: textOrNull(values.note) }),
    validate: (body) => errorsOf(validateUpdate(supervisionPrivateSchema, body)),
    send: (body) => patch('updateSupervisionPrivate', updateUrl(id, 'private'), body),
    onSaved: () => undefined,
    detectNoChange: true,
  });
  return (
    <RecordTabForm form={form} onReload={() => void record.reload()}>
      <TextField label={t('records.supervisions.note')} name="note" multiline value={form.values.note} error={form.errors.note} onChange={(note) => form.setValues({ note })} />
    </RecordTabForm>
  );
}

/**
 * Supervision private page (spec 5-pages §5.10.3): administrators and principal supervisors read
 * and edit it; co-supervisors read it.
 */
export function SupervisionPrivatePage({ id }: { id: string }) {
  const { t } = useLanguage();
  const session = useSession();
  const record = useRecord<SupervisionPrivateDetail>(API_PATHS['supervision-private'](id));
  const isAdmin = session.role === 'admin';
  const ownId = session.account?.member?.id;
  return (
    <RecordPrivateFrame
      record={record}
      idBase={`supervision-${id}`}
      history={{ kind: 'supervision', id }}
      notFoundHeading={t('records.supervisions.notFound')}
      listHref={isAdmin ? '/supervisions' : undefined}
      content={(supervision) => {
        const holds = (list: SupervisionPublicDetail['principal_supervisors']) => ownId !== undefined && list.some((m) => m.id === ownId);
        const canEdit = isAdmin || holds(supervision.principal_supervisors);
        const coOnly = !canEdit && holds(supervision.co_supervisors);
        const name = traineeName(supervision);
        return {
          heading: name,
          name,
          publicHref: `/supervisions/${encodeURIComponent(id)}/public`,
          canEdit,
          notice: coOnly ? <p>{t('records.supervisions.coSupervisorNotice')}</p> : null,
          tabs: [
            {
              key: 'public',
              label: t('records.tabPublic'),
              view: <SupervisionPublicItems supervision={supervision} hideEmpty={false} />,
              form: <PublicTabForm key={supervision.etag} id={id} record={record} />,
            },
            {
              key: 'private',
              label: t('records.tabPrivate'),
              intro: t('records.supervisions.privateIntro'),
              view: (
                <DetailList>
                  <DetailItem label={t('records.supervisions.note')} empty={!supervision.note}>
                    {supervision.note}
                  </DetailItem>
                </DetailList>
              ),
              form: <PrivateTabForm key={supervision.etag} id={id} record={record} />,
            },
          ],
          deletion: canEdit
            ? {
                entity: 'supervision',
                operation: 'deleteSupervision',
                url: API_PATHS['delete-supervision'](id),
                afterHref: isAdmin ? '/supervisions' : '/my-profile',
              }
            : null,
        };
      }}
    />
  );
}
