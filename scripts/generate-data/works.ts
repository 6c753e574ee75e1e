import { writeNameList, type PersonName } from '@portal/common/demo/authors';
import { ABSTRACT_SENTENCES_EN, SUBJECTS, TITLE_TEMPLATES, type Subject } from '@portal/common/demo/product-pools';
import type { Rng } from '@portal/common/demo/random';
import type { AccountInput, EventInput, GrantInput, MemberInput, ProductInput, SupervisionInput } from '@portal/common/demo/types';
import { ALL_AUTHOR_MAX } from '@portal/common/validation/schemas/product';
import { ALL_INVESTIGATOR_MAX } from '@portal/common/validation/schemas/grant';
import { REFERENCE_DATE, REFERENCE_YEAR, type Catalog } from './catalog';
import { addDays, clip, countWithMean, dateBetween, drawId, logNormal, logNormalInt, sampleDistinct, textOfLength, WeightedTable } from './draw';
import { KEYWORD_BASES } from './keyword-pools';
import { drawPerson } from './people';

/**
 * Products, grants, events and supervisions of a generated network (spec 6-data-and-beyond
 * §6.2.3). `heaviest` is admin@'s member, linked to 500 products, 200 grants, 200 events and
 * 200 supervisions (fewer when the network has fewer records).
 */
export interface WorkContext {
  rng: Rng;
  catalog: Catalog;
  members: readonly MemberInput[];
  names: ReadonlyMap<string, PersonName>;
  organizationIds: readonly string[];
  heaviest: string;
}

export const HEAVIEST = { products: 500, grants: 200, events: 200, supervisions: 200 } as const;
/** At most this many products per member (§6.2.3). */
const PRODUCTS_PER_MEMBER_MAX = 500;

const ids = (lists: Catalog['referenceLists'], name: keyof Catalog['referenceLists']) => lists[name].filter((entry) => !entry.retired).map((entry) => entry.id);

/** Heaviest member's records: the indexes of `count` records out of `total`, spread over them. */
function heavyIndexes(rng: Rng, total: number, count: number): Set<number> {
  return new Set(sampleDistinct(rng, Array.from({ length: total }, (_, i) => i), count));
}

/** French subject with its article, built from a keyword base term ("la réadaptation"). */
function withArticle(fr: string): string {
  const lower = fr.charAt(0).toLowerCase() + fr.slice(1);
  if (/^[aeéèêiîoôuœh]/i.test(fr)) return `l'${lower}`;
  if (/s$|x$/.test(fr.split(' ')[0] ?? '')) return `les ${lower}`;
  if (/(ion|ie|té|ure|ce|se|ue|ine|ité|ance|ence|ique|ologie|ée)$/.test(fr.split(' ')[0] ?? '')) return `la ${lower}`;
  return `le ${lower}`;
}

const TITLE_SUBJECTS: readonly Subject[] = [...SUBJECTS, ...KEYWORD_BASES.map((base) => ({ en: base.en.charAt(0).toLowerCase() + base.en.slice(1), fr: withArticle(base.fr) }))];

const PRODUCT_TYPES = ['journal-article', 'conference-presentation', 'report', 'book-chapter', 'policy-brief', 'dataset', 'media-interview', 'thesis', 'software', 'book', null];
const PRODUCT_TYPE_WEIGHTS = [45, 15, 8, 7, 5, 5, 5, 4, 3, 2, 1];
const YEARS = Array.from({ length: REFERENCE_YEAR - 1995 + 1 }, (_, i) => 1995 + i);
/** The yearly count of products grows by 8 % a year (§6.2.3). */
const YEAR_TABLE = new WeightedTable(YEARS.map((year) => 1.08 ** (year - 1995)));

/**
 * Productivity (§6.2.3): a fifth of the members draw six times as often as the others, so that
 * 20 % of the members hold about 60 % of the authorships.
 */
function authorTable(rng: Rng, members: readonly MemberInput[]): WeightedTable {
  return new WeightedTable(members.map(() => (rng.chance(0.2) ? 6 : 1)));
}

function nameOf(context: WorkContext, memberId: string): PersonName {
  return context.names.get(memberId) as PersonName;
}

/** An author or investigator text of `total` names, the linked members among them, within `max` characters. */
function nameText(context: WorkContext, linked: readonly string[], named: readonly string[], total: number, max: number): string {
  const { rng } = context;
  const people: PersonName[] = [...linked, ...named].map((id) => nameOf(context, id));
  while (people.length < total) people.push(drawPerson(rng));
  const ordered = rng.shuffle(people);
  let text = writeNameList(rng, ordered, rng.chance(0.8) ? 'en' : 'fr');
  // Long consortium lists are cut to the field's maximum at a separator.
  if ([...text].length > max) {
    const cut = text.slice(0, max);
    text = cut.slice(0, Math.max(cut.lastIndexOf(';'), cut.lastIndexOf(','))).trim();
  }
  return text;
}

