/** The event form (spec 5-pages §5.9.3 form, §5.9.4 registration) and its browser validation. */
import type { MemberListItem } from '@portal/common/api/member';
import type { EventListItem, EventPublicDetail, UpdateEventPublicBody } from '@portal/common/api/event';
import type { ProductTitleItem } from '@portal/common/api/product';
import type { ReferenceEntry } from '@portal/common/api/reference';
import type { EventReference, GrantReference, OrganizationReference } from '@portal/common/api/refs';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { validateCreate, validateUpdate } from '@portal/common/validation/schema';
import { applyRecordRules } from '@portal/common/validation/record-rules';
import {
  EVENT_MEMBERS_MAX,
  EVENT_PARTNERS_MAX,
  EVENT_RESULTS_MAX,
  EVENT_RULES,
  EVENT_TOPICS_MAX,
  eventSchema,
  PREVIOUS_EVENTS_MAX,
} from '@portal/common/validation/schemas/event';
import { useMemo, type ReactNode } from 'react';
import { BilingualFields, DateField, SelectField, TextField } from '../../components/form-fields';
import { Selector, type SelectorOption } from '../../components/selector';
import { useReferenceList } from '../../lib/api/lists';
import { bilingualText } from '../../lib/i18n/bilingual';
import { compareText } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { formOptions } from '../../lib/records/options';
import { textOrNull, type FieldMessages, type RawFieldError } from '../../lib/records/field-errors';
import { titleOption } from '../../lib/records/options';
import { useDistinctMemberOptions } from '../../lib/records/member-details';

export interface EventFormValues {
  name_en: string;
  name_fr: string;
  start_date: string;
  end_date: string;
  event_type_id: string;
  note: string;
  members: SelectorOption[];
  partners: SelectorOption[];
  topics: SelectorOption[];
  products: SelectorOption[];
  grants: SelectorOption[];
  previous: SelectorOption[];
}

export const EMPTY_EVENT_FORM: EventFormValues = {
  name_en: '',
  name_fr: '',
  start_date: '',
  end_date: '',
  event_type_id: '',
  note: '',
  members: [],
  partners: [],
  topics: [],
  products: [],
  grants: [],
  previous: [],
};

const memberHref = (id: string) => `/members/${encodeURIComponent(id)}`;
const bilingual = (item: { name_en: string | null; name_fr: string | null }, language: Language) => bilingualText(item.name_en, item.name_fr, language);

/** "<name> (<start date>)", the label of an event option. */
export function eventOptionLabel(event: Pick<EventReference, 'name_en' | 'name_fr' | 'start_date'>, language: Language): string {
  const date = formatDate(event.start_date, language);
  const name = bilingual(event, language);
  return date ? `${name} (${date})` : name;
}

export function eventFormValues(event: EventPublicDetail, language: Language): EventFormValues {
  return {
    name_en: event.name_en ?? '',
    name_fr: event.name_fr ?? '',
    start_date: event.start_date ?? '',
    end_date: event.end_date ?? '',
    event_type_id: event.event_type?.id ?? '',
    note: event.note ?? '',
    members: event.members.map((m) => ({ id: m.id, label: `${m.first_name} ${m.last_name}`, href: memberHref(m.id) })),
    partners: event.partners.map((p) => ({ id: p.id, label: bilingual(p, language) })),
    topics: event.topics.map((topic) => ({ id: topic.id, label: bilingual(topic, language) })),
    products: event.resulting_products.map((p) => titleOption(p, language)),
    grants: event.resulting_grants.map((g) => ({ id: g.id, label: g.title })),
    previous: event.previous_events.map((e) => ({ id: e.id, label: eventOptionLabel(e, language) })),
  };
}

/** The request body (trimmed, empty optional values as null, links as id arrays). */
export function eventBody(values: EventFormValues): UpdateEventPublicBody {
  const ids = (items: readonly SelectorOption[]) => items.map((item) => item.id);
  return {
    name_en: textOrNull(values.name_en),
    name_fr: textOrNull(values.name_fr),
    start_date: textOrNull(values.start_date),
    end_date: textOrNull(values.end_date),
    event_type_id: textOrNull(values.event_type_id),
    note: textOrNull(values.note),
    member_ids: ids(values.members),
    partner_ids: ids(values.partners),
    topic_ids: ids(values.topics),
    resulting_product_ids: ids(values.products),
    resulting_grant_ids: ids(values.grants),
    previous_event_ids: ids(values.previous),
  };
}

