import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DemoDataset } from '@portal/common/demo/types';
import { demoViolations } from '@portal/common/demo/validate-dataset';
import { checkOrcid } from '@portal/common/validation/orcid';
import { comparisonKey } from '@portal/common/validation/normalize';
import { registerProductSchema } from '@portal/common/validation/schemas/product';
import { memberPublicSchema } from '@portal/common/validation/schemas/member-public';
import { eventSchema } from '@portal/common/validation/schemas/event';
import { registerReferenceSchema } from '@portal/common/validation/schemas/reference-entry';
import { generateNetwork } from './dataset';
import { listMaxima, textMaxima } from './limits';
import { parseOptions } from './options';
import { writeOut } from './out';
import { HEAVIEST } from './works';
import { DEMO_PEOPLE } from './people';
import { GIVEN_NAMES, FAMILY_NAMES } from './name-pools';
import { KEYWORD_BASES, KEYWORD_QUALIFIERS } from './keyword-pools';

/**
 * The generator of spec 6-data-and-beyond §6.2 on the small preset (§6.2.5 criteria 1 and 2,
 * without the store): counts of the preset table, validation, determinism and the key
 * properties of the distributions of §6.2.3.
 */
const small = parseOptions(['--preset', 'small']);
let dataset: DemoDataset;
let heaviest: string;

beforeAll(() => {
  ({ dataset, heaviestMemberId: heaviest } = generateNetwork(small.counts, small.seed));
});

const share = (part: number, whole: number) => part / whole;

