import { validateCreate } from '@portal/common/validation/schema';
import { registerGrantSchema } from '@portal/common/validation/schemas/grant';
import { useLocation } from 'wouter';
import { ErrorSummary, SubmitButton, TextField } from '../../components/form-fields';
import { PageHeading } from '../../components/page-heading';
import { apiFetch } from '../../lib/api/fetcher';
import { useLanguage } from '../../lib/i18n/language-context';
import { useOperation } from '../../lib/operations';
import { textOrNull } from '../../lib/records/field-errors';
import { useRecordForm } from '../../lib/records/use-record-form';
import { EMPTY_GRANT_FORM, grantBody, GrantPublicFields, type GrantFormValues } from './grant-form';
import { grantPrivatePath, type GrantPrivateDetail } from './grant-types';

/** Register a grant (spec 5-pages §5.8.4), administrators. */
export function GrantRegisterPage() {
  const { t, language } = useLanguage();
  const run = useOperation();
  const [, navigate] = useLocation();
  const form = useRecordForm<GrantFormValues & { note: string }, GrantPrivateDetail>({
    initial: { ...EMPTY_GRANT_FORM, note: '' },
    toBody: (values) => ({ ...grantBody(values, language), note: textOrNull(values.note) }),
    validate: (body) => {
      const result = validateCreate(registerGrantSchema, body);
      return result.ok ? [] : result.errors;
    },
    send: (body) =>
      run('registerGrant', () => apiFetch<GrantPrivateDetail>('/api/register-grant', { method: 'POST', body }), {
        cacheKey: (grant) => grantPrivatePath(grant.id),
      }),
    onSaved: (grant) => {
      form.markClean();
      navigate(`/grants/${encodeURIComponent(grant.id)}/private`);
    },
  });
  return (
    <section>
      <PageHeading>{t('records.grants.registerHeading')}</PageHeading>
      <p className="intro">{t('records.grants.registerIntro')}</p>
      <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <ErrorSummary messages={form.summary} summaryRef={form.summaryRef} />
        <GrantPublicFields values={form.values} errors={form.errors} onChange={(next) => form.setValues({ ...form.values, ...next })} />
        <fieldset>
          <legend>{t('records.grants.privateFieldset')}</legend>
          <TextField label={t('records.grants.note')} name="note" multiline value={form.values.note} error={form.errors.note} onChange={(note) => form.setValues({ ...form.values, note })} />
        </fieldset>
        <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
          {t('records.register')}
        </SubmitButton>
      </form>
    </section>
  );
}
