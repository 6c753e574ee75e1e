/** About-me texts of the demo members (spec 6-data-and-beyond §6.1.6), the same sentences in English and French. */
import type { MemberSeed } from './people';
import { LONG_ABOUT_ME, type Pair } from './profile-pools';
import type { Rng } from './random';
import { frenchQuote, inSentence, joinEn, joinFr, NBSP } from './text';
import type { KeywordInput, MemberInput } from './types';

export interface Institution {
  domain: string;
  en: string;
  fr: string;
}

/** A member record being generated, with what its texts need to know. */
export interface Draft {
  seed: MemberSeed;
  institution: Institution | null;
  record: MemberInput;
}

const FACULTY_PHRASES: Readonly<Record<string, Pair>> = {
  'faculty-arts': { en: 'the Faculty of Arts', fr: 'la Faculté des arts' },
  'faculty-education': { en: 'the Faculty of Education', fr: "la Faculté d'éducation" },
  'faculty-engineering': { en: 'the Faculty of Engineering', fr: 'la Faculté de génie' },
  'faculty-health-sciences': { en: 'the Faculty of Health Sciences', fr: 'la Faculté des sciences de la santé' },
  'faculty-law': { en: 'the Faculty of Law', fr: 'la Faculté de droit' },
  'faculty-management': { en: 'the Faculty of Management', fr: 'la Faculté de gestion' },
  'faculty-medicine': { en: 'the Faculty of Medicine', fr: 'la Faculté de médecine' },
  'faculty-science': { en: 'the Faculty of Science', fr: 'la Faculté des sciences' },
  'faculty-social-sciences': { en: 'the Faculty of Social Sciences', fr: 'la Faculté des sciences sociales' },
};

const PARTNER_INTROS: Readonly<Record<number, Pair>> = {
  12: {
    en: 'I work with the network on behalf of the Clearwater Foundation and collaborate with colleagues in {F} at {I}.',
    fr: 'Je collabore avec le réseau au nom de la Fondation Clearwater, avec des collègues de {F} de {I}.',
  },
  15: {
    en: 'I collaborate with the network from the Kansai Centre for Gerontology in Kyoto.',
    fr: 'Je collabore avec le réseau depuis le Centre de gérontologie du Kansai, à Kyoto.',
  },
  30: {
    en: 'I work with the network on behalf of Meridian Robotics and collaborate with colleagues in {F} at {I}.',
    fr: 'Je collabore avec le réseau au nom de Meridian Robotics, avec des collègues de {F} de {I}.',
  },
  35: {
    en: 'I collaborate with the network through the Open Data Cooperative of Canada.',
    fr: 'Je collabore avec le réseau au sein de la Coopérative de données ouvertes du Canada.',
  },
};

const TYPE_INTROS: Readonly<Record<Exclude<MemberSeed['type'], 'partner'>, readonly Pair[]>> = {
  regular: [
    { en: 'I am a professor in {F} at {I}.', fr: 'Je fais partie du corps professoral de {F} de {I}.' },
    { en: 'I lead a research team in {F} at {I}.', fr: 'Je dirige une équipe de recherche à {F} de {I}.' },
  ],
  associate: [
    {
      en: 'I am a researcher in {F} at {I} and an associate member of the network.',
      fr: 'Je mène des recherches à {F} de {I} et je participe aux activités du réseau depuis plusieurs années.',
    },
  ],
  student: [
    { en: 'I am a graduate student in {F} at {I}.', fr: 'Je poursuis des études supérieures à {F} de {I}.' },
    { en: 'I am completing my graduate studies in {F} at {I}.', fr: 'Je termine mes études supérieures à {F} de {I}.' },
  ],
};

function fill(template: string, draft: Draft): string {
  const faculty = draft.seed.faculty ? FACULTY_PHRASES[draft.seed.faculty] : undefined;
  return template
    .replace('{F}', faculty ? faculty.en : '')
    .replace('{I}', draft.institution ? draft.institution.en : '');
}

function fillFr(template: string, draft: Draft): string {
  const faculty = draft.seed.faculty ? FACULTY_PHRASES[draft.seed.faculty] : undefined;
  return template
    .replace('{F}', faculty ? faculty.fr : '')
    .replace('{I}', draft.institution ? draft.institution.fr : '');
}

function keywordNames(d: Draft, keywords: ReadonlyMap<string, KeywordInput>, language: 'en' | 'fr'): string[] {
  return d.record.keyword_ids
    .map((id) => keywords.get(id))
    .map((k) => (language === 'en' ? k?.name_en : k?.name_fr))
    .filter((name): name is string => typeof name === 'string')
    .map(inSentence);
}

export function introPair(rng: Rng, d: Draft): Pair {
  const template = d.seed.type === 'partner' ? PARTNER_INTROS[d.seed.n] : rng.pick(TYPE_INTROS[d.seed.type]);
  if (!template) throw new Error(`no introduction for member #${d.seed.n}`);
  return { en: fill(template.en, d), fr: fillFr(template.fr, d) };
}

export function focusPair(d: Draft, keywords: ReadonlyMap<string, KeywordInput>, limit: number): Pair {
  const en = keywordNames(d, keywords, 'en').slice(0, limit);
  const fr = keywordNames(d, keywords, 'fr').slice(0, limit);
  return {
    en:
      en.length > 0
        ? `My research focuses on ${joinEn(en)}.`
        : 'My research focuses on questions that matter to the communities I work with.',
    fr:
      fr.length > 0
        ? `Mes travaux portent sur les thèmes suivants${NBSP}: ${joinFr(fr)}.`
        : 'Mes travaux portent sur des questions qui comptent pour les communautés avec lesquelles je travaille.',
  };
}

export function problemPair(d: Draft): Pair | null {
  const en = d.record.problems.find((p) => p.name_en)?.name_en;
  const fr = d.record.problems.find((p) => p.name_fr)?.name_fr;
  if (!en && !fr) return null;
  return {
    en: en ? `Among the problems I work on: “${en}.”` : '',
    fr: fr ? `Parmi les problèmes sur lesquels je travaille${NBSP}: ${frenchQuote(fr)}.` : '',
  };
}

export function paragraphs(parts: readonly (readonly (Pair | null)[])[], language: 'en' | 'fr'): string {
  return parts
    .map((sentences) =>
      sentences
        .map((s) => (s ? s[language] : ''))
        .filter((s) => s.length > 0)
        .join(' '),
    )
    .filter((p) => p.length > 0)
    .join('\n\n');
}

const LONG_TEXT_MAX = 3950;

export function longText(d: Draft, keywords: ReadonlyMap<string, KeywordInput>, intro: Pair, language: 'en' | 'fr'): string {
  const names = keywordNames(d, keywords, language);
  const themes =
    language === 'en'
      ? `My work touches on many themes: ${joinEn(names)}.`
      : `Mes travaux touchent à de nombreux thèmes${NBSP}: ${joinFr(names)}.`;
  const blocks: string[][] = [[intro[language], themes]];
  let length = blocks[0]?.join(' ').length ?? 0;
  for (const [index, pair] of LONG_ABOUT_ME.entries()) {
    const sentence = pair[language];
    const startsParagraph = index % 3 === 0;
    const extra = sentence.length + (startsParagraph ? 2 : 1);
    if (length + extra > LONG_TEXT_MAX) continue;
    if (startsParagraph) blocks.push([sentence]);
    else blocks[blocks.length - 1]?.push(sentence);
    length += extra;
  }
  return blocks.map((b) => b.join(' ')).join('\n\n');
}
