import { API_PATHS } from '@portal/common/api/paths';
import type { AccountProjection } from '@portal/common/api/account';
import { CheckboxField, ErrorSummary, SubmitButton, TextField } from '../../components/form-fields';
import { PageHeading } from '../../components/page-heading';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRegisterForm } from '../../lib/records/use-register-form';
import { EMPTY_REGISTER, registerBody, requestOf, validateRegister, type RegisterValues } from './register-account-form';

/** Register an account (spec 5-pages §5.5.3); on success, the new account's page. */
export function RegisterPage() {
  const { t } = useLanguage();
  const form = useRegisterForm<RegisterValues, AccountProjection>({
    initial: EMPTY_REGISTER,
    toBody: registerBody,
    validate: validateRegister,
    uniqueEntity: 'account',
    operation: 'registerAccount',
    url: API_PATHS['register-account'](),
    request: requestOf,
    // The account page reads the account itself (nothing cached from the answer).
    opens: (account) => ({ href: `/accounts/${encodeURIComponent(account.id)}`, cacheKey: null }),
  });
  const { values, errors } = form;
  const set = (field: 'first_name' | 'last_name' | 'login_email' | 'confirm_email') => (value: string) =>
    form.setValues((current) => ({ ...current, [field]: value }));
  const mismatched = errors.confirm_email !== undefined && values.confirm_email.trim() !== '';
  const confirmError = mismatched ? t('accounts.emailMismatch') : errors.confirm_email;
  const summary = form.summary.map((item) => (mismatched && item.field === 'confirm_email' ? { ...item, message: t('accounts.emailMismatch') } : item));
  return (
    <section className="register-page">
      <PageHeading>{t('accounts.registerHeading')}</PageHeading>
      <p>{t('accounts.registerIntro')}</p>
      <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <ErrorSummary items={summary} summaryRef={form.summaryRef} />
        <TextField label={t('memberProfile.firstName')} name="first_name" required value={values.first_name} onChange={set('first_name')} error={errors.first_name} />
        <TextField label={t('memberProfile.lastName')} name="last_name" required value={values.last_name} onChange={set('last_name')} error={errors.last_name} />
        <TextField
          label={t('accounts.loginEmail')}
          name="login_email"
          type="email"
          required
          help={t('accounts.loginEmailHelp')}
          value={values.login_email}
          onChange={set('login_email')}
          error={errors.login_email}
        />
        <TextField label={t('accounts.confirmEmail')} name="confirm_email" type="email" required value={values.confirm_email} onChange={set('confirm_email')} error={confirmError} />
        <CheckboxField
          label={t('accounts.alsoMember')}
          name="is_member"
          help={t('accounts.alsoMemberHelp')}
          checked={values.is_member}
          onChange={(checked) => form.setValues((current) => ({ ...current, is_member: checked }))}
        />
        <CheckboxField
          label={t('accounts.grantAdmin')}
          name="is_admin"
          checked={values.is_admin}
          onChange={(checked) => form.setValues((current) => ({ ...current, is_admin: checked }))}
        />
        <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
          {t('records.register')}
        </SubmitButton>
      </form>
    </section>
  );
}
