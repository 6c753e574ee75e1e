import type { GrantPrivateDetail } from '@portal/common/api/grant';
import { API_PATHS } from '@portal/common/api/paths';
import { GRANT_RULES, registerGrantSchema } from '@portal/common/validation/schemas/grant';
import { ErrorSummary, SubmitButton, TextField } from '../../components/form-fields';
import { PageHeading } from '../../components/page-heading';
import { useLanguage } from '../../lib/i18n/language-context';
import { textOrNull, withRecordRules } from '../../lib/records/field-errors';
import { EMPTY_GRANT_FORM, grantBody, GrantPublicFields, type GrantFormValues } from './grant-form';
import { createErrors, useRegisterForm } from '../../lib/records/use-register-form';

/** Register a grant (spec 5-pages §5.8.4), administrators. */
export function GrantRegisterPage() {
  const { t, language } = useLanguage();
  const form = useRegisterForm<GrantFormValues & { note: string }, GrantPrivateDetail>({
    initial: { ...EMPTY_GRANT_FORM, note: '' },
    toBody: (values) => ({ ...grantBody(values, language), note: textOrNull(values.note) }),
    validate: (body) => withRecordRules(createErrors(registerGrantSchema)(body), body, GRANT_RULES),
    operation: 'registerGrant',
    url: API_PATHS['register-grant'](),
    opens: (grant) => ({ href: `/grants/${encodeURIComponent(grant.id)}/private`, cacheKey: API_PATHS['grant-private'](grant.id) }),
  });
  return (
    <section>
      <PageHeading>{t('records.grants.registerHeading')}</PageHeading>
      <p className="intro">{t('records.grants.registerIntro')}</p>
      <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <ErrorSummary items={form.summary} summaryRef={form.summaryRef} />
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
