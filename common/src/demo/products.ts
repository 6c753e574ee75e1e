import { EXTERNAL_POOL, type PersonName, writeNameList } from './authors';
import { ORGANIZATION_IDS } from './organizations';
import { MEMBER_SEEDS, memberId, memberIds, type MemberSeed } from './people';
import {
  ABSTRACT_INTROS_EN,
  ABSTRACT_INTROS_FR,
  ABSTRACT_SENTENCES_EN,
  ABSTRACT_SENTENCES_FR,
  KIND_NOUNS,
  SERIES_CLAUSES,
  SUBJECTS,
  type Subject,
  TITLE_TEMPLATES,
} from './product-pools';
import type { Rng } from './random';
import { daysInMonth, pad2 } from './text';
import type { ProductInput, ReferenceEntryInput } from './types';

const PRODUCT_08_AUTHORS =
  'Jennifer Smith, Rajesh Iyer, Thu Ha Nguyen, Emily Clarke, Paul Smith, Claire Dubois-Martin, Kevin Nguyen, ' +
  'Anne Tremblay, Yuki Tanaka, Sven Lindqvist, Chloé Girard, Oluwaseun Adeyemi, Brigitte Paquette, Hamid Rezaei, ' +
  'Aoife Byrne, Jean-Luc Marchand, Priyanka Sharma, Carlos Mendoza, Ingrid Johansson, Mohammed Al-Sayed, ' +
  'Nadia Benjelloun, Robert MacLeod, Sun-hee Park, Pierre-Olivier Caron, Julie Desrosiers';

interface ProductFixture {
  n: number;
  title_en: string | null;
  title_fr: string | null;
  type: string | null;
  date: string | null;
  doi: string | null;
  all_author: string;
  members: readonly number[];
  /** Subject of the generated abstract. */
  subject: Subject;
}

