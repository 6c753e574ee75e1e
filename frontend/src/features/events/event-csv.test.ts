import type { EventListItem } from '@portal/common/api/event';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { describe, expect, it } from 'vitest';
import { exportRecords, TEST_ORIGIN } from '../../test/csv-export';
import { EVENT_CSV } from './event-csv';

const LISTS = {
  [REFERENCE_LIST_PATHS.eventTypes]: [{ id: 'et1', name_en: 'Workshop', name_fr: 'Atelier', retired: false }],
  [REFERENCE_LIST_PATHS.topics]: [
    { id: 'tp1', name_en: 'Healthy aging', name_fr: 'Vieillissement en santé', retired: false },
    { id: 'tp2', name_en: 'Water', name_fr: 'Eau', retired: false },
  ],
  [API_PATHS['all-organizations']()]: [
    { id: 'o1', name_en: 'Lakeview Health', name_fr: 'Santé Lakeview' },
    { id: 'o2', name_en: null, name_fr: 'Coopérative des données' },
  ],
  [API_PATHS['all-product-titles']()]: [{ id: 'p1', title_en: 'Water study', title_fr: 'Étude sur l’eau' }],
  [API_PATHS['all-grants']()]: [{ id: 'g1', title: 'Clean water grant' }],
  [API_PATHS['all-events']()]: [{ id: 'event-00', name_en: 'Winter school', name_fr: 'École d’hiver' }],
};

const event = {
  id: 'event-01',
  name_en: 'Spring symposium',
  name_fr: null,
  start_date: '2025-05-12',
  end_date: '2025-05-13',
  note: 'Day 1: talks\nDay 2: "workshops"',
  event_type_id: 'et1',
  topic_ids: ['tp2', 'tp1'],
  partner_ids: ['o1', 'o2'],
  resulting_product_ids: ['p1'],
  resulting_grant_ids: ['g1'],
  previous_event_ids: ['event-00'],
  members: [{ id: 'm9', first_name: 'Minh Anh', last_name: 'Nguyen', is_active: false }],
} as EventListItem;

describe('events CSV export (spec 6-data-and-beyond §6.3.1)', () => {
  it('heads every column of the spec, in its order, in both languages', async () => {
    expect((await exportRecords(EVENT_CSV, [], 'en', LISTS))[0]).toEqual(['Name (English)', 'Name (French)', 'Start date', 'End date', 'Event type', 'Members', 'Partners', 'Resulting products', 'Resulting grants', 'Topics', 'Previous events', 'About this event', 'Link']);
    expect((await exportRecords(EVENT_CSV, [], 'fr', LISTS))[0]).toEqual(['Nom (anglais)', 'Nom (français)', 'Date de début', 'Date de fin', "Type d'événement", 'Membres', 'Partenaires', 'Produits résultants', 'Subventions résultantes', 'Sujets', 'Événements précédents', 'À propos de cet événement', 'Lien']);
  });

  it('keeps the multi-line text with its quotes, names linked records in the language, inactive members included', async () => {
    const [, fr] = await exportRecords(EVENT_CSV, [event], 'fr', LISTS);
    expect(fr).toEqual([
      'Spring symposium', '', '2025-05-12', '2025-05-13', 'Atelier', 'Minh Anh Nguyen', 'Santé Lakeview; Coopérative des données', 'Étude sur l’eau', 'Clean water grant',
      'Eau; Vieillissement en santé', 'École d’hiver', 'Day 1: talks\nDay 2: "workshops"', `${TEST_ORIGIN}/events/event-01`,
    ]);
    const [, en] = await exportRecords(EVENT_CSV, [event], 'en', LISTS);
    expect(en?.slice(6, 11)).toEqual(['Lakeview Health; Coopérative des données', 'Water study', 'Clean water grant', 'Water; Healthy aging', 'Winter school']);
  });
});
