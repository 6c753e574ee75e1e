import type { AccountInput, InsightInput, MemberInput, PartnershipInput, ProblemEntryInput } from '@portal/common/demo/types';
import type { Rng } from '@portal/common/demo/random';
import { slug } from '@portal/common/demo/text';
import { INSIGHT_POOLS, PARTNERSHIP_DESCRIPTIONS, PROBLEM_POOL, ABOUT_ME_EXTRAS, ABOUT_ME_CLOSINGS, LONG_ABOUT_ME } from '@portal/common/demo/profile-pools';
import { countWithMean, dateBetween, drawId, drawOrcid, logNormalInt, sampleDistinct, textOfLength, WeightedTable, zipfTable } from './draw';
import { FAMILY_NAMES, GIVEN_NAMES, ORIGIN_WEIGHTS, type NameOrigin } from './name-pools';
import type { Counts } from './options';
import { REFERENCE_DATE, type Catalog } from './catalog';

/**
 * Accounts, members and insights of a generated network (spec 6-data-and-beyond §6.2.2–§6.2.3
 * "People" and "Members"). The first three accounts are the demo identities admin@, member@ and
 * guest@ with their roles of §6.1.5; admin@'s member is the heaviest member.
 */
export interface Person {
  given: string;
  family: string;
}

export const DEMO_PEOPLE = {
  admin: { given: 'Claire', family: 'Dubois-Martin', email: 'admin@aurora-network.example' },
  member: { given: 'Éric', family: 'Lévesque', email: 'member@aurora-network.example' },
  guest: { given: 'Noah', family: 'Williams', email: 'guest@aurora-network.example' },
} as const;

const ORIGINS: readonly NameOrigin[] = ['anglophone', 'francophone', 'international'];
const ORIGIN_TABLE = new WeightedTable(ORIGINS.map((origin) => ORIGIN_WEIGHTS[origin]));
/** The 20 most frequent family names cover about 15 % of members (§6.2.3): ambiguous surnames are common. */
const FREQUENT_FAMILY = ['Smith', 'Tremblay', 'Nguyen', 'Gagnon', 'Roy', 'Brown', 'Wang', 'Côté', 'Singh', 'Martin', 'Li', 'Patel', 'Bouchard', 'Wilson', 'Kim', 'Lee', 'Gauthier', 'MacDonald', 'Chen', 'Morin'];
const FREQUENT_SHARE = 0.15;
const SHARED_NAME_SHARE = 0.005;

/** 50 `.example` organizations the login e-mails are spread over (50 tenants at the local identity provider). */
export const LOGIN_DOMAINS: readonly string[] = [
  'aurora-network.example',
  ...FAMILY_NAMES.anglophone.slice(0, 17).map((name) => `${slug(name)}-university.example`),
  ...FAMILY_NAMES.francophone.slice(0, 16).map((name) => `universite-${slug(name)}.example`),
  ...FAMILY_NAMES.international.slice(0, 16).map((name) => `${slug(name)}-institute.example`),
];

export function drawPerson(rng: Rng): Person {
  const origin = ORIGINS[ORIGIN_TABLE.draw(rng)] as NameOrigin;
  const given = rng.pick(GIVEN_NAMES[origin]);
  const family = rng.chance(FREQUENT_SHARE) ? rng.pick(FREQUENT_FAMILY) : rng.pick(FAMILY_NAMES[origin]);
  return { given, family };
}

export function buildAccounts(rng: Rng, counts: Counts): { accounts: AccountInput[]; memberAccounts: AccountInput[] } {
  const taken = new Set<string>();
  const account = (person: Person, email: string, isAdmin: boolean): AccountInput => {
    taken.add(email);
    return { id: drawId(rng), first_name: person.given, last_name: person.family, login_email: email, is_admin: isAdmin };
  };
  const accounts = [
    account(DEMO_PEOPLE.admin, DEMO_PEOPLE.admin.email, true),
    account(DEMO_PEOPLE.member, DEMO_PEOPLE.member.email, false),
    account(DEMO_PEOPLE.guest, DEMO_PEOPLE.guest.email, false),
  ];
  const people: Person[] = [];
  for (let i = accounts.length; i < counts.accounts; i += 1) people.push(drawPerson(rng));
  // 0.5 % of members share their full name with another member.
  const shared = Math.floor(people.length * SHARED_NAME_SHARE);
  for (let i = 0; i < shared; i += 1) people[rng.int(0, people.length - 1)] = { ...(people[rng.int(0, people.length - 1)] as Person) };
  for (const person of people) {
    const domain = rng.pick(LOGIN_DOMAINS);
    const base = `${slug(person.given)}.${slug(person.family)}`;
    let email = `${base}@${domain}`;
    for (let n = 2; taken.has(email); n += 1) email = `${base}${n}@${domain}`;
    accounts.push(account(person, email, false));
  }
  // Administrators: 0.2 % of the accounts, at least 3 (§6.2.2), admin@ among them.
  const admins = Math.max(3, Math.round(counts.accounts * 0.002));
  for (const extra of sampleDistinct(rng, accounts.slice(3), admins - 1)) extra.is_admin = true;
  // Members: admin@ and member@, then generated accounts; guest@ and the last accounts have no member.
  // With `--members 1`, admin@ alone has a member record.
  const memberAccounts = [...accounts.slice(0, Math.min(2, counts.members)), ...accounts.slice(3, 3 + counts.members - 2)];
  return { accounts, memberAccounts };
}

