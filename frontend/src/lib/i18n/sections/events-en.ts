/** English texts of the events pages (records.events). Kept apart so each page family owns its texts. */
export const eventsEn = {
  heading: 'All events',
};