export function buildProducts(context: WorkContext, count: number): ProductInput[] {
  const { rng, members, catalog, heaviest } = context;
  const authors = authorTable(rng, members);
  const authorships = new Map<string, number>();
  const heavy = heavyIndexes(rng, count, HEAVIEST.products);
  const targets = ids(catalog.referenceLists, 'targets');
  const topics = ids(catalog.referenceLists, 'topics');
  const products: ProductInput[] = [];
  let doiSequence = 0;
  for (let i = 0; i < count; i += 1) {
    const year = YEARS[YEAR_TABLE.draw(rng)] as number;
    const undated = rng.chance(0.03);
    const type = rng.weighted(PRODUCT_TYPES, PRODUCT_TYPE_WEIGHTS);
    const template = rng.pick(TITLE_TEMPLATES);
    const subject = rng.pick(TITLE_SUBJECTS);
    const languages = rng.next();
    const memberCount = countWithMean(rng, 1, 5, 2.2);
    const linked = authors
      .drawDistinct(rng, memberCount, (index) => {
        const id = members[index]?.id as string;
        return id !== heaviest && (authorships.get(id) ?? 0) < PRODUCTS_PER_MEMBER_MAX - 1;
      })
      .map((index) => members[index]?.id as string);
    if (heavy.has(i)) linked.unshift(heaviest);
    for (const id of linked) authorships.set(id, (authorships.get(id) ?? 0) + 1);
    // 10 % of the members named in a text are left unlinked.
    const unlinked = linked.length > 1 && rng.chance(0.1 * linked.length) ? [linked.pop() as string] : [];
    const consortium = rng.chance(0.005);
    const total = consortium ? rng.int(100, 1000) : logNormalInt(rng, 4, 0.6, 1, 30);
    const doi = rng.chance(0.6) ? `10.5555/gen.${year}.${String((doiSequence += 1)).padStart(6, '0')}` : null;
    products.push({
      id: drawId(rng),
      title_en: languages < 0.9 ? template.en(subject) : null,
      title_fr: languages < 0.8 || languages >= 0.9 ? template.fr(subject) : null,
      publish_date: undated ? null : dateBetween(rng, `${year}-01-01`, year === REFERENCE_YEAR ? REFERENCE_DATE : `${year}-12-31`),
      all_author: nameText(context, linked, unlinked, Math.max(total, linked.length + unlinked.length), ALL_AUTHOR_MAX),
      doi,
      on_going: rng.chance(0.05),
      peer_reviewed: type === 'journal-article' ? rng.chance(0.8) : false,
      product_type_id: type === null ? null : `product-type-${type}`,
      note: rng.chance(0.6) ? textOfLength(rng, ABSTRACT_SENTENCES_EN.map((sentence) => sentence(rng.int(20, 900))), rng.int(500, 2000)) : null,
      member_author_ids: linked,
      partner_ids: sampleDistinct(rng, context.organizationIds, rng.int(0, 3)),
      target_ids: sampleDistinct(rng, targets, rng.int(0, 4)),
      topic_ids: sampleDistinct(rng, topics, rng.int(0, 3)),
    });
  }
  return products;
}

const STATUSES = ['awarded', 'completed', 'declined', 'submitted', 'in-preparation', 'withdrawn'] as const;
const STATUS_WEIGHTS = [40, 25, 15, 10, 8, 2];
const GRANT_TITLES = [
  (s: string) => `Understanding ${s}: a multi-site study`,
  (s: string) => `Partnership for ${s} in Canadian communities`,
  (s: string) => `Scaling up interventions in ${s}`,
  (s: string) => `Training the next generation in ${s}`,
  (s: string) => `Equity-focused research on ${s}`,
];

/** Dates in order and consistent with the status (§6.2.3). */
function grantDates(rng: Rng, status: (typeof STATUSES)[number]): Pick<GrantInput, 'submission_date' | 'obtained_date' | 'completed_date'> {
  if (status === 'in-preparation') return { submission_date: null, obtained_date: null, completed_date: null };
  const submitted = dateBetween(rng, '2008-01-01', status === 'submitted' ? REFERENCE_DATE : '2025-06-30');
  if (status === 'submitted' || status === 'declined' || status === 'withdrawn') return { submission_date: submitted, obtained_date: null, completed_date: null };
  const obtained = addDays(submitted, rng.int(60, 240));
  if (status === 'awarded') return { submission_date: submitted, obtained_date: obtained, completed_date: null };
  return { submission_date: submitted, obtained_date: obtained, completed_date: addDays(obtained, rng.int(365, 1825)) };
}