const MEMBER_TYPES = ['member-type-regular', 'member-type-associate', 'member-type-student', 'member-type-partner'];
const MEMBER_TYPE_WEIGHTS = [55, 20, 15, 10];
const CITIES = ['Ottawa', 'Gatineau', 'Montréal', 'Québec', 'Sherbrooke', 'Moncton', 'Toronto', 'Winnipeg', 'Halifax', 'Saskatoon', 'Edmonton', 'Vancouver', "St. John's", 'Trois-Rivières'];
const PROVINCES = ['Ontario', 'Québec', 'New Brunswick', 'Manitoba', 'Nova Scotia', 'Saskatchewan', 'Alberta', 'British Columbia'];
const STREETS = ['rue des Érables', 'Maple Crescent', 'boulevard Saint-Joseph', 'King Street', 'avenue du Parc', "Bay Road", 'chemin de la Côte', 'Elm Avenue'];

const AREA_CODES = ['613', '819', '514', '418', '416', '204', '506'];

/** Work numbers in the fictional 555-01NN range; mobile numbers (private) never equal one. */
function workPhone(rng: Rng): string {
  return `+1 ${rng.pick(AREA_CODES)}-555-${String(rng.int(100, 199)).padStart(4, '0')}`;
}

function mobilePhone(rng: Rng): string {
  return `+1 ${rng.pick(AREA_CODES)}-555-${rng.int(2000, 9999)}`;
}

function oneOrBoth(rng: Rng, pair: { en: string; fr: string }, both: number, enOnly: number): { en: string | null; fr: string | null } {
  const roll = rng.next();
  if (roll < both) return pair;
  if (roll < both + enOnly) return { en: pair.en, fr: null };
  return { en: null, fr: pair.fr };
}

const ABOUT_EN = [...ABOUT_ME_EXTRAS, ...ABOUT_ME_CLOSINGS, ...LONG_ABOUT_ME].map((pair) => pair.en);
const ABOUT_FR = [...ABOUT_ME_EXTRAS, ...ABOUT_ME_CLOSINGS, ...LONG_ABOUT_ME].map((pair) => pair.fr);

