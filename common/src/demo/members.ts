import { organizationDomain, ORGANIZATION_IDS } from './organizations';
import { type Draft, focusPair, type Institution, introPair, longText, paragraphs, problemPair } from './about-me';
import { localPart, MEMBER_SEEDS, memberId, nameSlug, type MemberSeed } from './people';
import {
  ABOUT_ME_CLOSINGS,
  ABOUT_ME_EXTRAS,
  INSIGHT_POOLS,
  KEYWORD_AFFINITY,
  PARTNERSHIP_DESCRIPTIONS,
  PROBLEM_POOL,
  type InsightPools,
  type Pair,
} from './profile-pools';
import type { Rng } from './random';
import { UNUSED_KEYWORD_IDS } from './reference-lists';
import { randomDate } from './text';
import type { InsightInput, KeywordInput, MemberInput, PartnershipInput, ProblemEntryInput } from './types';

const INSTITUTIONS: readonly Institution[] = [
  { domain: 'urdp.example', en: 'Université de Rivière-des-Pins', fr: "l'Université de Rivière-des-Pins" },
  { domain: 'eastbay.example', en: 'the University of Eastbay', fr: "l'Université d'Eastbay" },
  { domain: 'lakeview.example', en: 'Lakeview University', fr: "l'Université Lakeview" },
];

const MEMBER_TYPE_IDS: Readonly<Record<MemberSeed['type'], string>> = {
  regular: 'member-type-regular',
  associate: 'member-type-associate',
  student: 'member-type-student',
  partner: 'member-type-partner',
};

/** Members without a work e-mail (§6.1.6). */
const NO_WORK_EMAIL: ReadonlySet<number> = new Set([12, 26, 30, 35]);

interface City {
  city: string;
  province: string;
  country: string;
  postal: readonly string[];
  french: boolean;
}

const CANADIAN_CITIES: readonly City[] = [
  { city: 'Ottawa', province: 'Ontario', country: 'Canada', postal: ['K1N', 'K1S', 'K2P'], french: false },
  { city: 'Gatineau', province: 'Québec', country: 'Canada', postal: ['J8X', 'J8Y', 'J9H'], french: true },
  { city: 'Montréal', province: 'Québec', country: 'Canada', postal: ['H2J', 'H2X', 'H3T'], french: true },
  { city: 'Québec', province: 'Québec', country: 'Canada', postal: ['G1R', 'G1S'], french: true },
  { city: 'Sherbrooke', province: 'Québec', country: 'Canada', postal: ['J1H', 'J1J'], french: true },
  { city: 'Moncton', province: 'New Brunswick', country: 'Canada', postal: ['E1C', 'E1E'], french: false },
  { city: 'Toronto', province: 'Ontario', country: 'Canada', postal: ['M4K', 'M5S', 'M6G'], french: false },
  { city: 'Winnipeg', province: 'Manitoba', country: 'Canada', postal: ['R3M', 'R3T'], french: false },
];

const FRENCH_STREETS: readonly string[] = ['rue des Érables', 'avenue des Pins', 'rue du Ruisseau', 'boulevard des Cèdres'];
const ENGLISH_STREETS: readonly string[] = ['Maple Crescent', 'Birch Avenue', 'Willow Street', 'Cedar Lane'];

const ABROAD: Readonly<Record<number, { address: string; city: string; province: string; country: string; postal_code: string }>> = {
  15: { address: '27 Shimogamo Izumikawa-chō, Sakyō-ku', city: 'Kyoto', province: 'Kyoto Prefecture', country: 'Japan', postal_code: '606-0807' },
  33: { address: 'Rua das Laranjeiras 42, 3.º esq.', city: 'Lisbon', province: 'Lisboa', country: 'Portugal', postal_code: '1600-136' },
  35: { address: 'Lindenweg 17', city: 'Berlin', province: 'Berlin', country: 'Germany', postal_code: '10115' },
};

const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

const KEYWORD_COUNT_WEIGHTS: readonly number[] = [2, 4, 6, 7, 7, 6, 4, 3, 2, 1, 1, 1];
const PROBLEM_COUNT_WEIGHTS: readonly number[] = [4, 3, 2, 1];