export function buildGrants(context: WorkContext, count: number): GrantInput[] {
  const { rng, members, catalog, heaviest } = context;
  const heavy = heavyIndexes(rng, count, HEAVIEST.grants);
  const sources = ids(catalog.referenceLists, 'sources');
  const topics = ids(catalog.referenceLists, 'topics');
  const others = members.filter((member) => member.id !== heaviest).map((member) => member.id);
  const grants: GrantInput[] = [];
  for (let i = 0; i < count; i += 1) {
    const status = rng.weighted(STATUSES, STATUS_WEIGHTS);
    const cents = rng.chance(0.05);
    const amount = logNormal(rng, 120_000, 1.1, 5_000, 5_000_000);
    const drawn = sampleDistinct(rng, others, countWithMean(rng, 1, 4, 1.8) + countWithMean(rng, 0, 10, 2));
    const investigators = drawn.slice(0, countWithMean(rng, 1, Math.min(4, drawn.length), 1.8));
    const involved = drawn.slice(investigators.length);
    if (heavy.has(i)) (rng.chance(0.5) ? investigators : involved).unshift(heaviest);
    const total = Math.max(investigators.length, rng.int(1, 12));
    grants.push({
      id: drawId(rng),
      title: rng.pick(GRANT_TITLES)(rng.pick(TITLE_SUBJECTS).en),
      amount: cents ? Math.round(amount * 100) / 100 : Math.round(amount / 100) * 100,
      through_network: rng.chance(0.15),
      status_id: `grant-status-${status}`,
      source_id: rng.pick(sources),
      ...grantDates(rng, status),
      all_investigator: nameText(context, investigators, [], total, ALL_INVESTIGATOR_MAX),
      topic_id: rng.chance(0.7) ? rng.pick(topics) : null,
      note: rng.chance(0.3) ? 'Budget revision requested by the funder; see the shared folder.' : null,
      investigator_member_ids: investigators,
      involved_member_ids: involved,
    });
  }
  return grants;
}

const EVENT_NAMES = [
  { en: (s: Subject) => `Annual symposium on ${s.en}`, fr: (s: Subject) => `Colloque annuel sur ${s.fr}` },
  { en: (s: Subject) => `Workshop: ${s.en} in practice`, fr: (s: Subject) => `Atelier : ${s.fr} en pratique` },
  { en: (s: Subject) => `Webinar series on ${s.en}`, fr: (s: Subject) => `Série de webinaires sur ${s.fr}` },
  { en: (s: Subject) => `Knowledge exchange forum: ${s.en}`, fr: (s: Subject) => `Forum d'échange : ${s.fr}` },
];

/**
 * Events (§6.2.3). Previous events are always chosen among events that start strictly earlier,
 * so no cycle can arise; annual series form chains of up to 20 events.
 */
export function buildEvents(context: WorkContext, count: number, products: readonly ProductInput[], grants: readonly GrantInput[]): EventInput[] {
  const { rng, members, catalog, heaviest } = context;
  const heavy = heavyIndexes(rng, count, HEAVIEST.events);
  const types = ids(catalog.referenceLists, 'event-types');
  const topics = ids(catalog.referenceLists, 'topics');
  const others = members.filter((member) => member.id !== heaviest).map((member) => member.id);
  const events: EventInput[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = rng.chance(0.05) ? null : dateBetween(rng, '2000-01-01', `${REFERENCE_YEAR + 1}-12-31`);
    const name = rng.pick(EVENT_NAMES);
    const subject = rng.pick(TITLE_SUBJECTS);
    const languages = rng.next();
    const attendees = sampleDistinct(rng, others, logNormalInt(rng, 8, 0.8, 2, 60));
    if (heavy.has(i)) attendees.unshift(heaviest);
    events.push({
      id: drawId(rng),
      name_en: languages < 0.9 ? name.en(subject) : null,
      name_fr: languages < 0.8 || languages >= 0.9 ? name.fr(subject) : null,
      start_date: start,
      end_date: start === null ? null : addDays(start, rng.int(0, 2)),
      event_type_id: rng.chance(0.95) ? rng.pick(types) : null,
      note: rng.chance(0.2) ? 'Room booked; catering to confirm two weeks before.' : null,
      member_ids: attendees,
      partner_ids: sampleDistinct(rng, context.organizationIds, rng.int(0, 5)),
      resulting_product_ids: sampleDistinct(rng, products, logNormalInt(rng, 1, 1, 0, 20)).map((product) => product.id),
      resulting_grant_ids: sampleDistinct(rng, grants, rng.chance(0.7) ? 0 : rng.int(1, 5)).map((grant) => grant.id),
      topic_ids: sampleDistinct(rng, topics, rng.int(0, 3)),
      previous_event_ids: [],
    });
  }
  linkPreviousEvents(rng, events);
  return events;
}

