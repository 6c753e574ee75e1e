import { EXTERNAL_POOL, type PersonName, writeNameList } from './authors';
import { MEMBER_SEEDS, memberIds, memberSeed } from './people';
import type { Rng } from './random';
import { inSentence, joinEn, pad2 } from './text';
import type { EventInput, GrantInput, SupervisionInput } from './types';

interface GrantSeed {
  n: number;
  title: string;
  source: string;
  status: string;
  amount: number;
  submitted: string | null;
  obtained: string | null;
  completed: string | null;
  investigators: readonly number[];
  involved: readonly number[];
  network: boolean;
  topic: string | null;
}

/** Grants of spec 6-data-and-beyond §6.1.9. */
const GRANT_SEEDS: readonly GrantSeed[] = [
  { n: 1, title: 'Preventing falls at home: a pragmatic trial of remote exercise coaching', source: 'cihr', status: 'awarded', amount: 748350, submitted: '2023-03-01', obtained: '2023-07-15', completed: null, investigators: [1, 2], involved: [23], network: false, topic: 'healthy-aging' },
  { n: 2, title: 'Winter walkability and the mobility of older adults', source: 'nserc', status: 'completed', amount: 180000, submitted: '2019-10-15', obtained: '2020-04-01', completed: '2024-03-31', investigators: [2, 14], involved: [], network: false, topic: 'urban-mobility' },
  { n: 3, title: 'La proche aidance en contexte francophone minoritaire', source: 'sshrc', status: 'awarded', amount: 245000, submitted: '2024-02-01', obtained: '2024-06-30', completed: null, investigators: [4, 19], involved: [21], network: true, topic: 'social-inclusion' },
  { n: 4, title: 'Network seed grant: community food mapping', source: 'network', status: 'completed', amount: 25000, submitted: '2021-01-15', obtained: '2021-03-01', completed: '2022-03-31', investigators: [32], involved: [27], network: true, topic: 'food-security' },
  { n: 5, title: 'Infrastructure for a digital health living lab', source: 'cfi', status: 'awarded', amount: 1850000, submitted: '2022-10-01', obtained: '2023-06-15', completed: null, investigators: [3, 28, 37], involved: [], network: false, topic: 'digital-health' },
  { n: 6, title: 'Accelerate internship: robotics for assisted living', source: 'mitacs', status: 'completed', amount: 30000, submitted: '2022-05-01', obtained: '2022-06-15', completed: '2023-06-14', investigators: [14], involved: [17], network: false, topic: null },
  { n: 7, title: 'Santé mentale des étudiants internationaux : une approche participative', source: 'frq', status: 'declined', amount: 120000, submitted: '2023-10-01', obtained: null, completed: null, investigators: [39], involved: [23], network: false, topic: 'mental-health' },
  { n: 8, title: 'Sepsis prediction with federated learning', source: 'nfrf', status: 'submitted', amount: 250000, submitted: '2026-02-15', obtained: null, completed: null, investigators: [5, 28], involved: [], network: false, topic: 'artificial-intelligence' },
  { n: 9, title: 'Heart failure self-management through telehealth', source: 'heart-stroke', status: 'awarded', amount: 300000, submitted: '2024-09-01', obtained: '2025-01-10', completed: null, investigators: [10], involved: [40], network: false, topic: 'chronic-disease' },
  { n: 10, title: 'Clean water monitoring in northern communities', source: 'nserc', status: 'awarded', amount: 420000, submitted: '2023-11-01', obtained: '2024-04-01', completed: null, investigators: [8, 35], involved: [26], network: false, topic: 'water-resources' },
  { n: 11, title: 'Artificial intelligence and privacy law in health care', source: 'sshrc', status: 'declined', amount: 95000, submitted: '2024-10-15', obtained: null, completed: null, investigators: [31, 40], involved: [], network: false, topic: 'artificial-intelligence' },
  { n: 12, title: 'Multimorbidity in midlife: a longitudinal analysis', source: 'cihr', status: 'submitted', amount: 650000, submitted: '2026-03-01', obtained: null, completed: null, investigators: [7, 37], involved: [9], network: false, topic: 'chronic-disease' },
  { n: 13, title: 'Early literacy in multilingual classrooms', source: 'sshrc', status: 'completed', amount: 72500.50, submitted: '2018-10-01', obtained: '2019-04-01', completed: '2022-03-31', investigators: [11, 21], involved: [], network: false, topic: 'education-equity' },
  { n: 14, title: "Évaluation d'une clinique mobile de soins primaires", source: 'frsq', status: 'completed', amount: 150000, submitted: '2010-09-15', obtained: '2011-03-01', completed: '2014-02-28', investigators: [24], involved: [], network: false, topic: null },
  { n: 15, title: "Fonds de mobilisation des connaissances : notes d'orientation", source: 'network', status: 'awarded', amount: 15000, submitted: '2025-04-01', obtained: '2025-05-15', completed: null, investigators: [18, 31], involved: [], network: true, topic: null },
  { n: 16, title: 'Fauteuils roulants intelligents : partenariat industriel', source: 'industry', status: 'awarded', amount: 85000, submitted: '2024-03-05', obtained: '2024-04-02', completed: null, investigators: [22], involved: [2], network: false, topic: 'artificial-intelligence' },
  { n: 17, title: 'Brain health in aging immigrants', source: 'cihr', status: 'in-preparation', amount: 400000, submitted: null, obtained: null, completed: null, investigators: [33, 37], involved: [], network: false, topic: 'healthy-aging' },
  { n: 18, title: 'Youth robotics outreach in rural schools', source: 'nserc', status: 'declined', amount: 60000, submitted: '2022-09-15', obtained: null, completed: null, investigators: [38], involved: [], network: false, topic: 'education-equity' },
  { n: 19, title: 'Urban heat islands and health: a cross-national study', source: 'erc', status: 'awarded', amount: 1200000, submitted: '2025-02-01', obtained: '2025-09-01', completed: null, investigators: [33, 12, 1], involved: [], network: false, topic: 'climate-change' },
  { n: 20, title: 'Soutien à la mobilisation des connaissances en santé publique', source: 'phac', status: 'in-preparation', amount: 50000, submitted: null, obtained: null, completed: null, investigators: [1], involved: [], network: true, topic: null },
];