const FIXED_KEYWORDS: Readonly<Record<number, readonly string[]>> = {
  1: ['aging', 'public-health', 'health-policy', 'caregiving', 'long-term-care', 'implementation-science'],
  2: ['mobility', 'active-transportation', 'urban-planning', 'telehealth', 'data-science', 'machine-learning', 'citizen-science', 'aging'],
};

const ERIC_PROBLEMS: readonly ProblemEntryInput[] = [
  {
    name_en: 'Making winter sidewalks safe for older pedestrians',
    name_fr: 'Rendre les trottoirs sûrs en hiver pour les piétons âgés',
  },
  { name_en: null, name_fr: "Mesurer l'accessibilité piétonne des quartiers" },
];

function facultyKey(seed: MemberSeed): string {
  return seed.faculty ?? 'none';
}

function numbers(predicate: (s: MemberSeed) => boolean): number[] {
  return MEMBER_SEEDS.filter(predicate).map((s) => s.n);
}

function draftMember(rng: Rng, seed: MemberSeed): Draft {
  const institution = seed.faculty ? rng.pick(INSTITUTIONS) : null;
  const joined = seed.inactive
    ? randomDate(rng, '2015-09-01', '2019-06-30')
    : randomDate(rng, '2015-09-01', '2026-06-30');
  const domain = institution ? institution.domain : organizationDomain(seed.homeOrganization ?? '');
  const local = seed.n === 15 ? 'h.nakamura' : localPart(seed);
  const record: MemberInput = {
    id: memberId(seed.n),
    account_id: `account-${nameSlug(seed)}`,
    faculty_id: seed.faculty,
    member_type_id: MEMBER_TYPE_IDS[seed.type],
    work_email: NO_WORK_EMAIL.has(seed.n) ? null : `${local}@${domain}`,
    work_phone: null,
    about_me_en: null,
    about_me_fr: null,
    website_link: null,
    twitter_link: null,
    linkedin_link: null,
    facebook_link: null,
    cv_link: null,
    orcid: seed.orcid,
    keyword_ids: [],
    problems: [],
    partnerships: [],
    address: null,
    city: null,
    province: null,
    country: null,
    postal_code: null,
    mobile_phone: null,
    date_joined: joined,
    is_active: seed.inactive === null,
    last_active: seed.inactive ? seed.inactive.lastActive : null,
    deactivated_by: seed.inactive ? seed.inactive.by : null,
  };
  return { seed, institution, record };
}

function two(n: number): string {
  return String(n).padStart(2, '0');
}

function assignPhones(rng: Rng, drafts: readonly Draft[]): void {
  const work = new Set(rng.sample(numbers(() => true), 30));
  const mobile = new Set(rng.sample(numbers(() => true), 25));
  for (const d of drafts) {
    if (work.has(d.seed.n)) d.record.work_phone = `+1 514-555-01${two(d.seed.n)}`;
    if (mobile.has(d.seed.n)) d.record.mobile_phone = `+1 613-555-01${two(d.seed.n)}`;
  }
}

function assignAddresses(rng: Rng, drafts: readonly Draft[]): void {
  const abroad = Object.keys(ABROAD).map(Number);
  const chosen = new Set([...abroad, ...rng.sample(numbers((s) => !abroad.includes(s.n)), 28 - abroad.length)]);
  for (const d of drafts) {
    if (!chosen.has(d.seed.n)) continue;
    const foreign = ABROAD[d.seed.n];
    if (foreign) {
      Object.assign(d.record, foreign);
      continue;
    }
    const city = rng.pick(CANADIAN_CITIES);
    const street = rng.pick(city.french ? FRENCH_STREETS : ENGLISH_STREETS);
    const postal = `${rng.pick(city.postal)} ${rng.int(1, 9)}${POSTAL_LETTERS.charAt(rng.int(0, POSTAL_LETTERS.length - 1))}${rng.int(0, 9)}`;
    d.record.address = `${rng.int(12, 2980)} ${street}`;
    d.record.city = city.city;
    d.record.province = city.province;
    d.record.country = city.country;
    d.record.postal_code = postal;
  }
}

function isAffine(seed: MemberSeed, key: string): boolean {
  return (KEYWORD_AFFINITY[facultyKey(seed)] ?? []).includes(key);
}

function affinityWeights(seed: MemberSeed, keys: readonly string[], weight: number): number[] {
  return keys.map((key) => (isAffine(seed, key) ? weight : 1));
}