function linkPreviousEvents(rng: Rng, events: EventInput[]): void {
  const dated = events.filter((event) => event.start_date !== null).sort((a, b) => (a.start_date as string).localeCompare(b.start_date as string));
  // firstSameDay[i]: the first index of the dated events that start on dated[i]'s day; everything before starts earlier.
  const firstSameDay: number[] = [];
  dated.forEach((event, i) => {
    firstSameDay.push(i > 0 && dated[i - 1]?.start_date === event.start_date ? (firstSameDay[i - 1] as number) : i);
  });
  // Annual series: chains of yearly events, the longest 20 long.
  const seriesCount = Math.max(1, Math.floor(dated.length / 60));
  for (let s = 0; s < seriesCount; s += 1) {
    const length = s === 0 ? 20 : rng.int(2, 12);
    let previous: EventInput | null = null;
    let cursor = rng.int(0, Math.max(0, dated.length - 1));
    for (let n = 0; n < length && cursor < dated.length; n += 1) {
      const event = dated[cursor] as EventInput;
      if (previous && previous.start_date !== event.start_date && event.previous_event_ids.length === 0) event.previous_event_ids = [previous.id];
      previous = event;
      const nextDay = addDays(event.start_date as string, 365);
      const found = dated.findIndex((candidate, index) => index > cursor && (candidate.start_date as string) >= nextDay);
      if (found < 0) break;
      cursor = found;
    }
  }
  dated.forEach((event, i) => {
    const earlier = firstSameDay[i] as number;
    if (earlier === 0 || event.previous_event_ids.length > 0) return;
    const roll = rng.next();
    const wanted = roll < 0.3 ? 1 : roll < 0.35 ? rng.int(2, 3) : 0;
    const lowest = Math.max(0, earlier - 200);
    event.previous_event_ids = sampleDistinct(rng, dated.slice(lowest, earlier), wanted).map((previous) => previous.id);
  });
}

const LEVELS = [
  { id: 'level-undergraduate', weight: 15, months: [4, 12] },
  { id: 'level-masters', weight: 35, months: [18, 30] },
  { id: 'level-doctorate', weight: 35, months: [36, 72] },
  { id: 'level-postdoctoral', weight: 10, months: [12, 36] },
  { id: 'level-internship', weight: 5, months: [2, 6] },
] as const;

/** Supervisions (§6.2.3): no member holds two roles on one supervision. */
export function buildSupervisions(context: WorkContext, count: number, accountsByMember: ReadonlyMap<string, AccountInput>): SupervisionInput[] {
  const { rng, members, catalog, heaviest } = context;
  const heavy = heavyIndexes(rng, count, HEAVIEST.supervisions);
  const faculties = ids(catalog.referenceLists, 'faculties');
  const others = members.filter((member) => member.id !== heaviest).map((member) => member.id);
  const supervisions: SupervisionInput[] = [];
  for (let i = 0; i < count; i += 1) {
    const level = rng.weighted(LEVELS, LEVELS.map((l) => l.weight));
    const doctorate = level.id === 'level-doctorate';
    const principals = rng.chance(0.9) ? 1 : rng.int(2, 3);
    const cos = countWithMean(rng, 0, 3, 0.6);
    const committee = doctorate ? rng.int(2, 5) : rng.chance(0.1) ? rng.int(1, 2) : 0;
    const trainee = rng.chance(0.25) ? 1 : 0;
    const people = sampleDistinct(rng, others, principals + cos + committee + trainee);
    const roles = {
      trainee_member_ids: people.slice(0, trainee),
      principal_supervisor_ids: people.slice(trainee, trainee + principals),
      co_supervisor_ids: people.slice(trainee + principals, trainee + principals + cos),
      committee_member_ids: people.slice(trainee + principals + cos),
    };
    if (heavy.has(i)) roles.principal_supervisor_ids.unshift(heaviest);
    const ongoing = rng.chance(0.3);
    const months = rng.int(level.months[0], level.months[1]);
    const start = ongoing ? dateBetween(rng, addDays(REFERENCE_DATE, -months * 30), REFERENCE_DATE) : dateBetween(rng, '2005-01-01', addDays(REFERENCE_DATE, -months * 30));
    const traineeAccount = roles.trainee_member_ids[0] ? accountsByMember.get(roles.trainee_member_ids[0]) : undefined;
    const person = traineeAccount ? { given: traineeAccount.first_name, family: traineeAccount.last_name } : drawPerson(rng);
    supervisions.push({
      id: drawId(rng),
      first_name: person.given,
      last_name: person.family,
      start_date: start,
      end_date: ongoing ? null : addDays(start, months * 30),
      faculty_id: rng.chance(0.9) ? rng.pick(faculties) : null,
      level_id: level.id,
      note: rng.chance(0.2) ? clip('Progress report received; next committee meeting in the spring term.', 4000) : null,
      ...roles,
    });
  }
  return supervisions;
}


