import type { supervisionsEn } from './supervisions-en';

/** French texts of the supervisions pages (records.supervisions). */
export const supervisionsFr: typeof supervisionsEn = {
  heading: 'Toutes les supervisions',
};