/**
 * 36 members with keywords (#3 with 20), 4 without; every used keyword is first given to one
 * member, then the remaining choices are drawn.
 */
function assignKeywords(rng: Rng, drafts: readonly Draft[], keywords: readonly KeywordInput[]): void {
  const usedKeys = keywords.filter((k) => !UNUSED_KEYWORD_IDS.includes(k.id)).map((k) => k.id.slice('keyword-'.length));
  const without = new Set(rng.sample(numbers((s) => s.n > 3 && s.inactive === null), 4));
  const lists = new Map<number, string[]>();
  const targets = new Map<number, number>();
  for (const d of drafts) {
    const n = d.seed.n;
    if (without.has(n)) continue;
    const fixed = FIXED_KEYWORDS[n];
    lists.set(n, fixed ? [...fixed] : []);
    targets.set(n, fixed ? fixed.length : n === 3 ? 20 : rng.weighted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], KEYWORD_COUNT_WEIGHTS));
  }
  const covered = new Set([...(FIXED_KEYWORDS[1] ?? []), ...(FIXED_KEYWORDS[2] ?? [])]);
  for (const key of usedKeys) {
    if (covered.has(key)) continue;
    const open = drafts.filter((d) => {
      const list = lists.get(d.seed.n);
      return list !== undefined && !FIXED_KEYWORDS[d.seed.n] && list.length < (targets.get(d.seed.n) ?? 0);
    });
    const weights = open.map((d) => (isAffine(d.seed, key) ? 20 : 1));
    const chosen = rng.weighted(open, weights);
    lists.get(chosen.seed.n)?.push(key);
    covered.add(key);
  }
  for (const d of drafts) {
    const list = lists.get(d.seed.n);
    if (!list) continue;
    const missing = (targets.get(d.seed.n) ?? 0) - list.length;
    if (missing > 0) {
      const candidates = usedKeys.filter((key) => !list.includes(key));
      list.push(...rng.weightedSample(candidates, affinityWeights(d.seed, candidates, 10), missing));
    }
    const ordered = FIXED_KEYWORDS[d.seed.n]
      ? list
      : [...list.filter((key) => isAffine(d.seed, key)), ...list.filter((key) => !isAffine(d.seed, key))];
    d.record.keyword_ids = ordered.map((key) => `keyword-${key}`);
  }
}

/** 24 members with problems (#2 fixed, #4 with 10); 4 generated entries in English only, 4 in French only. */
function assignProblems(rng: Rng, drafts: readonly Draft[]): void {
  const chosen = new Set([2, 4, ...rng.sample(numbers((s) => s.n !== 2 && s.n !== 4), 22)]);
  const generated: ProblemEntryInput[] = [];
  for (const d of drafts) {
    const n = d.seed.n;
    if (!chosen.has(n)) continue;
    if (n === 2) {
      d.record.problems = ERIC_PROBLEMS.map((p) => ({ ...p }));
      continue;
    }
    const count = n === 4 ? 10 : rng.weighted([1, 2, 3, 4], PROBLEM_COUNT_WEIGHTS);
    const key = facultyKey(d.seed).slice('faculty-'.length);
    const weights = PROBLEM_POOL.map((p) => (p.tags.includes(key) ? 12 : 1));
    d.record.problems = rng.weightedSample(PROBLEM_POOL, weights, count).map((p) => ({ name_en: p.en, name_fr: p.fr }));
    generated.push(...d.record.problems);
  }
  const oneLanguage = rng.sample(generated, 8);
  oneLanguage.slice(0, 4).forEach((p) => {
    p.name_fr = null;
  });
  oneLanguage.slice(4).forEach((p) => {
    p.name_en = null;
  });
}

/**
 * 30 members with about-me texts: 20 in both languages (#1, #2 and #3 among them), 6 English only,
 * 4 French only; the inactive members keep theirs.
 */
