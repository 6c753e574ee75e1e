import { incompleteCount, namePairs } from '@portal/common/bilingual/completeness';
import type { EventPrivateDetail } from '@portal/common/api/event';
import type { EventReference } from '@portal/common/api/refs';
import { API_PATHS } from '@portal/common/api/paths';
import { RecordPrivateFrame } from '../../components/record-private-frame';
import { RecordTabForm } from '../../components/record-tab-form';
import { BilingualText } from '../../components/values';
import { bilingualText } from '../../lib/i18n/bilingual';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecordForm } from '../../lib/records/use-record-form';
import { useRecordPatch } from '../../lib/records/use-record-patch';
import { useRecord, type RecordRead } from '../../lib/records/use-record';
import { eventBody, EventFields, eventFormValues, validateEventBody } from './event-form';
import { EventLinks, EventPublicItems } from './event-public-page';
import './events.css';

/** "Next events": read-only links, with the note on how to make an event follow this one. */
function NextEvents({ events }: { events: readonly EventReference[] }) {
  const { t } = useLanguage();
  return (
    <div className="form-field">
      <h2 className="field-label event-next-heading">{t('records.events.nextEvents')}</h2>
      <p className="field-help">{t('records.events.nextNote')}</p>
      {events.length > 0 ? <EventLinks events={events} order="oldest" /> : <p>{t('lists.none')}</p>}
    </div>
  );
}

function EventForm({ id, record }: { id: string; record: RecordRead<EventPrivateDetail> }) {
  const { t, language } = useLanguage();
  const event = record.data as EventPrivateDetail;
  const patch = useRecordPatch<EventPrivateDetail>(API_PATHS['event-private'](id), event.etag);
  const form = useRecordForm({
    initial: eventFormValues(event, language),
    toBody: eventBody,
    validate: (body) => validateEventBody(body, 'update', t('records.events.startDate')),
    send: (body) => patch('updateEvent', API_PATHS['update-event-public'](id), body),
    onSaved: () => undefined,
    detectNoChange: true,
  });
  return (
    <RecordTabForm form={form} onReload={() => void record.reload()}>
      <EventFields values={form.values} errors={form.errors} onChange={form.setValues} eventId={id} nextEvents={event.next_events} afterPrevious={<NextEvents events={event.next_events} />} />
    </RecordTabForm>
  );
}

/** Event private page (spec 5-pages §5.9.3), administrators: no tabs, one view and one form. */
export function EventPrivatePage({ id }: { id: string }) {
  const { t, language } = useLanguage();
  const record = useRecord<EventPrivateDetail>(API_PATHS['event-private'](id));
  return (
    <RecordPrivateFrame
      record={record}
      idBase={`event-${id}`}
      history={{ kind: 'event', id }}
      notFoundHeading={t('records.events.notFound')}
      listHref="/events"
      content={(event) => ({
        heading: <BilingualText en={event.name_en} fr={event.name_fr} />,
        name: bilingualText(event.name_en, event.name_fr, language),
        publicHref: `/events/${encodeURIComponent(id)}/public`,
        canEdit: true,
        incompleteTexts: incompleteCount(namePairs(event)),
        tabs: [
          {
            key: 'public',
            label: t('records.tabPublic'),
            view: <EventPublicItems event={event} hideEmpty={false} />,
            form: <EventForm key={event.etag} id={id} record={record} />,
          },
        ],
        deletion: { entity: 'event', operation: 'deleteEvent', url: API_PATHS['delete-event'](id), afterHref: '/events' },
      })}
    />
  );
}
