import type { SupervisionPrivateDetail } from '@portal/common/api/supervision';
import { API_PATHS } from '@portal/common/api/paths';
import { registerSupervisionSchema, SUPERVISION_RULES } from '@portal/common/validation/schemas/supervision';
import { ErrorSummary, SubmitButton, TextField } from '../../components/form-fields';
import { PageHeading } from '../../components/page-heading';
import { useSession } from '../../lib/auth/session-context';
import { useLanguage } from '../../lib/i18n/language-context';
import { textOrNull, withRecordRules } from '../../lib/records/field-errors';
import { EMPTY_SUPERVISION_FORM, supervisionBody, SupervisionPublicFields, type SupervisionFormValues } from './supervision-form';
import { createErrors, useRegisterForm } from '../../lib/records/use-register-form';

/**
 * Register a supervision: `admin` for administrators (spec 5-pages §5.10.4), `own` for a member
 * who leads it and becomes one of its principal supervisors on the server (§5.10.5).
 */
export function SupervisionRegisterPage({ mode }: { mode: 'admin' | 'own' }) {
  const { t } = useLanguage();
  const session = useSession();
  const own = mode === 'own';
  const ownMemberId = own ? session.account?.member?.id : undefined;
  const form = useRegisterForm<SupervisionFormValues & { note: string }, SupervisionPrivateDetail>({
    initial: { ...EMPTY_SUPERVISION_FORM, note: '' },
    toBody: (values) => ({ ...supervisionBody(values), note: textOrNull(values.note) }),
    validate: (body) => withRecordRules(createErrors(registerSupervisionSchema)(body), body, SUPERVISION_RULES),
    operation: own ? 'registerSupervisionMember' : 'registerSupervision',
    url: own ? API_PATHS['register-supervision-member']() : API_PATHS['register-supervision'](),
    opens: (supervision) => ({ href: `/supervisions/${encodeURIComponent(supervision.id)}/private`, cacheKey: API_PATHS['supervision-private'](supervision.id) }),
  });
  return (
    <section>
      <PageHeading>{t(own ? 'records.supervisions.registerOwnHeading' : 'records.supervisions.registerHeading')}</PageHeading>
      <p className="intro">{t(own ? 'records.supervisions.registerOwnIntro' : 'records.supervisions.registerIntro')}</p>
      <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <ErrorSummary items={form.summary} summaryRef={form.summaryRef} />
        <SupervisionPublicFields values={form.values} errors={form.errors} ownMemberId={ownMemberId} onChange={(next) => form.setValues({ ...form.values, ...next })} />
        <fieldset>
          <legend>{t('records.supervisions.privateFieldset')}</legend>
          <TextField label={t('records.supervisions.note')} name="note" multiline value={form.values.note} error={form.errors.note} onChange={(note) => form.setValues({ ...form.values, note })} />
        </fieldset>
        <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
          {t('records.register')}
        </SubmitButton>
      </form>
    </section>
  );
}