/** Products 01 to 12 of spec 6-data-and-beyond §6.1.8 (titles in French use U+00A0 before ":"). */
const FIXTURES: readonly ProductFixture[] = [
  {
    n: 1,
    title_en: 'Home-based exercise to prevent falls in older adults: a randomized trial',
    title_fr: 'Exercice à domicile pour prévenir les chutes chez les personnes âgées : un essai randomisé',
    type: 'journal-article',
    date: '2024-03-15',
    doi: '10.5555/arn.2024.001',
    all_author: 'Lévesque, É.; Dubois-Martin, C.; Okafor, N.; Smith J.',
    members: [2, 1, 6],
    subject: { en: 'home-based exercise for preventing falls', fr: "l'exercice à domicile pour prévenir les chutes" },
  },
  {
    n: 2,
    title_en: null,
    title_fr: 'Portrait de la proche aidance au Québec : rapport de recherche',
    type: 'report',
    date: '2024-02-12',
    doi: null,
    all_author: 'Marie Tremblay, Geneviève Gagnon et Mamadou Diallo',
    members: [4, 19, 32],
    subject: { en: 'family caregiving in Quebec', fr: 'la proche aidance au Québec' },
  },
  {
    n: 3,
    title_en: 'Open dataset of winter sidewalk conditions in three Canadian cities',
    title_fr: null,
    type: 'dataset',
    date: '2025-01-20',
    doi: '10.5555/arn.2025.004',
    all_author: 'E. Levesque, W. Zhang, K. Mensah',
    members: [2, 14, 37],
    subject: { en: 'winter sidewalk conditions', fr: "l'état des trottoirs en hiver" },
  },
  {
    n: 4,
    title_en: 'Cardiac rehabilitation after myocardial infarction: a Canadian cohort',
    title_fr: 'Réadaptation cardiaque après un infarctus du myocarde : une cohorte canadienne',
    type: 'journal-article',
    date: '2022-06-01',
    doi: '10.5555/arn.2022.002',
    all_author: 'Lévesque; Nguyen; Al-Mansouri, A.; Cohen D',
    members: [10, 40],
    subject: { en: 'cardiac rehabilitation after a heart attack', fr: 'la réadaptation cardiaque après un infarctus' },
  },
  {
    n: 5,
    title_en: 'Machine learning for early detection of sepsis in emergency departments',
    title_fr: 'Apprentissage automatique pour la détection précoce du sepsis aux urgences',
    type: 'conference-presentation',
    date: '2023-10-18',
    doi: null,
    all_author: 'Tremblay, M.; Chen, Mei; Patel R.; Dr. Kwame Mensah',
    members: [5, 28, 30, 37],
    subject: { en: 'machine learning for sepsis detection', fr: "l'apprentissage automatique pour détecter le sepsis" },
  },
  {
    n: 6,
    title_en: 'Murals as memory: community art in post-industrial towns',
    title_fr: "Murales et mémoire : l'art communautaire dans les villes postindustrielles",
    type: 'book-chapter',
    date: '2022-03-30',
    doi: null,
    all_author: 'Giulia Rossi and Fiona MacDonald',
    members: [34, 25],
    subject: { en: 'community art in post-industrial towns', fr: "l'art communautaire dans les villes postindustrielles" },
  },
  {
    n: 7,
    title_en: 'Community-based research in practice: a bilingual handbook',
    title_fr: 'La recherche communautaire en pratique : un guide bilingue',
    type: 'book',
    date: '2020-04-15',
    doi: null,
    all_author: "García López, María José; Diallo M.; O'Connor, Siobhan; van der Berg P.; Kowalska A.; J.-P. Lévesque",
    members: [13, 32, 11, 12, 16, 3],
    subject: { en: 'community-based research', fr: 'la recherche communautaire' },
  },
  {
    n: 8,
    title_en: 'Multimorbidity trajectories in Canadian adults aged 45 and over',
    title_fr: 'Trajectoires de multimorbidité chez les adultes canadiens de 45 ans et plus',
    type: 'journal-article',
    date: '2025-08-12',
    doi: '10.5555/arn.2025.017',
    all_author: PRODUCT_08_AUTHORS,
    members: [7, 1],
    subject: { en: 'multimorbidity in midlife and later life', fr: 'la multimorbidité au mitan de la vie et au-delà' },
  },
  {
    n: 9,
    title_en: 'Interview on heat waves and older adults, Radio Aurora',
    title_fr: 'Entrevue sur les vagues de chaleur et les aînés, Radio Aurora',
    type: 'media-interview',
    date: '2024-07-18',
    doi: null,
    all_author: 'Claire Dubois-Martin',
    members: [1],
    subject: { en: 'heat waves and older adults', fr: 'les vagues de chaleur et les aînés' },
  },
  {
    n: 10,
    title_en: 'OpenMobility: an open-source toolkit for pedestrian network analysis',
    title_fr: "OpenMobility : une boîte à outils libre pour l'analyse des réseaux piétonniers",
    type: 'software',
    date: '2022-11-05',
    doi: '10.5555/arn.2022.009',
    all_author: 'Zhang Wei; Éric Lévesque; Chinedu Okonkwo',
    members: [14, 2, 17],
    subject: { en: 'pedestrian network analysis', fr: "l'analyse des réseaux piétonniers" },
  },
  {
    n: 11,
    title_en: 'Social determinants of mental health among international students',
    title_fr: 'Déterminants sociaux de la santé mentale chez les étudiants internationaux',
    type: 'thesis',
    date: '2023-08-31',
    doi: null,
    all_author: 'Fortin, Nathalie',
    members: [23],
    subject: { en: 'the mental health of international students', fr: 'la santé mentale des étudiants internationaux' },
  },
  {
    n: 12,
    title_en: 'Rural broadband and access to telehealth: policy options',
    title_fr: 'Large bande en milieu rural et accès à la télésanté : options politiques',
    type: null,
    date: null,
    doi: null,
    all_author: 'Harpreet Singh & Layla Haddad',
    members: [18, 31],
    subject: { en: 'rural broadband and telehealth', fr: 'la large bande en milieu rural et la télésanté' },
  },
];

const YEARS: readonly number[] = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026];
const YEAR_WEIGHTS: readonly number[] = [2, 2, 3, 3, 4, 5, 5, 6, 7, 8, 5];
const AUTHOR_COUNTS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];
const AUTHOR_COUNT_WEIGHTS: readonly number[] = [10, 15, 25, 20, 15, 5, 5, 5];
const DOI_TYPES: readonly string[] = ['journal-article', 'dataset', 'report', 'software'];
const SERIES_TITLE_MAX = 485;