function assignAboutMe(rng: Rng, drafts: readonly Draft[], keywords: ReadonlyMap<string, KeywordInput>): void {
  const bilingual = [1, 2, 3];
  const forced = [...bilingual, 22, 34, 38];
  const chosen = [...forced, ...rng.sample(numbers((s) => !forced.includes(s.n)), 30 - forced.length)];
  const free = chosen.filter((n) => !bilingual.includes(n));
  const francophone = free.filter((n) => drafts[n - 1]?.seed.francophone);
  const frenchOnly = rng.sample(francophone, Math.min(4, francophone.length));
  const rest = free.filter((n) => !frenchOnly.includes(n));
  frenchOnly.push(...rng.sample(rest, 4 - frenchOnly.length));
  const englishOnly = rng.sample(
    free.filter((n) => !frenchOnly.includes(n) && !drafts[n - 1]?.seed.francophone),
    6,
  );
  for (const d of drafts) {
    const n = d.seed.n;
    if (!chosen.includes(n)) continue;
    const intro = introPair(rng, d);
    let en: string;
    let fr: string;
    if (n === 3) {
      en = longText(d, keywords, intro, 'en');
      fr = longText(d, keywords, intro, 'fr');
    } else {
      const count = rng.int(1, 3);
      const extras = rng.sample(
        ABOUT_ME_EXTRAS.filter((e) => d.seed.type !== 'student' || !e.senior),
        2,
      );
      const closing = rng.pick(ABOUT_ME_CLOSINGS);
      const layout: (Pair | null)[][] = [[intro, focusPair(d, keywords, 3)]];
      if (count === 1) layout[0]?.push(extras[0] ?? null);
      if (count >= 2) layout.push([problemPair(d), ...extras]);
      if (count === 3) layout.push([closing]);
      en = paragraphs(layout, 'en');
      fr = paragraphs(layout, 'fr');
    }
    d.record.about_me_en = frenchOnly.includes(n) ? null : en;
    d.record.about_me_fr = englishOnly.includes(n) ? null : fr;
  }
}

function assignLinks(rng: Rng, drafts: readonly Draft[]): void {
  const inactive = numbers((s) => s.inactive !== null);
  const others = numbers((s) => s.inactive === null);
  const website = new Set([...inactive, ...rng.sample(others, 17)]);
  const linkedin = new Set([...inactive, ...rng.sample(others, 12)]);
  const twitter = new Set(rng.sample(numbers(() => true), 8));
  const facebook = new Set(rng.sample(numbers(() => true), 3));
  const cv = new Set(rng.sample(numbers(() => true), 10));
  for (const d of drafts) {
    const n = d.seed.n;
    const name = nameSlug(d.seed);
    const site = d.institution ? d.institution.domain : organizationDomain(d.seed.homeOrganization ?? '');
    if (website.has(n)) d.record.website_link = `https://${site}/people/${name}`;
    if (linkedin.has(n)) d.record.linkedin_link = `https://linkedin.example/in/${name}`;
    if (twitter.has(n)) d.record.twitter_link = `https://x.example/${name.replace(/-/g, '_')}`;
    if (facebook.has(n)) d.record.facebook_link = `https://facebook.example/${name.replace(/-/g, '.')}`;
    if (cv.has(n)) d.record.cv_link = `https://${site}/cv/${name}.pdf`;
  }
}

type DescriptionLanguage = 'both' | 'en' | 'fr' | 'none';

function partnership(organization_id: string, language: DescriptionLanguage, text: Pair): PartnershipInput {
  return {
    organization_id,
    description_en: language === 'both' || language === 'en' ? text.en : null,
    description_fr: language === 'both' || language === 'fr' ? text.fr : null,
  };
}

/**
 * 18 members, 30 entries: #1 and #2 as §6.1.6 states, partner members first with their own
 * organization, 12 more members drawn.
 */
