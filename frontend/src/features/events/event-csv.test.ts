import type { EventListItem } from '@portal/common/api/event';
import { REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { describe, expect, it } from 'vitest';
import { exportRecords, TEST_ORIGIN } from '../../test/csv-export';
import { EVENT_CSV } from './event-csv';

const LISTS = {
  [REFERENCE_LIST_PATHS.eventTypes]: [{ id: 'et1', name_en: 'Workshop', name_fr: 'Atelier', retired: false }],
  [REFERENCE_LIST_PATHS.topics]: [
    { id: 'tp1', name_en: 'Healthy aging', name_fr: 'Vieillissement en santé', retired: false },
    { id: 'tp2', name_en: 'Water', name_fr: 'Eau', retired: false },
  ],
};

// Built from the fields every event list item keeps (the link ids leave it in issue 13).
const event = {
  id: 'event-01',
  name_en: 'Spring symposium',
  name_fr: null,
  start_date: '2025-05-12',
  end_date: '2025-05-13',
  note: 'Day 1: talks\nDay 2: "workshops"',
  event_type_id: 'et1',
  topic_ids: ['tp2', 'tp1'],
  members: [{ id: 'm9', first_name: 'Minh Anh', last_name: 'Nguyen', is_active: false }],
} as EventListItem;

describe('events CSV export (spec 6-data-and-beyond §6.3.1)', () => {
  it('heads the columns the event list items can fill, in the spec order, in both languages', async () => {
    expect((await exportRecords(EVENT_CSV, [], 'en', LISTS))[0]).toEqual(['Name (English)', 'Name (French)', 'Start date', 'End date', 'Event type', 'Members', 'Topics', 'About this event', 'Link']);
    expect((await exportRecords(EVENT_CSV, [], 'fr', LISTS))[0]).toEqual(['Nom (anglais)', 'Nom (français)', 'Date de début', 'Date de fin', "Type d'événement", 'Membres', 'Sujets', 'À propos de cet événement', 'Lien']);
  });

  it('keeps the multi-line text with its quotes, names topics in the language, inactive members included', async () => {
    const [, fr] = await exportRecords(EVENT_CSV, [event], 'fr', LISTS);
    expect(fr).toEqual(['Spring symposium', '', '2025-05-12', '2025-05-13', 'Atelier', 'Minh Anh Nguyen', 'Eau; Vieillissement en santé', 'Day 1: talks\nDay 2: "workshops"', `${TEST_ORIGIN}/events/event-01`]);
  });
});
