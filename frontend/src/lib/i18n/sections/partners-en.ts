/** English texts of the partners pages (records.partners). Kept apart so each page family owns its texts. */
export const partnersEn = {
  heading: 'All partners',
};
