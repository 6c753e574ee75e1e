import type { ProductPrivateDetail } from '@portal/common/api/product';
import { API_PATHS } from '@portal/common/api/paths';
import { registerProductSchema } from '@portal/common/validation/schemas/product';
import { CheckboxField, ErrorSummary, SubmitButton } from '../../components/form-fields';
import { PageHeading } from '../../components/page-heading';
import { useSession } from '../../lib/auth/session-context';
import { useLanguage } from '../../lib/i18n/language-context';
import { EMPTY_PRODUCT_FORM, productBody, ProductPublicFields, type ProductFormValues } from './product-form';
import { createErrors, useRegisterForm } from '../../lib/records/use-register-form';

interface RegisterValues extends ProductFormValues {
  on_going: boolean;
  peer_reviewed: boolean;
}

/** Register a product (spec 5-pages §5.6.4). */
export function ProductRegisterPage() {
  const { t } = useLanguage();
  const session = useSession();
  const own = session.account?.member ?? null;
  const ownOption = own ? { id: own.id, label: `${session.account?.first_name ?? ''} ${session.account?.last_name ?? ''}`.trim(), href: `/members/${encodeURIComponent(own.id)}` } : null;
  const initial: RegisterValues = { ...EMPTY_PRODUCT_FORM, member_authors: ownOption ? [ownOption] : [], on_going: false, peer_reviewed: false };
  const form = useRegisterForm<RegisterValues, ProductPrivateDetail>({
    initial: initial,
    toBody: (values) => ({ ...productBody(values), on_going: values.on_going, peer_reviewed: values.peer_reviewed }),
    validate: createErrors(registerProductSchema),
    operation: 'registerProduct',
    url: API_PATHS['register-product'](),
    opens: (product) => ({ href: `/products/${encodeURIComponent(product.id)}/private`, cacheKey: API_PATHS['product-private'](product.id) }),
    uniqueEntity: 'product',
  });
  const selfListed = ownOption !== null && form.values.member_authors.some((m) => m.id === ownOption.id);
  const warn = ownOption !== null && !selfListed && session.role !== 'admin';
  return (
    <section>
      <PageHeading>{t('records.products.registerHeading')}</PageHeading>
      <p className="intro">{t('records.products.registerIntro')}</p>
      <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <ErrorSummary items={form.summary} summaryRef={form.summaryRef} />
        <ProductPublicFields
          values={form.values}
          errors={form.errors}
          onChange={(next) => form.setValues({ ...form.values, ...next })}
          memberAuthorsNote={selfListed ? t('records.products.selfListed') : null}
        />
        {warn ? (
          <p className="field-error" role="status">
            {t('records.products.selfRemoved')}
          </p>
        ) : null}
        <CheckboxField label={t('records.products.onGoing')} name="on_going" help={t('records.products.onGoingHelp')} checked={form.values.on_going} onChange={(value) => form.setValues({ ...form.values, on_going: value })} />
        <CheckboxField label={t('records.products.peerReviewed')} name="peer_reviewed" checked={form.values.peer_reviewed} onChange={(value) => form.setValues({ ...form.values, peer_reviewed: value })} />
        <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
          {t('records.register')}
        </SubmitButton>
      </form>
    </section>
  );
}
