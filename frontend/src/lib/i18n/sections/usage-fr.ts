import type { UsageTexts } from './usage-en';

/** French texts of usage counts (spec 6-data-and-beyond §6.3.4): the English keys, typed. */
export const usageFr: UsageTexts = {
  memberOne: '{{n}} membre',
  memberOther: '{{n}} membres',
  organizationOne: '{{n}} partenaire',
  organizationOther: '{{n}} partenaires',
  productOne: '{{n}} produit',
  productOther: '{{n}} produits',
  grantOne: '{{n}} subvention',
  grantOther: '{{n}} subventions',
  eventOne: '{{n}} événement',
  eventOther: '{{n}} événements',
  supervisionOne: '{{n}} supervision',
  supervisionOther: '{{n}} supervisions',
  memberKind: 'membres',
  organizationKind: 'partenaires',
  productKind: 'produits',
  grantKind: 'subventions',
  eventKind: 'événements',
  supervisionKind: 'supervisions',
  notUsed: 'Non utilisée',
};
