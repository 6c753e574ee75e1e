import type { EventPrivateDetail } from '@portal/common/api/event';
import { API_PATHS } from '@portal/common/api/paths';
import { ErrorSummary, SubmitButton } from '../../components/form-fields';
import { PageHeading } from '../../components/page-heading';
import { useLanguage } from '../../lib/i18n/language-context';
import { EMPTY_EVENT_FORM, eventBody, EventFields, validateEventBody, type EventFormValues } from './event-form';
import { useRegisterForm } from '../../lib/records/use-register-form';

/** Register an event (spec 5-pages §5.9.4), administrators; goes to the new event's private page. */
export function EventRegisterPage() {
  const { t } = useLanguage();
  const form = useRegisterForm<EventFormValues, EventPrivateDetail>({
    initial: EMPTY_EVENT_FORM,
    toBody: eventBody,
    validate: (body) => validateEventBody(body, 'create', t('records.events.startDate')),
    operation: 'registerEvent',
    url: API_PATHS['register-event'](),
    opens: (event) => ({ href: `/events/${encodeURIComponent(event.id)}/private`, cacheKey: API_PATHS['event-private'](event.id) }),
  });
  return (
    <section>
      <PageHeading>{t('records.events.registerHeading')}</PageHeading>
      <p className="intro">{t('records.events.registerIntro')}</p>
      <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <ErrorSummary items={form.summary} summaryRef={form.summaryRef} />
        <EventFields values={form.values} errors={form.errors} onChange={form.setValues} />
        <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
          {t('records.register')}
        </SubmitButton>
      </form>
    </section>
  );
}
