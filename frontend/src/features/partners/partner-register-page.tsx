import type { OrganizationPrivateDetail } from '@portal/common/api/organization';
import { API_PATHS } from '@portal/common/api/paths';
import { registerPartnerSchema } from '@portal/common/validation/schemas/partner';
import { ErrorSummary, SubmitButton } from '../../components/form-fields';
import { PageHeading } from '../../components/page-heading';
import { useLanguage } from '../../lib/i18n/language-context';
import {
  EMPTY_PARTNER_PRIVATE,
  EMPTY_PARTNER_PUBLIC,
  partnerPrivateBody,
  PartnerPrivateFields,
  partnerPublicBody,
  PartnerPublicFields,
  type PartnerPrivateValues,
  type PartnerPublicValues,
} from './partner-form';
import { createErrors, useRegisterForm } from '../../lib/records/use-register-form';

type Values = PartnerPublicValues & PartnerPrivateValues;

/** Register a partner (spec 5-pages §5.7.4), administrators: linked to no member. */
export function PartnerRegisterPage() {
  const { t } = useLanguage();
  const form = useRegisterForm<Values, OrganizationPrivateDetail>({
    initial: { ...EMPTY_PARTNER_PUBLIC, ...EMPTY_PARTNER_PRIVATE },
    toBody: (values) => ({ ...partnerPublicBody(values), ...partnerPrivateBody(values) }),
    validate: createErrors(registerPartnerSchema),
    operation: 'registerPartner',
    url: API_PATHS['register-partner'](),
    opens: (partner) => ({ href: `/partners/${encodeURIComponent(partner.id)}/private`, cacheKey: API_PATHS['partner-private'](partner.id) }),
    uniqueEntity: 'organization',
  });
  return (
    <section>
      <PageHeading>{t('records.partners.registerHeading')}</PageHeading>
      <p className="intro">{t('records.partners.registerIntro')}</p>
      <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <ErrorSummary items={form.summary} summaryRef={form.summaryRef} />
        <PartnerPublicFields values={form.values} errors={form.errors} onChange={(next) => form.setValues({ ...form.values, ...next })} />
        <fieldset>
          <legend>{t('records.partners.privateFieldset')}</legend>
          <PartnerPrivateFields values={form.values} errors={form.errors} onChange={(next) => form.setValues({ ...form.values, ...next })} />
        </fieldset>
        <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
          {t('records.register')}
        </SubmitButton>
      </form>
    </section>
  );
}
