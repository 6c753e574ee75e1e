/**
 * The events list's CSV columns (spec 6-data-and-beyond §6.3.1, column table: Events).
 *
 * Not written: "Partners", "Resulting products", "Resulting grants" and "Previous events". The
 * `/api/all-events` item no longer carries their ids (issue 13: the list does not show them), and
 * the export never holds a field the list did not receive, nor may it add a route or one request
 * per event. The conflict is the lead's to settle (issue 14, report of the csv part).
 */
import type { EventListItem } from '@portal/common/api/event';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import type { CsvColumn } from '../../lib/csv/csv-column';
import { loadedList, type CsvExportSource } from '../../lib/csv/csv-export';
import { byId, csvDate, linkedName, linkedNames, memberNames, recordLink } from '../../lib/csv/csv-values';

export const EVENT_CSV: CsvExportSource<EventListItem> = {
  section: 'events',
  lists: [REFERENCE_LIST_PATHS.eventTypes, REFERENCE_LIST_PATHS.topics],
  columns(lists, { language, origin }): Array<CsvColumn<EventListItem>> {
    const types = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.eventTypes));
    const topics = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.topics));
    return [
      { header: 'nameEn', value: (e) => e.name_en },
      { header: 'nameFr', value: (e) => e.name_fr },
      { header: 'startDate', produced: true, value: (e) => csvDate(e.start_date) },
      { header: 'endDate', produced: true, value: (e) => csvDate(e.end_date) },
      { header: 'eventType', value: (e) => linkedName(e.event_type_id, types, language) },
      { header: 'members', value: (e) => memberNames(e.members) },
      { header: 'topics', value: (e) => linkedNames(e.topic_ids, topics, language) },
      { header: 'aboutEvent', value: (e) => e.note },
      { header: 'link', produced: true, value: (e) => recordLink(origin, 'events', e.id) },
    ];
  },
};
