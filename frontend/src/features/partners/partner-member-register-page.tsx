import { NOT_UNIQUE_MESSAGES } from '@portal/common/errors/catalog';
import { validateCreate } from '@portal/common/validation/schema';
import { registerPartnerMemberSchema } from '@portal/common/validation/schemas/partner';
import { Link, useLocation } from 'wouter';
import { ErrorSummary, SubmitButton } from '../../components/form-fields';
import { PageHeading } from '../../components/page-heading';
import { apiFetch } from '../../lib/api/fetcher';
import { useSession } from '../../lib/auth/session-context';
import { useLanguage } from '../../lib/i18n/language-context';
import { useOperation } from '../../lib/operations';
import { useRecordForm } from '../../lib/records/use-record-form';
import { EMPTY_PARTNER_PUBLIC, partnerPublicBody, PartnerPublicFields, type PartnerPublicValues } from './partner-form';
import { partnerPrivatePath, partnerPublicPath, type PartnerPublicDetail } from './partner-types';

/**
 * Add a partner I work with (spec 5-pages §5.7.5): the public fields only; the API links the new
 * organization to the caller's own member record. A member is answered the public detail, an
 * administrator (with a member record) the private detail.
 */
export function PartnerMemberRegisterPage() {
  const { t, language } = useLanguage();
  const { role } = useSession();
  const run = useOperation();
  const [, navigate] = useLocation();
  const isAdmin = role === 'admin';
  const form = useRecordForm<PartnerPublicValues, PartnerPublicDetail>({
    initial: EMPTY_PARTNER_PUBLIC,
    toBody: partnerPublicBody,
    validate: (body) => {
      const result = validateCreate(registerPartnerMemberSchema, body);
      return result.ok ? [] : result.errors;
    },
    send: (body) =>
      run('registerPartnerMember', () => apiFetch<PartnerPublicDetail>('/api/register-partner-member', { method: 'POST', body }), {
        cacheKey: (partner) => (isAdmin ? partnerPrivatePath(partner.id) : partnerPublicPath(partner.id)),
      }),
    onSaved: (partner) => {
      form.markClean();
      navigate(`/partners/${encodeURIComponent(partner.id)}/${isAdmin ? 'private' : 'public'}`);
    },
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
        <ErrorSummary messages={form.summary.map((message) => (message === registered ? shownNameError ?? message : message))} summaryRef={form.summaryRef} />
        <PartnerPublicFields values={form.values} errors={form.errors} nameError={shownNameError} onChange={form.setValues} />
        <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
          {t('records.register')}
        </SubmitButton>
      </form>
    </section>
  );
}
