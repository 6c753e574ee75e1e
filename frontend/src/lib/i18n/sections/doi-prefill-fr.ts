import type { DoiPrefillTexts } from './doi-prefill-en';

/**
 * French texts of DOI prefill (spec 6-data-and-beyond §6.3.7): the English keys, typed. The space
 * before : ; ? is a non-breaking space (\u00a0), as in fr.ts.
 */
export const doiPrefillFr: DoiPrefillTexts = {
  fill: 'Remplir à partir du DOI',
  looking: 'Recherche du DOI...',
  filledOne: '{{n}} champ rempli à partir du DOI.',
  filledOther: '{{n}} champs remplis à partir du DOI.',
  yearOnly: "Seule l'année est connue\u00a0; le 1er janvier a été utilisé.",
  monthOnly: "Seuls l'année et le mois sont connus\u00a0; le premier jour du mois a été utilisé.",
  authorsCut: 'Seuls les {{k}} premiers des {{n}} auteurs tiennent dans le champ.',
  titleShortened: 'Le titre a été raccourci à 500 caractères.',
  abstractShortened: 'Le résumé a été raccourci à 2\u00a0000 caractères.',
  filledNote: 'Rempli à partir du DOI',
  undo: 'Annuler le remplissage',
  replaceTitle: 'Remplacer vos valeurs\u00a0?',
  replaceText: 'Ces champs contiennent déjà une autre valeur. Cochez ceux que le DOI doit remplacer\u00a0; les champs vides sont remplis dans tous les cas.',
  yours: 'Votre valeur',
  fromDoi: 'Valeur du DOI',
  replace: 'Remplacer',
  apply: 'Appliquer',
  keep: 'Garder mes valeurs',
  existing: 'Un produit avec ce DOI est déjà enregistré\u00a0: {{title}}.',
  notFound: "Aucune métadonnée n'a été trouvée pour ce DOI. Vérifiez-le ou remplissez les champs vous-même.",
  unavailable: "La recherche par DOI n'est pas disponible pour le moment. Vous pouvez remplir les champs vous-même.",
  tooMany: 'Trop de recherches. Réessayez dans une minute.',
};
