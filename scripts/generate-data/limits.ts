import type { Rng } from '@portal/common/demo/random';
import type { DemoDataset } from '@portal/common/demo/types';
import type { Fields, Schema } from '@portal/common/validation/schema';
import { registerAccountSchema } from '@portal/common/validation/schemas/account';
import { eventSchema } from '@portal/common/validation/schemas/event';
import { registerGrantSchema } from '@portal/common/validation/schemas/grant';
import { insightSchema } from '@portal/common/validation/schemas/insight';
import { keywordSchema } from '@portal/common/validation/schemas/keyword';
import { memberPrivateSchema } from '@portal/common/validation/schemas/member-private';
import { memberPublicSchema } from '@portal/common/validation/schemas/member-public';
import { registerPartnerSchema } from '@portal/common/validation/schemas/partner';
import { registerProductSchema } from '@portal/common/validation/schemas/product';
import { registerReferenceSchema } from '@portal/common/validation/schemas/reference-entry';
import { registerSupervisionSchema } from '@portal/common/validation/schemas/supervision';
import { partnershipEntrySchema, problemEntrySchema } from '@portal/common/validation/embedded-list';
import { EMAIL_MAX } from '@portal/common/validation/email-address';
import { PHONE_MAX } from '@portal/common/validation/phone';
import { URL_MAX } from '@portal/common/validation/url';
import { DOI_MAX } from '@portal/common/validation/doi';
import { sampleDistinct } from './draw';

/**
 * "Limits reached" records (spec 6-data-and-beyond §6.2.3): at least one record reaches each list
 * maximum of spec 2-data-model §2.2 and every string and text field reaches its maximum length.
 * The maxima are read from the shared schemas by probing them, never restated here.
 */

const PROBE_MAX = 100_000;

function accepts(schema: Schema<Fields>, field: string, value: unknown): boolean {
  return (schema.fields[field]?.type.parse(value, field) as { ok: boolean }).ok;
}

/**
 * The longest plain string each free-text field of `schema` accepts: fields that take "a b" (so
 * not ids, dates, e-mails, links, phones, DOIs or ORCID iDs) and refuse an over-long value.
 */
export function textMaxima(schema: Schema<Fields>): Record<string, number> {
  return cached(textCache, schema, probeTexts);
}

/** The largest list each id-list field of `schema` accepts. */
export function listMaxima(schema: Schema<Fields>): Record<string, number> {
  return cached(listCache, schema, probeLists);
}

// Probing costs a few dozen validations per field: once per schema is enough.
const textCache = new WeakMap<Schema<Fields>, Record<string, number>>();
const listCache = new WeakMap<Schema<Fields>, Record<string, number>>();

function cached(cache: WeakMap<Schema<Fields>, Record<string, number>>, schema: Schema<Fields>, probe: (schema: Schema<Fields>) => Record<string, number>) {
  const known = cache.get(schema);
  if (known) return known;
  const found = probe(schema);
  cache.set(schema, found);
  return found;
}

function probeTexts(schema: Schema<Fields>): Record<string, number> {
  const maxima: Record<string, number> = {};
  for (const field of schema.keys) {
    if (!accepts(schema, field, 'a b') || accepts(schema, field, 'a'.repeat(PROBE_MAX))) continue;
    let low = 1;
    let high = PROBE_MAX;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (accepts(schema, field, 'a'.repeat(middle))) low = middle;
      else high = middle - 1;
    }
    maxima[field] = low;
  }
  return maxima;
}

function probeLists(schema: Schema<Fields>): Record<string, number> {
  const maxima: Record<string, number> = {};
  for (const field of schema.keys) {
    if (!accepts(schema, field, []) || !accepts(schema, field, ['a'])) continue;
    let low = 1;
    let high = 10_000;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (accepts(schema, field, Array.from({ length: middle }, (_, i) => `id${i}`))) low = middle;
      else high = middle - 1;
    }
    maxima[field] = low;
  }
  return maxima;
}

/** The largest embedded list `schema` accepts for `field`, probing with valid `entry` values. */
function embeddedMax(schema: Schema<Fields>, field: string, entry: (i: number) => object): number {
  let n = 1;
  while (n < 10_000 && accepts(schema, field, Array.from({ length: n + 1 }, (_, i) => entry(i)))) n += 1;
  return n;
}

const FILLER = 'This text reaches the longest value the field accepts, so that pages, exports and indexes are tried with it. ';