type Languages = 'both' | 'en' | 'fr';

interface Draft {
  record: ProductInput;
  type: string | null;
  subject: Subject;
}

function typeId(type: string | null): string | null {
  return type === null ? null : `product-type-${type}`;
}

function emptyProduct(n: number): ProductInput {
  return {
    id: `product-${pad2(n)}`,
    title_en: null,
    title_fr: null,
    publish_date: null,
    all_author: '',
    doi: null,
    on_going: false,
    peer_reviewed: false,
    product_type_id: null,
    note: null,
    member_author_ids: [],
    partner_ids: [],
    target_ids: [],
    topic_ids: [],
  };
}

function fixtureDraft(f: ProductFixture): Draft {
  return {
    type: f.type,
    subject: f.subject,
    record: {
      ...emptyProduct(f.n),
      title_en: f.title_en,
      title_fr: f.title_fr,
      publish_date: f.date,
      all_author: f.all_author,
      doi: f.doi,
      on_going: f.n === 10,
      product_type_id: typeId(f.type),
      member_author_ids: memberIds(f.members),
    },
  };
}

function authorWeight(seed: MemberSeed): number {
  if (seed.inactive) return 1;
  return { regular: 3, associate: 2, student: 1, partner: 1 }[seed.type];
}

function seriesTitle(base: string): string {
  let title = `${base}. ${SERIES_CLAUSES[0] ?? ''}`;
  for (const clause of SERIES_CLAUSES.slice(1)) {
    if (title.length + clause.length + 2 <= SERIES_TITLE_MAX) title = `${title}, ${clause}`;
  }
  return title;
}