const FIXED_INVESTIGATOR_TEXTS: Readonly<Record<number, string>> = {
  1: 'Dubois-Martin C, Lévesque É, Okafor N',
  16: 'Louis Ouellet et Pierre-Olivier Caron',
};

const FRENCH_GRANTS: ReadonlySet<number> = new Set([3, 7, 14, 15, 16, 20]);

type NotePools = Readonly<Record<string, { en: readonly string[]; fr: readonly string[] }>>;

const GRANT_NOTES: NotePools = {
  awarded: {
    en: [
      'Final report due 2026-06-30.',
      'Annual progress report due in September.',
      'Budget reallocation approved by the funder in March.',
      'No-cost extension requested until March 2027.',
      'Ethics renewal due before the next round of data collection.',
    ],
    fr: [
      "Rapport d'étape annuel à remettre en septembre.",
      "Prolongation sans frais demandée jusqu'en mars 2027.",
      'Renouvellement éthique à faire avant la prochaine collecte.',
    ],
  },
  completed: {
    en: [
      'Final financial report accepted by the funder.',
      "Final report submitted, awaiting the funder's closing letter.",
      'All trainees funded by the grant have graduated.',
      'Closing letter received and all publications reported.',
    ],
    fr: ["Rapport final remis à l'organisme subventionnaire.", 'Lettre de clôture reçue et publications déclarées.'],
  },
  declined: {
    en: ['Reviewers asked for a stronger knowledge-mobilization plan.', 'Resubmission planned for the next competition.'],
    fr: ['Nouvelle demande prévue au prochain concours.', 'Les évaluateurs demandent un plan de mobilisation plus solide.'],
  },
  submitted: {
    en: ['Notice of decision expected in July.', 'Letters of support from three partners on file.'],
    fr: ['Décision attendue en juillet.'],
  },
  'in-preparation': {
    en: ["Internal deadline two weeks before the funder's.", 'Budget to be validated with the research office.'],
    fr: ['Budget à valider avec le bureau de la recherche.', "Échéance interne deux semaines avant celle de l'organisme."],
  },
};