describe('small preset (§6.2.2)', () => {
  it('has the counts of the preset table', () => {
    expect({
      members: dataset.members.length,
      accounts: dataset.accounts.length,
      administrators: dataset.accounts.filter((a) => a.is_admin).length,
      products: dataset.products.length,
      grants: dataset.grants.length,
      events: dataset.events.length,
      organizations: dataset.organizations.length,
      supervisions: dataset.supervisions.length,
      keywords: dataset.keywords.length,
      insights: dataset.insights.length,
    }).toEqual({ members: 300, accounts: 360, administrators: 3, products: 3000, grants: 150, events: 90, organizations: 90, supervisions: 300, keywords: 150, insights: 300 });
  });

  it('passes the shared validation schemas, record by record', () => {
    expect(demoViolations(dataset)).toEqual([]);
  });

  it('holds the demo identities with their roles; admin@ is the heaviest member', () => {
    const byEmail = new Map(dataset.accounts.map((a) => [a.login_email, a]));
    const memberOf = (accountId: string | undefined) => dataset.members.find((m) => m.account_id === accountId);
    const admin = byEmail.get(DEMO_PEOPLE.admin.email);
    expect(admin?.is_admin).toBe(true);
    expect(memberOf(admin?.id)?.id).toBe(heaviest);
    expect(byEmail.get(DEMO_PEOPLE.member.email)?.is_admin).toBe(false);
    expect(memberOf(byEmail.get(DEMO_PEOPLE.member.email)?.id)?.is_active).toBe(true);
    expect(memberOf(byEmail.get(DEMO_PEOPLE.guest.email)?.id)).toBeUndefined();
    // 500 products, and every grant and event of the small network (fewer than 200), 200 supervisions.
    expect(dataset.products.filter((p) => p.member_author_ids.includes(heaviest)).length).toBe(HEAVIEST.products);
    expect(dataset.grants.filter((g) => [...g.investigator_member_ids, ...g.involved_member_ids].includes(heaviest)).length).toBe(Math.min(HEAVIEST.grants, 150));
    expect(dataset.events.filter((e) => e.member_ids.includes(heaviest)).length).toBe(Math.min(HEAVIEST.events, 90));
    const roles = (s: DemoDataset['supervisions'][number]) => [...s.trainee_member_ids, ...s.principal_supervisor_ids, ...s.co_supervisor_ids, ...s.committee_member_ids];
    expect(dataset.supervisions.filter((s) => roles(s).includes(heaviest)).length).toBe(HEAVIEST.supervisions);
  });

  it('ids are 22 characters, unique', () => {
    const ids = [...dataset.accounts, ...dataset.members, ...dataset.products, ...dataset.grants, ...dataset.events, ...dataset.supervisions, ...dataset.keywords, ...dataset.organizations].map((r) => r.id);
    expect(ids.every((id) => /^[A-Za-z0-9]{22}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('distributions (§6.2.3)', () => {
  it('pools are large enough, with the stated mix of names and keywords', () => {
    expect(new Set(Object.values(GIVEN_NAMES).flat()).size).toBeGreaterThanOrEqual(400);
    expect(new Set(Object.values(FAMILY_NAMES).flat()).size).toBeGreaterThanOrEqual(600);
    expect(Object.values(FAMILY_NAMES).flat().some((name) => /^(van|de|von|ter) /i.test(name))).toBe(true);
    expect(KEYWORD_BASES.length).toBeGreaterThanOrEqual(250);
    expect(KEYWORD_QUALIFIERS.length).toBeGreaterThanOrEqual(20);
  });

  it('members: about 95 % active, inactive split between self and admin, member types in their shares', () => {
    const active = dataset.members.filter((m) => m.is_active).length;
    expect(share(active, 300)).toBeGreaterThan(0.91);
    expect(share(active, 300)).toBeLessThan(0.99);
    const inactive = dataset.members.filter((m) => !m.is_active);
    expect(new Set(inactive.map((m) => m.deactivated_by))).toEqual(new Set(['self', 'admin']));
    const regular = dataset.members.filter((m) => m.member_type_id === 'member-type-regular').length;
    expect(share(regular, 300)).toBeGreaterThan(0.45);
    expect(share(regular, 300)).toBeLessThan(0.65);
  });

  it('keywords follow a Zipf law: the most used keyword is on far more members than the median one', () => {
    const uses = new Map<string, number>();
    for (const m of dataset.members) for (const id of m.keyword_ids) uses.set(id, (uses.get(id) ?? 0) + 1);
    const sorted = [...uses.values()].sort((a, b) => b - a);
    expect(sorted[0] ?? 0).toBeGreaterThan(10 * (sorted[Math.floor(sorted.length / 2)] ?? 1));
  });

  it('ORCID iDs have valid check characters and are unique; DOIs are unique', () => {
    const orcids = dataset.members.flatMap((m) => (m.orcid ? [m.orcid] : []));
    expect(share(orcids.length, 300)).toBeGreaterThan(0.3);
    expect(orcids.every((orcid) => checkOrcid(orcid).ok)).toBe(true);
    expect(new Set(orcids).size).toBe(orcids.length);
    const dois = dataset.products.flatMap((p) => (p.doi ? [p.doi.toLowerCase()] : []));
    expect(share(dois.length, 3000)).toBeGreaterThan(0.55);
    expect(new Set(dois).size).toBe(dois.length);
  });

  it('products per year grow, 3 % undated; no member author on more than 500 products', () => {
    const year = (y: number) => dataset.products.filter((p) => p.publish_date?.startsWith(`${y}`)).length;
    expect(year(2024)).toBeGreaterThan(3 * year(2000));
    const undated = dataset.products.filter((p) => p.publish_date === null).length;
    expect(share(undated, 3000)).toBeGreaterThan(0.015);
    expect(share(undated, 3000)).toBeLessThan(0.05);
    const counts = new Map<string, number>();
    for (const p of dataset.products) for (const id of p.member_author_ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(500);
  });

  it('grant dates are in order and follow the status; no member is both investigator and involved', () => {
    for (const g of dataset.grants) {
      const dates = [g.submission_date, g.obtained_date, g.completed_date].filter((d): d is string => d !== null);
      expect([...dates].sort()).toEqual(dates);
      if (g.status_id === 'grant-status-completed') expect(g.completed_date).not.toBeNull();
      if (g.status_id === 'grant-status-in-preparation') expect(dates).toEqual([]);
      expect(g.involved_member_ids.filter((id) => g.investigator_member_ids.includes(id))).toEqual([]);
    }
  });

  it('previous events start strictly earlier, so the event graph has no cycle', () => {
    const start = new Map(dataset.events.map((e) => [e.id, e.start_date]));
    for (const e of dataset.events) {
      for (const id of e.previous_event_ids) expect((start.get(id) ?? '') < (e.start_date ?? '')).toBe(true);
    }
    expect(dataset.events.some((e) => e.previous_event_ids.length > 0)).toBe(true);
  });

  it('no member holds two roles on one supervision', () => {
    for (const s of dataset.supervisions) {
      const all = [...s.trainee_member_ids, ...s.principal_supervisor_ids, ...s.co_supervisor_ids, ...s.committee_member_ids];
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it('login e-mails and keyword names are unique', () => {
    const emails = dataset.accounts.map((a) => a.login_email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    const en = dataset.keywords.flatMap((k) => (k.name_en ? [comparisonKey(k.name_en)] : []));
    expect(new Set(en).size).toBe(en.length);
  });
});

describe('limits reached (§6.2.3)', () => {
  it('reads the maxima from the shared schemas', () => {
    expect(textMaxima(registerProductSchema)).toMatchObject({ title_en: 500, all_author: 3000 });
    expect(listMaxima(eventSchema)).toMatchObject({ member_ids: 1000, previous_event_ids: 20 });
  });

  it('every reference list has an entry whose two names reach the shared schema maximum, names still unique per list', () => {
    expect(textMaxima(registerReferenceSchema)).toEqual({ name_en: 255, name_fr: 255 });
    for (const entries of Object.values(dataset.referenceLists)) {
      expect(entries.some((e) => [...e.name_en].length === 255 && [...e.name_fr].length === 255)).toBe(true);
      for (const side of ['name_en', 'name_fr'] as const) expect(new Set(entries.map((e) => comparisonKey(e[side]))).size).toBe(entries.length);
    }
  });

  it('one member fills every list the network allows and every text field', () => {
    const full = dataset.members.find((m) => m.problems.length === 10);
    expect(full?.keyword_ids.length).toBe(listMaxima(memberPublicSchema).keyword_ids);
    expect(full?.partnerships.length).toBe(Math.min(50, dataset.organizations.length));
    expect([...(full?.about_me_en ?? '')].length).toBe(textMaxima(memberPublicSchema).about_me_en);
  });

  it('one product, grant and event reach the list maxima the network allows, one event 20 previous events', () => {
    // The small network has fewer than 1,000 members: the lists hold all of them but the heaviest member, or all.
    const members = dataset.members.length - 1;
    expect(Math.max(...dataset.products.map((p) => p.member_author_ids.length))).toBeGreaterThanOrEqual(Math.min(1000, members));
    expect(Math.max(...dataset.grants.map((g) => g.investigator_member_ids.length))).toBeGreaterThanOrEqual(Math.min(1000, members));
    expect(Math.max(...dataset.events.map((e) => e.member_ids.length))).toBeGreaterThanOrEqual(Math.min(1000, members));
    expect(Math.max(...dataset.events.map((e) => e.resulting_product_ids.length))).toBe(100);
    expect(Math.max(...dataset.events.map((e) => e.previous_event_ids.length))).toBe(20);
    expect(Math.max(...dataset.supervisions.map((s) => s.principal_supervisor_ids.length))).toBe(20);
    expect(Math.max(...dataset.products.map((p) => [...(p.title_en ?? '')].length))).toBe(500);
  });
});

describe('--out determinism (§6.2.5 criterion 1)', () => {
  const reduced = parseOptions(['--preset', 'small', '--members', '40', '--audit-entries', '50']);

  async function files(seed: number): Promise<Record<string, string>> {
    const folder = await mkdtemp(join(tmpdir(), 'generate-data-'));
    try {
      const { dataset: d } = generateNetwork(reduced.counts, seed);
      const { AuditGenerator } = await import('./audit');
      await writeOut(folder, d, new AuditGenerator(d, seed, reduced.counts.auditEntries));
      const names = (await readdir(folder)).sort();
      return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name), 'utf8')] as const)));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  it('gives identical files for the same seed and different files for another seed, records sorted by id', async () => {
    const first = await files(7);
    const again = await files(7);
    const other = await files(8);
    expect(Object.keys(first)).toContain('audit-entries.jsonl');
    expect(again).toEqual(first);
    for (const name of Object.keys(first)) if (name !== 'reference-entries.jsonl') expect(other[name]).not.toBe(first[name]);
    const ids = (first['products.jsonl'] ?? '').trim().split('\n').map((line) => (JSON.parse(line) as { id: string }).id);
    expect(ids).toEqual([...ids].sort());
    expect(ids.length).toBe(200);
  });
});
