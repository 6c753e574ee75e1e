/** English texts of translation completeness (translation; spec 6-data-and-beyond §6.3.6). */
export const translationEn = {
  /** The list filter's name, in "Filter by {{name}}". */
  filterName: 'translation',
  complete: 'Complete',
  missingEn: 'English missing',
  missingFr: 'French missing',
  countOne: '{{count}} text is in one language only.',
  countOther: '{{count}} texts are in one language only.',
  hintMissingEn: 'English version missing: English readers will see the French text.',
  hintMissingFr: 'French version missing: French readers will see the English text.',
};