function investigatorText(rng: Rng, g: GrantSeed): string {
  const fixed = FIXED_INVESTIGATOR_TEXTS[g.n];
  if (fixed) return fixed;
  const members: PersonName[] = g.investigators.map((n) => memberSeed(n));
  const externals = rng.sample(EXTERNAL_POOL, rng.int(0, 2));
  return writeNameList(rng, [...members, ...externals], FRENCH_GRANTS.has(g.n) ? 'fr' : 'en');
}

/** The 20 grants of §6.1.9: investigator texts generated (01 and 16 fixed), private notes on 10. */
export function buildGrants(rng: Rng): GrantInput[] {
  const grants = GRANT_SEEDS.map((g) => ({
    id: `grant-${pad2(g.n)}`,
    title: g.title,
    amount: g.amount,
    through_network: g.network,
    status_id: `grant-status-${g.status}`,
    source_id: `grant-source-${g.source}`,
    submission_date: g.submitted,
    obtained_date: g.obtained,
    completed_date: g.completed,
    all_investigator: investigatorText(rng, g),
    topic_id: g.topic === null ? null : `topic-${g.topic}`,
    note: null as string | null,
    investigator_member_ids: memberIds(g.investigators),
    involved_member_ids: memberIds(g.involved),
  }));
  const withNotes = new Set(rng.sample(GRANT_SEEDS.map((g) => g.n), 10));
  const used = new Map<string, number>();
  const pools = new Map<string, readonly string[]>();
  for (const g of GRANT_SEEDS) {
    if (!withNotes.has(g.n)) continue;
    const language = FRENCH_GRANTS.has(g.n) ? 'fr' : 'en';
    const key = `${g.status}|${language}`;
    if (!pools.has(key)) pools.set(key, rng.shuffle(GRANT_NOTES[g.status]?.[language] ?? []));
    const pool = pools.get(key) ?? [];
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    const grant = grants[g.n - 1];
    if (grant) grant.note = pool[index % pool.length] ?? null;
  }
  return grants;
}

interface EventSeed {
  n: number;
  name_en: string | null;
  name_fr: string | null;
  type: string;
  start: string | null;
  end: string | null;
  previous: readonly number[];
  members: readonly number[];
  /** "#1 and n others": n active members other than #1 and #2, drawn. */
  others: number;
  partners: readonly string[];
  products: readonly number[];
  grants: readonly number[];
  topics: readonly string[];
}

