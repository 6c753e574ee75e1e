/** English texts of the bibliographic export and the Cite dialog (citations; spec 7-reports §7.4). */
export const citationsEn = {
  exportReferences: 'Export references',
  exportReference: 'Export the reference',
  bibtex: 'BibTeX (.bib)',
  ris: 'RIS (.ris)',
  exportedOne: '{{count}} reference exported.',
  exportedOther: '{{count}} references exported.',
  exportedSingle: 'Reference exported.',
  /** The file name's section (`<short name>-products-<date>.bib`). */
  fileSection: 'products',
  loadFailed: 'This action could not be loaded. Check your connection and try again.',
  cite: 'Cite',
  dialogTitle: 'Cite this product',
  style: 'Style',
  apa: 'APA 7',
  vancouver: 'Vancouver',
  note: 'Built from the information registered in the portal; the journal, volume and pages are not included.',
  copy: 'Copy',
  copied: 'Copied',
  copiedAnnouncement: 'Citation copied.',
  copyRefused: 'Your browser did not allow copying. The citation is selected: press Ctrl+C (⌘+C on a Mac).',
};
