import { capitalize, NBSP } from './text';

export interface Subject {
  en: string;
  /** French with its article ("le vieillissement en santé"). */
  fr: string;
}

/** The sixteen subjects of spec 6-data-and-beyond §6.1.8. */
export const SUBJECTS: readonly Subject[] = [
  { en: 'healthy aging', fr: 'le vieillissement en santé' },
  { en: 'caregiver burden', fr: 'le fardeau des proches aidants' },
  { en: 'youth mental health', fr: 'la santé mentale des jeunes' },
  { en: 'food insecurity', fr: "l'insécurité alimentaire" },
  { en: 'active transportation', fr: 'le transport actif' },
  { en: 'urban heat islands', fr: 'les îlots de chaleur urbains' },
  { en: 'telehealth adoption', fr: "l'adoption de la télésanté" },
  { en: 'machine learning in primary care', fr: "l'apprentissage automatique en soins primaires" },
  { en: 'drinking water quality', fr: "la qualité de l'eau potable" },
  { en: 'social isolation', fr: "l'isolement social" },
  { en: 'chronic pain management', fr: 'la prise en charge de la douleur chronique' },
  { en: 'early childhood literacy', fr: 'la littératie à la petite enfance' },
  { en: 'newcomer employment', fr: "l'emploi des personnes immigrantes" },
  { en: 'Indigenous food sovereignty', fr: 'la souveraineté alimentaire autochtone' },
  { en: 'dementia care', fr: 'les soins aux personnes atteintes de démence' },
  { en: 'physical activity', fr: "l'activité physique" },
];

/** The French subject without its article, capitalized ("Vieillissement en santé"). */
export function bareFrench(subject: Subject): string {
  return capitalize(subject.fr.replace(/^(le |la |les |l')/, ''));
}

export interface TitleTemplate {
  en: (s: Subject) => string;
  fr: (s: Subject) => string;
  /** Product type keys (without the `product-type-` prefix) the template may produce. */
  types: readonly string[];
}

export const TITLE_TEMPLATES: readonly TitleTemplate[] = [
  {
    en: (s) => `${capitalize(s.en)}: a scoping review`,
    fr: (s) => `${bareFrench(s)}${NBSP}: examen de la portée`,
    types: ['journal-article'],
  },
  {
    en: (s) => `${capitalize(s.en)} in Canada: results from a national survey`,
    fr: (s) => `${bareFrench(s)} au Canada${NBSP}: résultats d'une enquête nationale`,
    types: ['journal-article', 'report'],
  },
  {
    en: (s) => `Rethinking ${s.en}: lessons from community partnerships`,
    fr: (s) => `Repenser ${s.fr}${NBSP}: leçons tirées de partenariats communautaires`,
    types: ['book-chapter', 'conference-presentation'],
  },
  {
    en: (s) => `A mixed-methods study of ${s.en} in rural Quebec`,
    fr: (s) => `Étude à méthodes mixtes sur ${s.fr} en milieu rural québécois`,
    types: ['journal-article', 'thesis'],
  },
  {
    en: (s) => `Measuring ${s.en}: a new open dataset`,
    fr: (s) => `Mesurer ${s.fr}${NBSP}: un nouveau jeu de données ouvert`,
    types: ['dataset'],
  },
  {
    en: (s) => `${capitalize(s.en)} and public policy: a brief for decision makers`,
    fr: (s) => `${bareFrench(s)} et politiques publiques${NBSP}: note à l'intention des décideurs`,
    types: ['policy-brief'],
  },
];

/** Clauses appended to the English title of product 13 to make it about 480 characters long. */
export const SERIES_CLAUSES: readonly string[] = [
  'Aurora Research Network Working Paper Series on Health, Place and Community',
  'Volume 7, Number 2',
  'Proceedings of the Joint Winter Symposium of Community Partners, Clinicians, Municipal Planners and Researchers',
  'Held in Rivière-des-Pins and Online',
  'with Supplementary Appendices on Study Design, Data Sources, Ethics Review and Community Engagement',
  'Plain-Language Summaries Prepared for the Community Advisory Committees of the Network',
  'and Reflections from Trainees and Knowledge Users',
  'Second Revised Edition',
];

/** "This <kind> …" in abstracts, by product type key. */
export const KIND_NOUNS: Readonly<Record<string, string>> = {
  'journal-article': 'article',
  book: 'book',
  'book-chapter': 'chapter',
  'conference-presentation': 'presentation',
  report: 'report',
  'policy-brief': 'brief',
  dataset: 'dataset',
  software: 'software package',
  thesis: 'thesis',
  'media-interview': 'interview',
};

export const ABSTRACT_INTROS_EN: readonly ((kind: string, subject: string) => string)[] = [
  (kind, subject) => `This ${kind} examines ${subject}.`,
  (kind, subject) => `This ${kind} looks at ${subject} in Canadian settings.`,
  (kind, subject) => `This ${kind} brings together recent evidence on ${subject}.`,
];

export const ABSTRACT_INTROS_FR: readonly ((subject: string) => string)[] = [
  (subject) => `Cette publication porte sur ${subject}.`,
  (subject) => `Ce travail examine ${subject} dans des contextes canadiens.`,
  (subject) => `Cette publication rassemble des données récentes sur ${subject}.`,
];

export const ABSTRACT_SENTENCES_EN: readonly ((n: number) => string)[] = [
  (n) => `We combined a survey of ${n} participants with semi-structured interviews.`,
  (n) => `Data came from ${n} households in Ontario, Quebec and New Brunswick.`,
  () => 'Results show marked differences between urban and rural settings.',
  () => 'Community partners took part in every stage, from the research questions to the interpretation of results.',
  () => 'The findings point to practical levers for public health agencies and community organizations.',
  () => 'We discuss implications for policy and for future research.',
  () => 'All materials are available in English and French.',
];

export const ABSTRACT_SENTENCES_FR: readonly ((n: number) => string)[] = [
  (n) => `Nous avons combiné une enquête auprès de ${n} personnes et des entretiens semi-dirigés.`,
  (n) => `Les données proviennent de ${n} ménages de l'Ontario, du Québec et du Nouveau-Brunswick.`,
  () => 'Les résultats montrent des écarts marqués entre milieux urbains et ruraux.',
  () => "Des partenaires communautaires ont participé à chaque étape, de la formulation des questions à l'interprétation des résultats.",
  () => 'Les constats indiquent des leviers concrets pour les autorités de santé publique et les organismes communautaires.',
  () => 'Nous discutons des retombées pour les politiques publiques et la recherche future.',
  () => 'Tous les documents sont offerts en français et en anglais.',
];
