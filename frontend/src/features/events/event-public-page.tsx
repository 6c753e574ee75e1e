import type { EventPublicDetail } from '@portal/common/api/event';
import type { EventReference } from '@portal/common/api/refs';
import { API_PATHS } from '@portal/common/api/paths';
import { Link } from 'wouter';
import { RecordPublicFrame } from '../../components/record-public-frame';
import { BilingualNameItems, DetailItem, DetailList, MemberTags, TagList, RecordLinks } from '../../components/record-detail';
import { BilingualText } from '../../components/values';
import { useSession } from '../../lib/auth/session-context';
import { bilingualText } from '../../lib/i18n/bilingual';
import { compareText } from '../../lib/i18n/collator';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecord } from '../../lib/records/use-record';
import { eventDates } from './event-list';
import { tagSeed } from '../../lib/text/tag-colour';

/** Event links with their start date, newest first (or oldest first). */
export function EventLinks({ events, order }: { events: readonly EventReference[]; order: 'newest' | 'oldest' }) {
  const sign = order === 'newest' ? -1 : 1;
  // Events without a start date come last either way.
  const sorted = [...events].sort((a, b) => {
    if (!a.start_date || !b.start_date) return a.start_date === b.start_date ? 0 : a.start_date ? -1 : 1;
    return sign * a.start_date.localeCompare(b.start_date);
  });
  return <RecordLinks section="events" records={sorted} />;
}

/**
 * The items of the event's public view (spec 5-pages §5.9.2); `hideEmpty` leaves empty items out
 * (public page), else they show "—" or "None" (the private page's view mode).
 */
export function EventPublicItems({ event, hideEmpty }: { event: EventPublicDetail; hideEmpty: boolean }) {
  const { t, language } = useLanguage();
  const { role } = useSession();
  const label = (entry: { name_en: string | null; name_fr: string | null }) => bilingualText(entry.name_en, entry.name_fr, language);
  const type = event.event_type;
  const typeLabel = type ? label(type) : '';
  const dates = eventDates(event.start_date, event.end_date, language);
  const partners = [...event.partners].sort((a, b) => compareText(label(a), label(b), language));
  const topics = [...event.topics].sort((a, b) => compareText(label(a), label(b), language));
  const products = [...event.resulting_products].sort((a, b) =>
    compareText(bilingualText(a.title_en, a.title_fr, language), bilingualText(b.title_en, b.title_fr, language), language),
  );
  const grants = [...event.resulting_grants].sort((a, b) => compareText(a.title, b.title, language));
  return (
    <DetailList>
      <BilingualNameItems en={event.name_en} fr={event.name_fr} labels={{ en: t('records.events.englishName'), fr: t('records.events.frenchName') }} hideEmpty={hideEmpty} />
      <DetailItem label={t('records.events.dates')} empty={!dates} hideEmpty={hideEmpty}>
        {dates}
      </DetailItem>
      <DetailItem label={t('records.events.type')} empty={!type} hideEmpty={hideEmpty}>
        {type && role === 'admin' ? <Link href={`/events?eventTypes=${encodeURIComponent(type.id)}`}>{typeLabel}</Link> : typeLabel}
      </DetailItem>
      <DetailItem label={t('records.events.about')} empty={!event.note} hideEmpty={hideEmpty}>
        {event.note}
      </DetailItem>
      <DetailItem label={t('records.events.members')} empty={event.members.length === 0} hideEmpty={hideEmpty} list>
        <MemberTags members={event.members} />
      </DetailItem>
      <DetailItem label={t('records.events.partners')} empty={partners.length === 0} hideEmpty={hideEmpty} list>
        <TagList items={partners.map((p) => ({ id: p.id, seed: tagSeed.bilingual(p.name_en, p.name_fr), label: <BilingualText en={p.name_en} fr={p.name_fr} />, href: `/partners/${encodeURIComponent(p.id)}` }))} />
      </DetailItem>
      <DetailItem label={t('records.events.topics')} empty={topics.length === 0} hideEmpty={hideEmpty} list>
        <TagList items={topics.map((topic) => ({ id: topic.id, seed: tagSeed.bilingual(topic.name_en, topic.name_fr), label: label(topic) }))} />
      </DetailItem>
      <DetailItem label={t('records.events.resultingProducts')} empty={products.length === 0} hideEmpty={hideEmpty} list>
        <RecordLinks section="products" records={products} />
      </DetailItem>
      <DetailItem label={t('records.events.resultingGrants')} empty={grants.length === 0} hideEmpty={hideEmpty} list>
        <RecordLinks section="grants" records={grants} />
      </DetailItem>
      <DetailItem label={t('records.events.previousEvents')} empty={event.previous_events.length === 0} hideEmpty={hideEmpty} list>
        <EventLinks events={event.previous_events} order="newest" />
      </DetailItem>
      <DetailItem label={t('records.events.nextEvents')} empty={event.next_events.length === 0} hideEmpty={hideEmpty} list>
        <EventLinks events={event.next_events} order="oldest" />
      </DetailItem>
    </DetailList>
  );
}

/** The subtitle: event type and dates, separated by " · ". */
export function eventSubtitle(event: EventPublicDetail, language: 'en' | 'fr'): string {
  const type = event.event_type ? bilingualText(event.event_type.name_en, event.event_type.name_fr, language) : '';
  return [type, eventDates(event.start_date, event.end_date, language) ?? ''].filter(Boolean).join(' · ');
}

/** Event public page (spec 5-pages §5.9.2). */
export function EventPublicPage({ id }: { id: string }) {
  const { t, language } = useLanguage();
  const { role } = useSession();
  const record = useRecord<EventPublicDetail>(API_PATHS['event-public'](id));
  return (
    <RecordPublicFrame
      record={record}
      history={{ kind: 'event', id }}
      notFoundHeading={t('records.events.notFound')}
      listHref={role === 'admin' ? '/events' : null}
      content={(event) => {
        const hasContent =
          Boolean(event.start_date || event.end_date || event.event_type || event.note || (event.name_en && event.name_fr)) ||
          [event.members, event.partners, event.topics, event.resulting_products, event.resulting_grants, event.previous_events, event.next_events].some((list) => list.length > 0);
        return {
          heading: <BilingualText en={event.name_en} fr={event.name_fr} />,
          privateHref: role === 'admin' ? `/events/${encodeURIComponent(id)}/private` : null,
          subtitle: eventSubtitle(event, language) ?? '',
          items: hasContent ? <EventPublicItems event={event} hideEmpty /> : null,
        };
      }}
    />
  );
}
