import type { OrganizationPublicDetail } from '@portal/common/api/organization';
import { API_PATHS } from '@portal/common/api/paths';
import { NOT_UNIQUE_MESSAGES } from '@portal/common/errors/catalog';
import { registerPartnerMemberSchema } from '@portal/common/validation/schemas/partner';
import { Link } from 'wouter';
import { ErrorSummary, SubmitButton } from '../../components/form-fields';
import { PageHeading } from '../../components/page-heading';
import { useSession } from '../../lib/auth/session-context';
import { useLanguage } from '../../lib/i18n/language-context';
import { EMPTY_PARTNER_PUBLIC, partnerPublicBody, PartnerPublicFields, type PartnerPublicValues } from './partner-form';
import { createErrors, useRegisterForm } from '../../lib/records/use-register-form';

/**
 * Add a partner I work with (spec 5-pages §5.7.5): the public fields only; the API links the new
 * organization to the caller's own member record. A member is answered the public detail, an
 * administrator (with a member record) the private detail.
 */
export function PartnerMemberRegisterPage() {
  const { t, language } = useLanguage();
  const { role } = useSession();
  const isAdmin = role === 'admin';
  const form = useRegisterForm<PartnerPublicValues, OrganizationPublicDetail>({
    initial: EMPTY_PARTNER_PUBLIC,
    toBody: partnerPublicBody,
    validate: createErrors(registerPartnerMemberSchema),
    operation: 'registerPartnerMember',
    url: API_PATHS['register-partner-member'](),
    opens: (partner) => ({
      href: `/partners/${encodeURIComponent(partner.id)}/${isAdmin ? 'private' : 'public'}`,
      cacheKey: isAdmin ? API_PATHS['partner-private'](partner.id) : API_PATHS['partner-public'](partner.id),
    }),
    uniqueEntity: 'organization',
  });
  const registered = NOT_UNIQUE_MESSAGES['organization.name_en'][language];
  const nameError = form.errors.name_en ?? form.errors.name_fr;
  const shownNameError = nameError === registered ? `${registered} ${t('records.partners.alreadyRegisteredHint')}` : nameError;
  return (
    <section>
      <PageHeading>{t('records.partners.addMember')}</PageHeading>
      <p className="intro">{t('records.partners.registerMemberIntro')}</p>
      <p>
        {t('records.partners.alreadyRegisteredBefore')}
        <Link href="/my-profile?tab=private">{t('records.partners.alreadyRegisteredLink')}</Link>
        {t('records.partners.alreadyRegisteredAfter')}
      </p>
      <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <ErrorSummary items={form.summary.map((item) => (item.message === registered ? { ...item, message: shownNameError ?? item.message } : item))} summaryRef={form.summaryRef} />
        <PartnerPublicFields values={form.values} errors={form.errors} nameError={shownNameError} onChange={form.setValues} />
        <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
          {t('records.register')}
        </SubmitButton>
      </form>
    </section>
  );
}