/**
 * The API's own checks, in the browser: the schema, then the end date against the start date
 * (its message names the start date's label in the active language).
 */
export function validateEventBody(body: Record<string, unknown>, mode: 'create' | 'update', startLabel: string): RawFieldError[] {
  const result = mode === 'create' ? validateCreate(eventSchema, body) : validateUpdate(eventSchema, body);
  const errors: RawFieldError[] = result.ok ? [] : [...result.errors];
  const failed = new Set(errors.map((error) => error.field));
  for (const error of applyRecordRules(body, EVENT_RULES)) {
    if (!failed.has(error.field)) errors.push({ ...error, params: { ...error.params, after: startLabel } });
  }
  return errors;
}

function referenceOptions(items: readonly ReferenceEntry[], language: Language, keep: readonly string[] = []) {
  return items
    .filter((item) => !item.retired || keep.includes(item.id))
    .map((item) => ({ id: item.id, label: bilingual(item, language), searchText: `${item.name_en ?? ''} ${item.name_fr ?? ''}` }))
    .sort((a, b) => compareText(a.label, b.label, language));
}

/** The form lists of the event form (spec 5-pages §5.1.2), loaded only while a form is shown. */
function useEventFormLists() {
  const { language } = useLanguage();
  const types = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.eventTypes);
  // The list's items carry each member's faculty and type, which tell two namesakes apart.
  const members = useReferenceList<MemberListItem>(API_PATHS['all-members']());
  const organizations = useReferenceList<OrganizationReference>(API_PATHS['all-organizations']());
  const topics = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.topics);
  const products = useReferenceList<ProductTitleItem>(API_PATHS['all-product-titles']());
  const grants = useReferenceList<GrantReference>(API_PATHS['all-grants']());
  const events = useReferenceList<EventListItem>(API_PATHS['all-events']());
  const byLabel = (a: { label: string }, b: { label: string }) => compareText(a.label, b.label, language);
  const memberOptions = useDistinctMemberOptions(
    useMemo(() => members.items.map((m) => ({ id: m.id, label: `${m.account.first_name} ${m.account.last_name}`, href: memberHref(m.id) })).sort((a, b) => compareText(a.label, b.label, language)), [members.items, language]),
    members.items,
  );
  return {
    types,
    members: { list: members, options: memberOptions },
    organizations: { list: organizations, options: referenceOptions(organizations.items.map((o) => ({ ...o, retired: false })), language) },
    topics: { list: topics, options: referenceOptions(topics.items, language) },
    products: {
      list: products,
      options: products.items
        .map((p) => titleOption(p, language))
        .sort(byLabel),
    },
    grants: { list: grants, options: grants.items.map((g) => ({ id: g.id, label: g.title })).sort(byLabel) },
    events: {
      list: events,
      options: events.items
        .map((e) => ({ id: e.id, label: eventOptionLabel(e, language), searchText: `${e.name_en ?? ''} ${e.name_fr ?? ''}`, name: bilingual(e, language) }))
        .sort((a, b) => compareText(a.name, b.name, language) || compareText(a.label, b.label, language))
        .map(({ id, label, searchText }) => ({ id, label, searchText })),
    },
  };
}

/**
 * The ids the previous-events selector never offers: the event itself and its next events (those
 * listing it among their previous events), so `self_link` and `cycle` cannot arise from the form.
 */
export function previousEventExclusions(eventId: string | null, nextEvents: readonly { id: string }[], allEvents: readonly Pick<EventListItem, 'id' | 'previous_event_ids'>[]): string[] {
  if (eventId === null) return [];
  const next = new Set(nextEvents.map((event) => event.id));
  for (const event of allEvents) if (event.previous_event_ids.includes(eventId)) next.add(event.id);
  return [eventId, ...next];
}