/** Events of §6.1.10 (French names use U+00A0 before ":"). */
const EVENT_SEEDS: readonly EventSeed[] = [
  { n: 1, name_en: 'Annual Network Conference 2022', name_fr: 'Congrès annuel du réseau 2022', type: 'conference', start: '2022-05-16', end: '2022-05-18', previous: [], members: [1], others: 9, partners: ['org-eastbay-university'], products: [4], grants: [1], topics: ['healthy-aging'] },
  { n: 2, name_en: 'Annual Network Conference 2023', name_fr: 'Congrès annuel du réseau 2023', type: 'conference', start: '2023-05-15', end: '2023-05-17', previous: [1], members: [1], others: 11, partners: ['org-eastbay-university', 'org-lakeview-health'], products: [5], grants: [], topics: ['healthy-aging', 'digital-health'] },
  { n: 3, name_en: 'Annual Network Conference 2024', name_fr: 'Congrès annuel du réseau 2024', type: 'conference', start: '2024-05-13', end: '2024-05-15', previous: [2], members: [1], others: 8, partners: ['org-atlantic-institute'], products: [9], grants: [], topics: ['healthy-aging'] },
  { n: 4, name_en: 'Annual Network Conference 2025', name_fr: 'Congrès annuel du réseau 2025', type: 'conference', start: '2025-05-12', end: '2025-05-14', previous: [3], members: [1], others: 10, partners: ['org-kansai-gerontology'], products: [8], grants: [12], topics: ['climate-change'] },
  { n: 5, name_en: 'Winter mobility workshop', name_fr: 'Atelier sur la mobilité hivernale', type: 'workshop', start: '2023-02-08', end: '2023-02-08', previous: [], members: [2, 14, 37], others: 0, partners: ['org-city-riviere-des-pins'], products: [], grants: [], topics: ['urban-mobility'] },
  { n: 6, name_en: 'Winter mobility workshop: follow-up', name_fr: 'Atelier sur la mobilité hivernale : suivi', type: 'workshop', start: '2024-02-07', end: '2024-02-07', previous: [5, 2], members: [2, 14, 17, 29], others: 0, partners: ['org-city-riviere-des-pins', 'org-greentransit'], products: [3], grants: [16], topics: ['urban-mobility'] },
  { n: 7, name_en: 'Webinar: telehealth in rural communities', name_fr: 'Webinaire : la télésanté en milieu rural', type: 'webinar', start: '2024-10-03', end: '2024-10-03', previous: [], members: [18, 31, 10], others: 0, partners: [], products: [12], grants: [], topics: ['digital-health'] },
  { n: 8, name_en: null, name_fr: 'Colloque sur la proche aidance', type: 'symposium', start: '2023-11-20', end: '2023-11-21', previous: [], members: [4, 19, 32, 21], others: 0, partners: ['org-aging-well-coalition'], products: [2], grants: [3], topics: ['social-inclusion'] },
  { n: 9, name_en: 'Hackathon: Open Data for Healthy Cities', name_fr: null, type: 'workshop', start: '2025-03-22', end: '2025-03-23', previous: [], members: [2, 14, 8, 26], others: 0, partners: ['org-open-data-coop'], products: [], grants: [], topics: ['urban-mobility', 'artificial-intelligence'] },
  { n: 10, name_en: 'Knowledge exchange forum with policy makers', name_fr: "Forum d'échange de connaissances avec les décideurs", type: 'knowledge-exchange', start: null, end: null, previous: [7], members: [18, 31], others: 0, partners: ['org-public-health-directorate'], products: [], grants: [], topics: [] },
  { n: 11, name_en: 'Training session: community-based participatory research', name_fr: 'Séance de formation : recherche participative communautaire', type: 'training', start: '2021-10-14', end: '2021-10-14', previous: [], members: [11, 13, 32, 34], others: 0, partners: ['org-northern-lights-health-circle'], products: [6], grants: [], topics: ['indigenous-health'] },
  { n: 12, name_en: 'Annual Network Conference 2026', name_fr: 'Congrès annuel du réseau 2026', type: 'conference', start: '2026-05-11', end: '2026-05-13', previous: [4], members: [1], others: 12, partners: ['org-eastbay-university'], products: [], grants: [], topics: ['healthy-aging'] },
];

const EVENT_INTROS: Readonly<Record<number, string>> = {
  1: "The network's first annual conference brought together members, trainees and partners for three days of talks, posters and working-group meetings.",
  2: 'The second annual conference looked at how digital tools can support healthy aging at home.',
  3: 'The 2024 annual conference welcomed guests from the Atlantic Institute of Public Health.',
  4: 'The 2025 annual conference asked how a warming climate affects the health of older adults, with guests from the Kansai Centre for Gerontology.',
  5: 'A one-day workshop where researchers and city staff mapped the obstacles older pedestrians face on winter sidewalks.',
  6: 'A follow-up workshop to review the sensor data collected since the first winter mobility workshop and to plan a pilot with GreenTransit.',
  7: 'A one-hour webinar on what works, and what does not, when telehealth is offered in rural communities.',
  8: 'Un colloque de deux jours sur la proche aidance, qui a réuni des équipes de recherche, des proches aidants et des organismes communautaires.',
  9: 'A weekend hackathon where teams built prototypes with open municipal data on walkability, heat and air quality.',
  11: 'A hands-on training session on community-based participatory research, co-led with the Northern Lights First Nations Health Circle.',
};

