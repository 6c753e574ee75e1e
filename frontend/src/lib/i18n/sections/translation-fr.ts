import type { translationEn } from './translation-en';

/** French texts of translation completeness (translation; spec 6-data-and-beyond §6.3.6). */
export const translationFr: typeof translationEn = {
  filterName: 'traduction',
  complete: 'Complète',
  missingEn: 'Anglais manquant',
  missingFr: 'Français manquant',
  countOne: '{{count}} texte est dans une seule langue.',
  countOther: '{{count}} textes sont dans une seule langue.',
  hintMissingEn: 'Version anglaise manquante\u00a0: les lecteurs anglophones verront le texte français.',
  hintMissingFr: 'Version française manquante\u00a0: les lecteurs francophones verront le texte anglais.',
};
