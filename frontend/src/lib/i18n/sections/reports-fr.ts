import type { reportsEn } from './reports-en';

/** French texts of the network annual report page (spec 7-reports §7.3.3, §7.3.5). */
export const reportsFr: typeof reportsEn = {
  heading: 'Rapport annuel du réseau',
  intro: 'Choisissez la période, la langue et les sections. Les chiffres reflètent les données actuelles\u00a0; rien n\'est enregistré.',
  reportingYear: 'Année de rapport',
  yearOption: '{{label}} (du {{start}} au {{end}})',
  inProgress: ' – en cours',
  levelOfDetail: 'Niveau de détail',
  detailLists: 'Chiffres et listes',
  detailFigures: 'Chiffres seulement',
  loadFailed: "Le rapport n'a pas pu être chargé.",
  tryAgain: 'Réessayer',
  noActivity: 'Aucune activité enregistrée pour cette période.',
  fallbackFrenchOne: "{{count}} texte apparaît en français parce qu'il n'a pas de version anglaise.",
  fallbackFrenchOther: "{{count}} textes apparaissent en français parce qu'ils n'ont pas de version anglaise.",
  fallbackEnglishOne: "{{count}} texte apparaît en anglais parce qu'il n'a pas de version française.",
  fallbackEnglishOther: "{{count}} textes apparaissent en anglais parce qu'ils n'ont pas de version française.",
};