function drawDate(rng: Rng): string {
  const year = rng.weighted(YEARS, YEAR_WEIGHTS);
  const month = rng.int(1, 12);
  const day = rng.int(1, daysInMonth(year, month));
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** 1 to 8 names, 1 to 3 of them members #3 to #40, each linked with probability 0.9. */
function drawAuthors(rng: Rng, language: 'en' | 'fr'): { text: string; linked: string[] } {
  const count = rng.weighted(AUTHOR_COUNTS, AUTHOR_COUNT_WEIGHTS);
  const memberCount = rng.int(1, Math.min(3, count));
  const candidates = MEMBER_SEEDS.filter((s) => s.n >= 3);
  const members = rng.weightedSample(candidates, candidates.map(authorWeight), memberCount);
  const externals = rng.sample(EXTERNAL_POOL, count - memberCount);
  const people = rng.shuffle<PersonName & { n?: number }>([
    ...members.map((m) => ({ given: m.given, family: m.family, n: m.n })),
    ...externals,
  ]);
  const text = writeNameList(rng, people, language);
  const linked = people
    .filter((p): p is PersonName & { n: number } => p.n !== undefined)
    .filter(() => rng.chance(0.9))
    .map((p) => memberId(p.n));
  return { text, linked };
}

/** Products 13 to 60: every template with eight distinct subjects, in drawn order. */
function generatedDrafts(rng: Rng): Draft[] {
  const combos = rng.shuffle(
    TITLE_TEMPLATES.flatMap((template) => rng.sample(SUBJECTS, 8).map((subject) => ({ template, subject }))),
  );
  const languages = rng.shuffle<Languages>([
    ...Array<Languages>(38).fill('both'),
    ...Array<Languages>(5).fill('en'),
    ...Array<Languages>(5).fill('fr'),
  ]);
  if (languages[0] === 'fr') {
    const swap = languages.findIndex((l) => l !== 'fr');
    languages[0] = languages[swap] ?? 'both';
    languages[swap] = 'fr';
  }
  const undated = new Set(rng.sample(combos.map((_, i) => i), 2));
  return combos.map(({ template, subject }, i) => {
    const n = 13 + i;
    const language = languages[i] ?? 'both';
    const type = rng.pick(template.types);
    const titleEn = language === 'fr' ? null : template.en(subject);
    const record: ProductInput = {
      ...emptyProduct(n),
      title_en: titleEn !== null && n === 13 ? seriesTitle(titleEn) : titleEn,
      title_fr: language === 'en' ? null : template.fr(subject),
      publish_date: undated.has(i) ? null : drawDate(rng),
      product_type_id: typeId(type),
    };
    const authors = drawAuthors(rng, record.title_en ? 'en' : 'fr');
    record.all_author = authors.text;
    record.member_author_ids = authors.linked;
    return { record, type, subject };
  });
}

/** DOIs on 70 % of the dated generated articles, datasets, reports and software, numbered from 100. */
function assignDois(rng: Rng, generated: readonly Draft[]): void {
  const eligible = generated.filter((d) => d.record.publish_date !== null && DOI_TYPES.includes(d.type ?? ''));
  const chosen = new Set(rng.sample(eligible, Math.round(eligible.length * 0.7)));
  let number = 100;
  for (const d of generated) {
    if (!chosen.has(d)) continue;
    d.record.doi = `10.5555/arn.${(d.record.publish_date ?? '').slice(0, 4)}.${number}`;
    number += 1;
  }
}

function abstract(rng: Rng, d: Draft): string {
  const r = d.record;
  const language = r.title_en === null ? 'fr' : r.title_fr === null ? 'en' : rng.chance(0.7) ? 'en' : 'fr';
  const count = rng.int(2, 4);
  const participants = rng.int(12, 95) * 10;
  if (language === 'en') {
    const intro = rng.pick(ABSTRACT_INTROS_EN)(KIND_NOUNS[d.type ?? ''] ?? 'work', d.subject.en);
    return [intro, ...rng.sample(ABSTRACT_SENTENCES_EN, count - 1).map((s) => s(participants))].join(' ');
  }
  const intro = rng.pick(ABSTRACT_INTROS_FR)(d.subject.fr);
  return [intro, ...rng.sample(ABSTRACT_SENTENCES_FR, count - 1).map((s) => s(participants))].join(' ');
}

function assignFlags(rng: Rng, drafts: readonly Draft[]): void {
  const articles = drafts.filter((d) => d.type === 'journal-article');
  const chapters = drafts.filter((d) => d.type === 'book-chapter');
  for (const d of rng.sample(articles, Math.round(articles.length * 0.9))) d.record.peer_reviewed = true;
  for (const d of rng.sample(chapters, Math.round(chapters.length / 2))) d.record.peer_reviewed = true;
  const recent = drafts.filter((d) => (d.record.publish_date ?? '') >= '2025-01-01' && !d.record.on_going);
  for (const d of rng.sample(recent, 4)) d.record.on_going = true;
}

function assignLinks(rng: Rng, drafts: readonly Draft[], targets: readonly ReferenceEntryInput[], topics: readonly ReferenceEntryInput[]): void {
  const first = drafts[0];
  if (first) first.record.partner_ids = ['org-lakeview-health'];
  const withPartners = rng.sample(drafts.slice(1), 23);
  withPartners.forEach((d, i) => {
    d.record.partner_ids = rng.sample(ORGANIZATION_IDS, i < 17 ? 1 : 2);
  });
  const targetIds = targets.filter((t) => t.id !== 'target-media').map((t) => t.id);
  const targetCounts = rng.shuffle([
    ...Array<number>(12).fill(0),
    ...Array<number>(18).fill(1),
    ...Array<number>(18).fill(2),
    ...Array<number>(12).fill(3),
  ]);
  const topicIds = topics.map((t) => t.id);
  drafts.forEach((d, i) => {
    d.record.target_ids = rng.sample(targetIds, targetCounts[i] ?? 0);
    d.record.topic_ids = rng.sample(topicIds, rng.int(0, 2));
  });
}

/** The 60 products of §6.1.8. */
export function buildProducts(rng: Rng, targets: readonly ReferenceEntryInput[], topics: readonly ReferenceEntryInput[]): ProductInput[] {
  const fixtures = FIXTURES.map(fixtureDraft);
  const generated = generatedDrafts(rng);
  assignDois(rng, generated);
  const drafts = [...fixtures, ...generated];
  for (const d of rng.sample(drafts, 36)) d.record.note = abstract(rng, d);
  assignFlags(rng, drafts);
  assignLinks(rng, drafts, targets, topics);
  return drafts.map((d) => d.record);
}