const EVENT_EXTRAS_EN: readonly string[] = [
  'Sessions were held in English and French.',
  'Slides and recordings are available to members on request.',
  'Trainees presented their work in a poster session.',
  'Community partners co-chaired several sessions.',
  'Participants left with a shared list of priorities for the coming year.',
  'The event was open to the public free of charge.',
];

const EVENT_EXTRAS_FR: readonly string[] = [
  'Les présentations ont été enregistrées et sont offertes aux membres sur demande.',
  "Des étudiantes et des étudiants ont présenté leurs travaux lors d'une séance d'affiches.",
  "Les participants sont repartis avec une liste commune de priorités pour l'année à venir.",
];

function eventNote(rng: Rng, e: EventSeed, topicNames: ReadonlyMap<string, string>): string | null {
  const intro = EVENT_INTROS[e.n];
  if (!intro) return null;
  const count = rng.int(1, 3);
  const french = e.name_en === null;
  const extras = [...(french ? EVENT_EXTRAS_FR : EVENT_EXTRAS_EN)];
  if (!french && e.topics.length > 0) {
    const names = e.topics.map((t) => inSentence(topicNames.get(`topic-${t}`) ?? t));
    extras.push(`Discussions centred on ${joinEn(names)}.`);
  }
  return [intro, ...rng.sample(extras, count - 1)].join(' ');
}

/** The 12 events of §6.1.10: the other members of the annual conferences and the notes are drawn. */
export function buildEvents(rng: Rng, topicNames: ReadonlyMap<string, string>): EventInput[] {
  const pool = MEMBER_SEEDS.filter((s) => s.inactive === null && s.n > 2).map((s) => s.n);
  return EVENT_SEEDS.map((e) => {
    const members = [...e.members, ...rng.sample(pool, e.others)];
    return {
      id: `event-${pad2(e.n)}`,
      name_en: e.name_en,
      name_fr: e.name_fr,
      start_date: e.start,
      end_date: e.end,
      event_type_id: `event-type-${e.type}`,
      note: eventNote(rng, e, topicNames),
      member_ids: memberIds(members),
      partner_ids: [...e.partners],
      resulting_product_ids: e.products.map((n) => `product-${pad2(n)}`),
      resulting_grant_ids: e.grants.map((n) => `grant-${pad2(n)}`),
      topic_ids: e.topics.map((t) => `topic-${t}`),
      previous_event_ids: e.previous.map((n) => `event-${pad2(n)}`),
    };
  });
}

interface SupervisionSeed {
  n: number;
  first: string;
  last: string;
  trainee: readonly number[];
  level: string | null;
  faculty: string | null;
  start: string | null;
  end: string | null;
  principal: readonly number[];
  co: readonly number[];
  committee: readonly number[];
}