function assignPartnerships(rng: Rng, drafts: readonly Draft[]): void {
  const partners = numbers((s) => s.type === 'partner');
  const others = rng.sample(numbers((s) => s.n > 2 && s.type !== 'partner'), 12);
  const members = numbers((s) => partners.includes(s.n) || others.includes(s.n));
  const counts = new Map(members.map((n) => [n, 1]));
  for (let extra = 0; extra < 9; extra += 1) {
    const open = members.filter((n) => (counts.get(n) ?? 0) < 3);
    const n = rng.pick(open);
    counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  const languages = rng.shuffle<DescriptionLanguage>([
    ...Array<DescriptionLanguage>(10).fill('both'),
    ...Array<DescriptionLanguage>(5).fill('en'),
    ...Array<DescriptionLanguage>(3).fill('fr'),
    ...Array<DescriptionLanguage>(7).fill('none'),
  ]);
  const texts = rng.shuffle(PARTNERSHIP_DESCRIPTIONS);
  let textIndex = 0;
  const nextText = (): Pair => {
    const text = texts[textIndex % texts.length] as Pair;
    textIndex += 1;
    return text;
  };
  const none: Pair = { en: '', fr: '' };

  const claire = drafts[0];
  const eric = drafts[1];
  if (claire) {
    claire.record.partnerships = [
      partnership('org-lakeview-health', 'both', nextText()),
      partnership('org-aging-well-coalition', 'none', none),
    ];
  }
  if (eric) {
    eric.record.partnerships = [
      partnership('org-meridian-robotics', 'en', { en: 'Co-development of winter mobility sensors.', fr: '' }),
      partnership('org-city-riviere-des-pins', 'both', nextText()),
      partnership('org-greentransit', 'fr', { en: '', fr: "Projet pilote de vélos d'hiver." }),
    ];
  }
  let entryIndex = 0;
  for (const d of drafts) {
    const count = counts.get(d.seed.n);
    if (count === undefined) continue;
    const home = d.seed.homeOrganization;
    const orgs = home ? [home] : [];
    orgs.push(...rng.sample(ORGANIZATION_IDS.filter((id) => !orgs.includes(id)), count - orgs.length));
    d.record.partnerships = orgs.map((org) => {
      const language = languages[entryIndex] ?? 'none';
      entryIndex += 1;
      return partnership(org, language, language === 'none' ? none : nextText());
    });
  }
}

function fillInsight(rng: Rng, memberIdValue: string, pools: Record<keyof InsightPools, string[]>): InsightInput {
  const fields = rng.sample(Object.keys(pools) as (keyof InsightPools)[], rng.int(2, 5));
  const insight = emptyInsight(memberIdValue);
  insight.interview_date = randomDate(rng, '2023-02-01', '2025-12-12');
  for (const field of fields) {
    const pool = pools[field];
    insight[field] = pool.shift() ?? null;
    if (insight[field]) pool.push(insight[field]);
  }
  return insight;
}

function emptyInsight(member_id: string): InsightInput {
  return {
    member_id,
    interview_date: null,
    about_member: null,
    about_promotions: null,
    dream: null,
    how_can_we_help: null,
    admin_notes: null,
    other_notes: null,
  };
}

/** 12 filled insights (#2 as §6.1.6 states); every other member keeps an empty one. */
function buildInsights(rng: Rng): InsightInput[] {
  const filled = new Set(rng.sample(numbers((s) => s.n !== 2), 11));
  const pools = {
    about_member: rng.shuffle(INSIGHT_POOLS.about_member),
    about_promotions: rng.shuffle(INSIGHT_POOLS.about_promotions),
    dream: rng.shuffle(INSIGHT_POOLS.dream),
    how_can_we_help: rng.shuffle(INSIGHT_POOLS.how_can_we_help),
    admin_notes: rng.shuffle(INSIGHT_POOLS.admin_notes),
    other_notes: rng.shuffle(INSIGHT_POOLS.other_notes),
  };
  return MEMBER_SEEDS.map((s) => {
    const id = memberId(s.n);
    if (s.n === 2) {
      return {
        ...emptyInsight(id),
        interview_date: '2025-10-14',
        admin_notes: 'Interested in leading the winter mobility working group.',
      };
    }
    return filled.has(s.n) ? fillInsight(rng, id, pools) : emptyInsight(id);
  });
}

/** Members of §6.1.6 with their generated profile contents, and their insights. */
export function buildMembers(rng: Rng, keywords: readonly KeywordInput[]): { members: MemberInput[]; insights: InsightInput[] } {
  const drafts = MEMBER_SEEDS.map((s) => draftMember(rng, s));
  const keywordById = new Map(keywords.map((k) => [k.id, k]));
  assignPhones(rng, drafts);
  assignAddresses(rng, drafts);
  assignKeywords(rng, drafts, keywords);
  assignProblems(rng, drafts);
  assignAboutMe(rng, drafts, keywordById);
  assignLinks(rng, drafts);
  assignPartnerships(rng, drafts);
  const insights = buildInsights(rng);
  return { members: drafts.map((d) => d.record), insights };
}
