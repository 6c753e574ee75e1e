import type { partnersEn } from './partners-en';

/** French texts of the partners pages (records.partners). */
export const partnersFr: typeof partnersEn = {
  heading: 'Tous les partenaires',
};