function LinkField({ error, children }: { error?: string | undefined; children: ReactNode }) {
  return (
    <div className="form-field">
      {children}
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}

export function EventFields({
  values,
  onChange,
  errors,
  eventId = null,
  nextEvents = [],
  afterPrevious,
}: {
  values: EventFormValues;
  onChange: (next: EventFormValues) => void;
  errors: FieldMessages;
  /** The event being edited (null at registration). */
  eventId?: string | null;
  nextEvents?: readonly EventReference[];
  /** Shown after "Previous events" (the read-only next events on the private page). */
  afterPrevious?: ReactNode;
}) {
  const { t, language } = useLanguage();
  const lists = useEventFormLists();
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => onChange({ ...values, [key]: value });
  const typeOptions = formOptions(lists.types.items, language, values.event_type_id ? [values.event_type_id] : []);
  const excluded = previousEventExclusions(eventId, nextEvents, lists.events.list.items);
  return (
    <>
      <p className="field-help">{t('records.bilingualHint')}</p>
      <BilingualFields
        label={t('records.events.name')}
        name="name"
        en={values.name_en}
        fr={values.name_fr}
        atLeastOne
        error={errors.name_en ?? errors.name_fr}
        onChange={(lang, value) => set(lang === 'en' ? 'name_en' : 'name_fr', value)}
      />
      <DateField label={t('records.events.startDate')} name="start_date" value={values.start_date} error={errors.start_date} onChange={(value) => set('start_date', value)} />
      <DateField label={t('records.events.endDate')} name="end_date" value={values.end_date} error={errors.end_date} onChange={(value) => set('end_date', value)} />
      <SelectField label={t('records.events.type')} name="event_type_id" value={values.event_type_id} options={typeOptions} error={errors.event_type_id} onChange={(value) => set('event_type_id', value)} />
      <TextField label={t('records.events.about')} name="note" multiline value={values.note} help={t('records.events.noteHelp')} error={errors.note} onChange={(value) => set('note', value)} />
      <LinkField error={errors.member_ids}>
        <Selector
          label={t('records.events.members')}
          name="member_ids"
          options={lists.members.options}
          selected={values.members}
          onChange={(next) => set('members', next)}
          max={EVENT_MEMBERS_MAX}
          invalid={Boolean(errors.member_ids)}
          failed={lists.members.list.failed}
          onRetry={lists.members.list.retry}
        />
      </LinkField>
      <LinkField error={errors.partner_ids}>
        <Selector
          label={t('records.events.partners')}
          name="partner_ids"
          options={lists.organizations.options}
          selected={values.partners}
          onChange={(next) => set('partners', next)}
          max={EVENT_PARTNERS_MAX}
          invalid={Boolean(errors.partner_ids)}
          failed={lists.organizations.list.failed}
          onRetry={lists.organizations.list.retry}
        />
      </LinkField>
      <LinkField error={errors.topic_ids}>
        <Selector
          label={t('records.events.topics')}
          name="topic_ids"
          options={lists.topics.options}
          selected={values.topics}
          onChange={(next) => set('topics', next)}
          max={EVENT_TOPICS_MAX}
          invalid={Boolean(errors.topic_ids)}
          failed={lists.topics.list.failed}
          onRetry={lists.topics.list.retry}
        />
      </LinkField>
      <LinkField error={errors.resulting_product_ids}>
        <Selector
          label={t('records.events.resultingProducts')}
          name="resulting_product_ids"
          options={lists.products.options}
          selected={values.products}
          onChange={(next) => set('products', next)}
          max={EVENT_RESULTS_MAX}
          invalid={Boolean(errors.resulting_product_ids)}
          failed={lists.products.list.failed}
          onRetry={lists.products.list.retry}
        />
      </LinkField>
      <LinkField error={errors.resulting_grant_ids}>
        <Selector
          label={t('records.events.resultingGrants')}
          name="resulting_grant_ids"
          options={lists.grants.options}
          selected={values.grants}
          onChange={(next) => set('grants', next)}
          max={EVENT_RESULTS_MAX}
          invalid={Boolean(errors.resulting_grant_ids)}
          failed={lists.grants.list.failed}
          onRetry={lists.grants.list.retry}
        />
      </LinkField>
      <LinkField error={errors.previous_event_ids}>
        <Selector
          label={t('records.events.previousEvents')}
          name="previous_event_ids"
          options={lists.events.options}
          selected={values.previous}
          excludeIds={excluded}
          onChange={(next) => set('previous', next)}
          max={PREVIOUS_EVENTS_MAX}
          help={t('records.events.previousHelp')}
          invalid={Boolean(errors.previous_event_ids)}
          failed={lists.events.list.failed}
          onRetry={lists.events.list.retry}
        />
      </LinkField>
      {afterPrevious ?? null}
    </>
  );
}
