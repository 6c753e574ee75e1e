/** English texts of the supervisions pages (records.supervisions). Kept apart so each page family owns its texts. */
export const supervisionsEn = {
  heading: 'All supervisions',
};
