/**
 * The events list's CSV columns (spec 6-data-and-beyond §6.3.1, column table: Events). The link
 * ids stay in the list item for this export (docs/adr/0033, amendment); partners are named from
 * all-organizations, resulting products from all-product-titles, resulting grants from all-grants
 * (the export is for administrators, who may read it) and previous events from the list itself.
 */
import type { EventListItem } from '@portal/common/api/event';
import type { ReferenceEntry } from '@portal/common/api/reference';
import type { GrantListItem } from '@portal/common/api/grant';
import type { ProductTitleItem } from '@portal/common/api/product';
import type { OrganizationReference } from '@portal/common/api/refs';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import type { CsvColumn } from '../../lib/csv/csv-column';
import { loadedList, type CsvExportSource } from '../../lib/csv/csv-export';
import { byId, csvDate, linkedName, linkedNames, memberNames, recordLink } from '../../lib/csv/csv-values';

const ORGANIZATIONS_PATH = API_PATHS['all-organizations']();
const PRODUCT_TITLES_PATH = API_PATHS['all-product-titles']();
const GRANTS_PATH = API_PATHS['all-grants']();
const EVENTS_PATH = API_PATHS['all-events']();

/** Records named by one text of their own (a product's titles, a grant's single title) as linked names. */
const named = <T extends { id: string }>(entries: readonly T[], en: (entry: T) => string | null, fr: (entry: T) => string | null) =>
  byId(entries.map((entry) => ({ id: entry.id, name_en: en(entry), name_fr: fr(entry) })));

export const EVENT_CSV: CsvExportSource<EventListItem> = {
  section: 'events',
  lists: [REFERENCE_LIST_PATHS.eventTypes, REFERENCE_LIST_PATHS.topics, ORGANIZATIONS_PATH, PRODUCT_TITLES_PATH, GRANTS_PATH, EVENTS_PATH],
  columns(lists, { language, origin }): Array<CsvColumn<EventListItem>> {
    const types = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.eventTypes));
    const topics = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.topics));
    const organizations = byId(loadedList<OrganizationReference>(lists, ORGANIZATIONS_PATH));
    const products = named(loadedList<ProductTitleItem>(lists, PRODUCT_TITLES_PATH), (p) => p.title_en, (p) => p.title_fr);
    const grants = named(loadedList<GrantListItem>(lists, GRANTS_PATH), (g) => g.title, () => null);
    const events = byId(loadedList<EventListItem>(lists, EVENTS_PATH));
    return [
      { header: 'nameEn', value: (e) => e.name_en },
      { header: 'nameFr', value: (e) => e.name_fr },
      { header: 'startDate', produced: true, value: (e) => csvDate(e.start_date) },
      { header: 'endDate', produced: true, value: (e) => csvDate(e.end_date) },
      { header: 'eventType', value: (e) => linkedName(e.event_type_id, types, language) },
      { header: 'members', value: (e) => memberNames(e.members) },
      { header: 'partners', value: (e) => linkedNames(e.partner_ids, organizations, language) },
      { header: 'resultingProducts', value: (e) => linkedNames(e.resulting_product_ids, products, language) },
      { header: 'resultingGrants', value: (e) => linkedNames(e.resulting_grant_ids, grants, language) },
      { header: 'topics', value: (e) => linkedNames(e.topic_ids, topics, language) },
      { header: 'previousEvents', value: (e) => linkedNames(e.previous_event_ids, events, language) },
      { header: 'aboutEvent', value: (e) => e.note },
      { header: 'link', produced: true, value: (e) => recordLink(origin, 'events', e.id) },
    ];
  },
};