export function buildMembers(rng: Rng, memberAccounts: readonly AccountInput[], catalog: Catalog): { members: MemberInput[]; insights: InsightInput[] } {
  const keywordTable = zipfTable(catalog.keywords.length, 1.1);
  const keywordRank = rng.shuffle(catalog.keywords.map((keyword) => keyword.id));
  const faculties = catalog.referenceLists.faculties.filter((entry) => !entry.retired).map((entry) => entry.id);
  const members: MemberInput[] = [];
  const insights: InsightInput[] = [];
  const orcids = new Set<string>();
  for (const [index, account] of memberAccounts.entries()) {
    const demo = index < 2;
    const active = demo || rng.chance(0.95);
    const joined = dateBetween(rng, '2010-01-01', REFERENCE_DATE);
    const workDomain = account.login_email.split('@')[1] as string;
    const hasAbout = rng.chance(0.75);
    const aboutLanguages = rng.next();
    const aboutLength = logNormalInt(rng, 900, 0.7, 200, 4000);
    let orcid: string | null = null;
    if (rng.chance(0.4)) {
      do orcid = drawOrcid(rng);
      while (orcids.has(orcid));
      orcids.add(orcid);
    }
    const privateFields = rng.chance(0.7);
    const keywordCount = rng.chance(0.1) ? 0 : countWithMean(rng, 1, 20, 6);
    const problemCount = rng.chance(0.6) ? countWithMean(rng, 1, 10, 2.5) : 0;
    const problems: ProblemEntryInput[] = sampleDistinct(rng, PROBLEM_POOL, problemCount).map((pair) => {
      const { en, fr } = oneOrBoth(rng, pair, 0.8, 0.1);
      return { name_en: en, name_fr: fr };
    });
    const slugName = `${slug(account.first_name)}-${slug(account.last_name)}`;
    members.push({
      id: drawId(rng),
      account_id: account.id,
      faculty_id: rng.chance(0.95) ? rng.pick(faculties) : null,
      member_type_id: rng.weighted(MEMBER_TYPES, MEMBER_TYPE_WEIGHTS),
      work_email: rng.chance(0.9) ? `${slugName}@${workDomain}` : null,
      work_phone: rng.chance(0.6) ? workPhone(rng) : null,
      about_me_en: hasAbout && aboutLanguages < 0.85 ? textOfLength(rng, ABOUT_EN, aboutLength) : null,
      about_me_fr: hasAbout && (aboutLanguages < 0.6 || aboutLanguages >= 0.85) ? textOfLength(rng, ABOUT_FR, aboutLength) : null,
      website_link: rng.chance(0.4) ? `https://${workDomain}/people/${slugName}` : null,
      twitter_link: rng.chance(0.15) ? `https://social.example/@${slugName}` : null,
      linkedin_link: rng.chance(0.3) ? `https://linkedin.example/in/${slugName}` : null,
      facebook_link: rng.chance(0.05) ? `https://facebook.example/${slugName}` : null,
      cv_link: rng.chance(0.2) ? `https://${workDomain}/cv/${slugName}.pdf` : null,
      orcid,
      keyword_ids: keywordTable.drawDistinct(rng, keywordCount).map((rank) => keywordRank[rank] as string),
      problems,
      partnerships: [],
      address: privateFields ? `${rng.int(1, 9999)} ${rng.pick(STREETS)}` : null,
      city: privateFields ? rng.pick(CITIES) : null,
      province: privateFields ? rng.pick(PROVINCES) : null,
      country: privateFields ? 'Canada' : null,
      postal_code: privateFields ? `K${rng.int(1, 9)}A ${rng.int(1, 9)}B${rng.int(1, 9)}` : null,
      mobile_phone: privateFields ? mobilePhone(rng) : null,
      date_joined: joined,
      is_active: active,
      last_active: active ? null : dateBetween(rng, joined, REFERENCE_DATE),
      deactivated_by: active ? null : rng.pick(['self', 'admin'] as const),
    });
    const filled = rng.chance(0.3);
    const note = (pool: readonly string[]) => (filled && rng.chance(0.7) ? rng.pick(pool) : null);
    insights.push({
      member_id: members[members.length - 1]?.id as string,
      interview_date: filled ? dateBetween(rng, joined, REFERENCE_DATE) : null,
      about_member: note(INSIGHT_POOLS.about_member),
      about_promotions: note(INSIGHT_POOLS.about_promotions),
      dream: note(INSIGHT_POOLS.dream),
      how_can_we_help: note(INSIGHT_POOLS.how_can_we_help),
      admin_notes: note(INSIGHT_POOLS.admin_notes),
      other_notes: note(INSIGHT_POOLS.other_notes),
    });
  }
  return { members, insights };
}

/**
 * Partnerships (§6.2.3): 40 % of members have 1 to 10 (mean 2.5); the first organization has
 * 500 partnerships (or every member when there are fewer).
 */
export function addPartnerships(rng: Rng, members: MemberInput[], organizationIds: readonly string[]): void {
  if (organizationIds.length === 0) return;
  const describe = (): Omit<PartnershipInput, 'organization_id'> => {
    if (rng.chance(0.25)) return { description_en: null, description_fr: null };
    const { en, fr } = oneOrBoth(rng, rng.pick(PARTNERSHIP_DESCRIPTIONS), 0.6, 0.2);
    return { description_en: en, description_fr: fr };
  };
  const popular = organizationIds[0] as string;
  const popularMembers = new Set(sampleDistinct(rng, members, 500).map((member) => member.id));
  for (const member of members) {
    const count = rng.chance(0.4) ? countWithMean(rng, 1, 10, 2.5) : 0;
    const ids = sampleDistinct(rng, organizationIds, count).filter((id) => id !== popular);
    if (popularMembers.has(member.id)) ids.unshift(popular);
    member.partnerships = ids.slice(0, 10).map((organization_id) => ({ organization_id, ...describe() }));
  }
}
