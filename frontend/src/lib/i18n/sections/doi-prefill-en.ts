/**
 * English texts of DOI prefill on the product form (spec 6-data-and-beyond §6.3.7). Only the
 * product forms' chunks import them (features/products/doi-fill-text.ts), so the signed-out home
 * does not carry them. Placeholders use rosetta's `{{name}}`.
 */
export const doiPrefillEn = {
  fill: 'Fill from DOI',
  looking: 'Looking up the DOI...',
  filledOne: '{{n}} field filled from the DOI.',
  filledOther: '{{n}} fields filled from the DOI.',
  yearOnly: 'Only the year is known; January 1 was used.',
  monthOnly: 'Only the year and month are known; the first day of the month was used.',
  authorsCut: 'Only the first {{k}} of {{n}} authors fit in the field.',
  titleShortened: 'The title was shortened to 500 characters.',
  abstractShortened: 'The abstract was shortened to 2,000 characters.',
  filledNote: 'Filled from the DOI',
  undo: 'Undo fill',
  replaceTitle: 'Replace your values?',
  replaceText: 'These fields already hold another value. Check the ones the DOI should replace; empty fields are filled in any case.',
  yours: 'Your value',
  fromDoi: 'Value from the DOI',
  replace: 'Replace',
  apply: 'Apply',
  keep: 'Keep my values',
  existing: 'A product with this DOI is already registered: {{title}}.',
  notFound: 'No metadata was found for this DOI. Check it, or fill in the fields yourself.',
  unavailable: 'DOI lookup is not available right now. You can fill in the fields yourself.',
  tooMany: 'Too many lookups. Try again in a minute.',
};

export type DoiPrefillTexts = typeof doiPrefillEn;