/** Supervisions of §6.1.11. */
const SUPERVISION_SEEDS: readonly SupervisionSeed[] = [
  { n: 1, first: 'Nathalie', last: 'Fortin', trainee: [23], level: 'doctorate', faculty: 'health-sciences', start: '2021-09-01', end: null, principal: [1], co: [39], committee: [3, 32] },
  { n: 2, first: 'Chinedu', last: 'Okonkwo', trainee: [17], level: 'doctorate', faculty: 'engineering', start: '2022-01-10', end: null, principal: [2], co: [14], committee: [38, 6] },
  { n: 3, first: 'Jane', last: 'Doe', trainee: [], level: 'undergraduate', faculty: 'engineering', start: '2025-05-01', end: '2025-08-29', principal: [2], co: [], committee: [] },
  { n: 4, first: 'Liam', last: 'Campbell', trainee: [26], level: 'masters', faculty: 'science', start: '2023-09-01', end: null, principal: [8], co: [2], committee: [35] },
  { n: 5, first: 'Yasmine', last: 'Benali', trainee: [], level: 'doctorate', faculty: 'medicine', start: '2019-09-01', end: '2024-12-15', principal: [3], co: [28], committee: [2, 37] },
  { n: 6, first: 'Thu Ha', last: 'Nguyen', trainee: [9], level: 'postdoctoral', faculty: 'medicine', start: '2024-01-15', end: null, principal: [7, 37], co: [], committee: [] },
  { n: 7, first: 'Ji-woo', last: 'Kim', trainee: [29], level: 'masters', faculty: 'engineering', start: '2022-09-01', end: '2024-08-30', principal: [38], co: [14], committee: [] },
  { n: 8, first: 'Amélie', last: 'Roy-Bernier', trainee: [36], level: 'doctorate', faculty: 'education', start: '2022-09-01', end: null, principal: [11], co: [21], committee: [19] },
  { n: 9, first: 'Étienne', last: 'Gauthier', trainee: [], level: 'masters', faculty: 'graduate-studies', start: '2016-09-01', end: '2018-08-31', principal: [4], co: [], committee: [] },
  { n: 10, first: 'Kofi', last: 'Asante', trainee: [], level: 'postdoctoral', faculty: 'science', start: '2020-03-01', end: '2022-02-28', principal: [35], co: [15], committee: [] },
  { n: 11, first: 'Sarah', last: "O'Brien", trainee: [], level: 'undergraduate', faculty: 'arts', start: '2024-05-06', end: '2024-08-23', principal: [25], co: [], committee: [] },
  { n: 12, first: 'Lucas', last: 'Pereira da Silva', trainee: [], level: 'doctorate', faculty: 'social-sciences', start: '2023-01-09', end: null, principal: [32], co: [27, 40], committee: [18] },
  { n: 13, first: 'Zoé', last: 'Lachance', trainee: [], level: 'masters', faculty: 'law', start: '2025-09-02', end: null, principal: [31], co: [40], committee: [] },
  { n: 14, first: 'Arjun', last: 'Mehta', trainee: [], level: 'internship', faculty: null, start: '2025-06-02', end: '2025-08-29', principal: [30], co: [], committee: [] },
  { n: 15, first: 'Hannah', last: 'Schmidt', trainee: [], level: null, faculty: 'health-sciences', start: '2018-09-01', end: '2023-05-31', principal: [33], co: [], committee: [16] },
];

const SUPERVISION_NOTES_ONGOING: readonly string[] = [
  'Comprehensive exam scheduled for spring.',
  'Thesis proposal approved in November.',
  'Funding renewed for a second year.',
  'Ethics approval obtained; data collection starts in the fall.',
  'First paper under review at a peer-reviewed journal.',
  'Examen de synthèse réussi en juin.',
  "Stage de recherche prévu chez un partenaire à l'automne.",
];

const SUPERVISION_NOTES_ENDED: readonly string[] = [
  'Thesis deposited and final grade received.',
  'Graduated in December; now a postdoctoral fellow abroad.',
];

const SUPERVISIONS_WITH_NOTES: ReadonlySet<number> = new Set([1, 2, 4, 5, 8, 12]);

/** The 15 supervisions of §6.1.11; the private notes of 01, 02, 04, 05, 08 and 12 are drawn. */
export function buildSupervisions(rng: Rng): SupervisionInput[] {
  const ongoing = rng.shuffle(SUPERVISION_NOTES_ONGOING);
  const ended = rng.shuffle(SUPERVISION_NOTES_ENDED);
  return SUPERVISION_SEEDS.map((s) => {
    let note: string | null = null;
    if (SUPERVISIONS_WITH_NOTES.has(s.n)) note = (s.end === null ? ongoing.shift() : ended.shift()) ?? null;
    return {
      id: `supervision-${pad2(s.n)}`,
      first_name: s.first,
      last_name: s.last,
      start_date: s.start,
      end_date: s.end,
      faculty_id: s.faculty === null ? null : `faculty-${s.faculty}`,
      level_id: s.level === null ? null : `level-${s.level}`,
      note,
      trainee_member_ids: memberIds(s.trainee),
      principal_supervisor_ids: memberIds(s.principal),
      co_supervisor_ids: memberIds(s.co),
      committee_member_ids: memberIds(s.committee),
    };
  });
}