/**
 * Exactly `length` code points of readable text, every sentence led by `tag`, so that unique
 * names stay unique and no private text is a piece of a public one (the leak scan looks for it).
 */
export function textOfExactLength(length: number, tag: string): string {
  let text = '';
  while ([...text].length < length) text += `${tag}: ${FILLER}`;
  const points = [...text].slice(0, length);
  if (points[points.length - 1] === ' ') points[points.length - 1] = '.';
  return points.join('');
}

function fillTexts(record: object, schema: Schema<Fields>, tag: string, skip: readonly string[] = []): void {
  const values = record as Record<string, unknown>;
  for (const [field, max] of Object.entries(textMaxima(schema))) {
    if (field in values && !skip.includes(field)) values[field] = textOfExactLength(max, `${tag} ${field}`);
  }
}

function longEmail(tag: string): string {
  const domain = '.example';
  const local = `${tag}.`.padEnd(64, 'x');
  let host = '';
  const rest = EMAIL_MAX - local.length - 1 - domain.length;
  while (host.length < rest) host += `${host ? '.' : ''}${'d'.repeat(Math.min(63, rest - host.length - (host ? 1 : 0)))}`;
  return `${local}@${host}${domain}`;
}

function longUrl(tag: string): string {
  return `https://limits.example/${tag}/`.padEnd(URL_MAX, 'p');
}

function longPhone(line: string, digit: string): string {
  return `+1 613-555-${line} ext `.padEnd(PHONE_MAX, digit);
}

/**
 * `count` member ids for a full list; the heaviest member stays first when the record already
 * names them (a small network links them to every grant and event), so their counts hold.
 */
function fullList(rng: Rng, ids: readonly string[], heaviest: string, count: number, keepHeaviest: boolean): string[] {
  const others = sampleDistinct(
    rng,
    ids.filter((id) => id !== heaviest),
    keepHeaviest ? count - 1 : count,
  );
  return keepHeaviest ? [heaviest, ...others] : others;
}

/** A record without the heaviest member when there is one, else any. */
function preferWithout<T>(records: readonly T[], names: (record: T) => readonly string[], heaviest: string): T | undefined {
  return records.find((record) => !names(record).includes(heaviest)) ?? records[0];
}

