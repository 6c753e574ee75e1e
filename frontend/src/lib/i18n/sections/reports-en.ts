/** English texts of the network annual report page (spec 7-reports §7.3.3, §7.3.5); the document's own texts are in annual-report-en.ts. */
export const reportsEn = {
  heading: 'Network annual report',
  intro: 'Choose the period, the language and the sections. Figures reflect the data as it is now; nothing is saved.',
  reportingYear: 'Reporting year',
  yearOption: '{{label}} ({{start}} to {{end}})',
  inProgress: ' – in progress',
  levelOfDetail: 'Level of detail',
  detailLists: 'Figures and lists',
  detailFigures: 'Figures only',
  loadFailed: 'The report could not be loaded.',
  tryAgain: 'Try again',
  noActivity: 'No activity recorded for this period.',
  fallbackFrenchOne: '{{count}} text appears in French because it has no English version.',
  fallbackFrenchOther: '{{count}} texts appear in French because they have no English version.',
  fallbackEnglishOne: '{{count}} text appears in English because it has no French version.',
  fallbackEnglishOther: '{{count}} texts appear in English because they have no French version.',
};
