import type { eventsEn } from './events-en';

/** French texts of the events pages (records.events). */
export const eventsFr: typeof eventsEn = {
  heading: 'Tous les événements',
};