/** Turns some records of `dataset` into the records of the limits (the heaviest member's records left as they are). */
export function applyLimits(rng: Rng, dataset: DemoDataset, heaviest: string): void {
  const memberIds = dataset.members.map((member) => member.id);
  const organizationIds = dataset.organizations.map((organization) => organization.id);
  const lists = dataset.referenceLists;
  const liveIds = (name: keyof DemoDataset['referenceLists']) => lists[name].filter((entry) => !entry.retired).map((entry) => entry.id);

  // A member (not a demo identity) with every list full and every text at its maximum length.
  const member = dataset.members[2];
  const account = member && dataset.accounts.find((candidate) => candidate.id === member.account_id);
  if (member && account) {
    const memberLists = listMaxima(memberPublicSchema);
    member.keyword_ids = sampleDistinct(rng, dataset.keywords.map((keyword) => keyword.id), memberLists.keyword_ids ?? 0);
    const problemMax = embeddedMax(memberPublicSchema, 'problems', () => ({ name_en: 'x', name_fr: null }));
    const problemName = textMaxima(problemEntrySchema);
    member.problems = Array.from({ length: problemMax }, (_, i) => ({
      name_en: textOfExactLength(problemName.name_en ?? 0, `Problem ${i + 1}`),
      name_fr: textOfExactLength(problemName.name_fr ?? 0, `Problème ${i + 1}`),
    }));
    const partnershipMax = embeddedMax(memberPublicSchema, 'partnerships', (i) => ({ organization_id: `org${i}`, description_en: null, description_fr: null }));
    const description = textMaxima(partnershipEntrySchema);
    member.partnerships = organizationIds.slice(0, partnershipMax).map((organization_id, i) => ({
      organization_id,
      description_en: textOfExactLength(description.description_en ?? 0, `Partnership ${i + 1} description`),
      description_fr: textOfExactLength(description.description_fr ?? 0, `Partenariat ${i + 1} description`),
    }));
    fillTexts(member, memberPublicSchema, 'Member', ['first_name', 'last_name']);
    fillTexts(member, memberPrivateSchema, 'Private');
    fillTexts(account, registerAccountSchema, 'Limit');
    account.login_email = longEmail('limits.login');
    member.work_email = longEmail('limits.work');
    member.work_phone = longPhone('0199', '9');
    member.mobile_phone = longPhone('2999', '8');
    for (const field of ['website_link', 'twitter_link', 'linkedin_link', 'facebook_link', 'cv_link'] as const) member[field] = longUrl(field);
    const insight = dataset.insights.find((candidate) => candidate.member_id === member.id);
    if (insight) fillTexts(insight, insightSchema, 'Insight');
  }

  // The last entry of every list, so that each list page and selector shows a name of the longest length.
  for (const [list, entries] of Object.entries(lists)) {
    const entry = entries[entries.length - 1];
    if (entry) fillTexts(entry, registerReferenceSchema, `Longest ${list} entry`);
  }

  const keyword = dataset.keywords[dataset.keywords.length - 1];
  if (keyword) fillTexts(keyword, keywordSchema, 'Keyword');

  const organization = dataset.organizations[dataset.organizations.length - 1];
  if (organization) {
    fillTexts(organization, registerPartnerSchema, 'Longest organization');
    organization.contact_email = longEmail('limits.contact');
    organization.contact_phone = longPhone('3999', '7');
  }

  const product = preferWithout(dataset.products, (p) => p.member_author_ids, heaviest);
  if (product) {
    const max = listMaxima(registerProductSchema);
    fillTexts(product, registerProductSchema, 'Longest product');
    product.doi = `10.5555/limits.`.padEnd(DOI_MAX, '0');
    product.member_author_ids = fullList(rng, memberIds, heaviest, max.member_author_ids ?? 0, product.member_author_ids.includes(heaviest));
    product.partner_ids = organizationIds.slice(0, max.partner_ids);
    product.target_ids = liveIds('targets').slice(0, max.target_ids);
    product.topic_ids = liveIds('topics').slice(0, max.topic_ids);
  }

  const grant = preferWithout(dataset.grants, (g) => [...g.investigator_member_ids, ...g.involved_member_ids], heaviest);
  if (grant) {
    const max = listMaxima(registerGrantSchema);
    fillTexts(grant, registerGrantSchema, 'Longest grant');
    const heavy = [...grant.investigator_member_ids, ...grant.involved_member_ids].includes(heaviest);
    grant.investigator_member_ids = fullList(rng, memberIds, heaviest, max.investigator_member_ids ?? 0, heavy);
    grant.involved_member_ids = [];
  }

  // The event holding the limits is the latest dated one, so that 20 earlier events exist.
  const dated = dataset.events.filter((event) => event.start_date !== null);
  const event = dated.reduce<(typeof dated)[number] | undefined>((latest, candidate) => (!latest || (candidate.start_date as string) > (latest.start_date as string) ? candidate : latest), undefined);
  if (event) {
    const max = listMaxima(eventSchema);
    fillTexts(event, eventSchema, 'Longest event');
    event.member_ids = fullList(rng, memberIds, heaviest, max.member_ids ?? 0, event.member_ids.includes(heaviest));
    event.partner_ids = organizationIds.slice(0, max.partner_ids);
    event.resulting_product_ids = sampleDistinct(rng, dataset.products.map((p) => p.id), max.resulting_product_ids ?? 0);
    event.resulting_grant_ids = sampleDistinct(rng, dataset.grants.map((g) => g.id), max.resulting_grant_ids ?? 0);
    event.topic_ids = liveIds('topics').slice(0, max.topic_ids);
    const earlier = dataset.events.filter((candidate) => candidate.start_date !== null && (candidate.start_date as string) < (event.start_date as string));
    event.previous_event_ids = sampleDistinct(rng, earlier.map((candidate) => candidate.id), max.previous_event_ids ?? 0);
  }

  const supervision = dataset.supervisions.find((candidate) => !candidate.principal_supervisor_ids.includes(heaviest));
  // (200 of the supervisions hold the heaviest member; the small network has 300.)
  if (supervision) {
    const max = listMaxima(registerSupervisionSchema);
    fillTexts(supervision, registerSupervisionSchema, 'Supervision');
    const people = fullList(rng, memberIds, heaviest, (max.principal_supervisor_ids ?? 0) + (max.co_supervisor_ids ?? 0) + (max.committee_member_ids ?? 0), false);
    supervision.trainee_member_ids = [];
    supervision.principal_supervisor_ids = people.splice(0, max.principal_supervisor_ids ?? 0);
    supervision.co_supervisor_ids = people.splice(0, max.co_supervisor_ids ?? 0);
    supervision.committee_member_ids = people;
  }
}
