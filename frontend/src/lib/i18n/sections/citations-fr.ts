import type { citationsEn } from './citations-en';

/** French texts of the bibliographic export and the Cite dialog (citations; spec 7-reports §7.4). */
export const citationsFr: typeof citationsEn = {
  exportReferences: 'Exporter les références',
  exportReference: 'Exporter la référence',
  bibtex: 'BibTeX (.bib)',
  ris: 'RIS (.ris)',
  exportedOne: '{{count}} référence exportée.',
  exportedOther: '{{count}} références exportées.',
  exportedSingle: 'Référence exportée.',
  fileSection: 'produits',
  loadFailed: "Cette action n'a pas pu être chargée. Vérifiez votre connexion et réessayez.",
  cite: 'Citer',
  dialogTitle: 'Citer ce produit',
  style: 'Style',
  apa: 'APA 7',
  vancouver: 'Vancouver',
  note: "Produite à partir des renseignements enregistrés dans le portail\u00a0; la revue, le volume et les pages n'y figurent pas.",
  copy: 'Copier',
  copied: 'Copié',
  copiedAnnouncement: 'Citation copiée.',
  copyRefused: "Votre navigateur n'a pas permis la copie. La citation est sélectionnée\u00a0: appuyez sur Ctrl+C (⌘+C sur un Mac).",
};
