import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildDemoDataset, demoSummaryLine } from './dataset';
import { DEMO_IDENTITIES, LOCAL_TENANT_ID } from './demo-identities';
import { EXPECTED_DEMO_HASH } from './expected-hash';
import { UNUSED_KEYWORD_IDS, UNUSED_REFERENCE_ENTRY_IDS } from './reference-lists';
import type { DemoDataset, GrantInput, MemberInput, ProductInput, ReferenceListName } from './types';
import { hasControlCharacter } from '../validation/normalize';

const d = buildDemoDataset();

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const NBSP = '\u00a0';

function m(n: number): MemberInput {
  const member = d.members[n - 1];
  if (!member) throw new Error(`no member #${n}`);
  return member;
}

function p(n: number): ProductInput {
  const product = d.products[n - 1];
  if (!product) throw new Error(`no product ${n}`);
  return product;
}

function g(n: number): GrantInput {
  const grant = d.grants[n - 1];
  if (!grant) throw new Error(`no grant ${n}`);
  return grant;
}

function byId<T extends { id: string }>(items: readonly T[], id: string): T {
  const found = items.find((item) => item.id === id);
  if (!found) throw new Error(`no record ${id}`);
  return found;
}

function count<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  return items.filter(predicate).length;
}

function codePoints(text: string): number {
  return [...text].length;
}

const MEMBER_ID_BY_NUMBER: readonly string[] = d.members.map((member) => member.id);
function mid(...numbers: number[]): string[] {
  return numbers.map((n) => MEMBER_ID_BY_NUMBER[n - 1] ?? `missing-${n}`);
}

function orcidValid(orcid: string): boolean {
  if (!/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(orcid)) return false;
  const digits = orcid.replace(/-/g, '');
  let total = 0;
  for (const digit of digits.slice(0, 15)) total = (total + Number(digit)) * 2;
  const check = (12 - (total % 11)) % 11;
  return digits.charAt(15) === (check === 10 ? 'X' : String(check));
}

function emailValid(email: string): boolean {
  if (email.length > 254 || email.split('@').length !== 2) return false;
  const [local = '', domain = ''] = email.split('@');
  if (local.length < 1 || local.length > 64 || /\s/.test(local)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => /^[A-Za-z0-9-]+$/.test(label));
}

function urlValid(value: string): boolean {
  if (value.length > 2048) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

function phoneValid(phone: string): boolean {
  return (
    phone.length <= 50 &&
    /^[0-9 +().-]+(\s*(x|ext\.?)\s*\d+)?$/.test(phone) &&
    (phone.match(/\d/g) ?? []).length >= 7
  );
}

function dateValid(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2100 &&
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day
  );
}

function doiValid(doi: string): boolean {
  return doi.length <= 100 && /^10\.\d{4,9}\/\S+$/.test(doi);
}

function comparisonKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Every string of a value, with the key it sits under. */
function strings(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  }
  return [];
}

/** Author pieces as spec 3-api §3.14.2 splits them (steps 2 and 3). */
function authorPieces(text: string): string[] {
  const parts = text
    .split(/;|&|\n|\band\b|\bet\b/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (text.includes(';')) return parts;
  const words = (segment: string) => segment.split(/\s+/);
  const initialsOnly = (segment: string) =>
    words(segment).every((word) => /^\p{Lu}\.?(-\p{Lu}\.?)*$/u.test(word) || /^\p{Lu}{2,3}$/u.test(word));
  const pieces: string[] = [];
  for (const part of parts) {
    const segments = part
      .split(',')
      .map((segment) => segment.trim())
      .filter((segment) => segment !== '');
    for (let i = 0; i < segments.length; i += 1) {
      const s = segments[i] ?? '';
      const t = segments[i + 1];
      const joins =
        t !== undefined &&
        ((words(s).length === 1 && (words(t).length === 1 || initialsOnly(t))) ||
          (words(s).length >= 2 && words(s).length <= 3 && initialsOnly(t)));
      if (joins) {
        pieces.push(`${s}, ${t}`);
        i += 1;
      } else {
        pieces.push(s);
      }
    }
  }
  return pieces;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Records sorted by kind and id (insights by member), keys sorted. */
function canonicalDump(dataset: DemoDataset): string {
  const sorted = <T>(items: readonly T[], key: (item: T) => string) =>
    [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const id = (item: { id: string }) => item.id;
  const lists = Object.fromEntries(
    Object.entries(dataset.referenceLists).map(([name, entries]) => [name, sorted(entries, id)]),
  );
  return JSON.stringify(
    sortKeys({
      accounts: sorted(dataset.accounts, id),
      events: sorted(dataset.events, id),
      grants: sorted(dataset.grants, id),
      insights: sorted(dataset.insights, (i) => i.member_id),
      keywords: sorted(dataset.keywords, id),
      members: sorted(dataset.members, id),
      organizations: sorted(dataset.organizations, id),
      products: sorted(dataset.products, id),
      referenceLists: lists,
      supervisions: sorted(dataset.supervisions, id),
    }),
  );
}

describe('demo dataset: counts and summary', () => {
  it('has the counts of spec 6-data-and-beyond §6.1', () => {
    expect(d.accounts).toHaveLength(43);
    expect(d.members).toHaveLength(40);
    expect(d.insights).toHaveLength(40);
    expect(d.products).toHaveLength(60);
    expect(d.organizations).toHaveLength(15);
    expect(d.grants).toHaveLength(20);
    expect(d.events).toHaveLength(12);
    expect(d.supervisions).toHaveLength(15);
    expect(d.keywords).toHaveLength(40);
    const sizes = Object.fromEntries(Object.entries(d.referenceLists).map(([name, list]) => [name, list.length]));
    expect(sizes).toEqual({
      faculties: 10,
      'member-types': 5,
      'org-scopes': 4,
      'org-types': 7,
      'product-types': 11,
      'event-types': 9,
      sources: 21,
      statuses: 6,
      levels: 5,
      targets: 10,
      topics: 12,
    });
  });

  it('prints the summary line of §6.1.1', () => {
    expect(demoSummaryLine(d)).toBe(
      'Demo data loaded: 43 accounts, 40 members, 60 products, 15 partners, 20 grants, 12 events, 15 supervisions, 40 keywords, 100 reference-list entries.',
    );
  });
});

describe('demo dataset: determinism', () => {
  it('builds identical datasets on every call, without shared state', () => {
    const first = buildDemoDataset();
    const second = buildDemoDataset();
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    first.members[0]?.keyword_ids.push('keyword-robotics');
    (first.referenceLists.faculties[0] as { name_en: string }).name_en = 'Changed';
    expect(buildDemoDataset()).toEqual(second);
  });

  it('matches the committed hash of its canonical dump', () => {
    const hash = createHash('sha256').update(canonicalDump(buildDemoDataset()), 'utf8').digest('hex');
    expect(hash).toBe(EXPECTED_DEMO_HASH);
  });
});

describe('demo dataset: reference lists and keywords (§6.1.3, §6.1.4)', () => {
  it('holds the exact entries, names and retired flags', () => {
    const lists = d.referenceLists;
    expect(lists.faculties.map((e) => e.id)).toEqual([
      'faculty-arts',
      'faculty-education',
      'faculty-engineering',
      'faculty-health-sciences',
      'faculty-law',
      'faculty-management',
      'faculty-medicine',
      'faculty-science',
      'faculty-social-sciences',
      'faculty-graduate-studies',
    ]);
    expect(byId(lists.faculties, 'faculty-engineering')).toEqual({
      id: 'faculty-engineering',
      name_en: 'Engineering',
      name_fr: 'Génie',
      retired: false,
    });
    expect(byId(lists['product-types'], 'product-type-policy-brief').name_fr).toBe("Note d'orientation");
    expect(byId(lists['event-types'], 'event-type-knowledge-exchange').name_fr).toBe("Forum d'échange de connaissances");
    expect(byId(lists.sources, 'grant-source-heart-stroke').name_fr).toBe(
      "Fondation des maladies du cœur et de l'AVC du Canada",
    );
    expect(byId(lists.sources, 'grant-source-nserc').name_en).toBe(
      'Natural Sciences and Engineering Research Council of Canada (NSERC)',
    );
    expect(byId(lists.statuses, 'grant-status-awarded')).toMatchObject({ name_en: 'Awarded', name_fr: 'Obtenue' });
    expect(byId(lists.levels, 'level-masters')).toMatchObject({ name_en: "Master's", name_fr: 'Maîtrise' });
    expect(byId(lists['org-scopes'], 'org-scope-international').name_fr).toBe('International');
    expect(byId(lists['org-types'], 'org-type-non-profit').name_fr).toBe('Organisme à but non lucratif');
    expect(byId(lists.targets, 'target-patients-caregivers').name_fr).toBe('Patients et proches aidants');
    expect(byId(lists.topics, 'topic-indigenous-health').name_fr).toBe('Santé des Autochtones');
    expect(byId(lists['member-types'], 'member-type-emeritus').name_fr).toBe('Membre émérite');
    const retired = Object.values(lists)
      .flat()
      .filter((e) => e.retired)
      .map((e) => e.id);
    expect(retired).toEqual(['faculty-graduate-studies', 'grant-source-frsq']);
  });

  it('keeps names unique per list and per language (comparison key)', () => {
    for (const entries of Object.values(d.referenceLists)) {
      expect(new Set(entries.map((e) => comparisonKey(e.name_en))).size).toBe(entries.length);
      expect(new Set(entries.map((e) => comparisonKey(e.name_fr))).size).toBe(entries.length);
    }
    const en = d.keywords.flatMap((k) => (k.name_en ? [comparisonKey(k.name_en)] : []));
    const fr = d.keywords.flatMap((k) => (k.name_fr ? [comparisonKey(k.name_fr)] : []));
    expect(new Set(en).size).toBe(en.length);
    expect(new Set(fr).size).toBe(fr.length);
  });

  it('has four one-language keywords and the exact values of the table', () => {
    expect(d.keywords.filter((k) => k.name_fr === null).map((k) => k.id)).toEqual([
      'keyword-mobility',
      'keyword-citizen-science',
    ]);
    expect(d.keywords.filter((k) => k.name_en === null).map((k) => k.id)).toEqual([
      'keyword-francophonie',
      'keyword-economie-sociale',
    ]);
    expect(byId(d.keywords, 'keyword-water-quality')).toEqual({
      id: 'keyword-water-quality',
      name_en: 'Water quality',
      name_fr: "Qualité de l'eau",
    });
    expect(byId(d.keywords, 'keyword-implementation-science').name_fr).toBe('Science de la mise en œuvre');
    expect(byId(d.keywords, 'keyword-francophonie').name_fr).toBe('Francophonie en situation minoritaire');
  });

  it('uses no "unused" entry or keyword, and every other one at least once', () => {
    const used = new Set(
      strings([d.members, d.organizations, d.products, d.grants, d.events, d.supervisions]).map((s) => s.text),
    );
    for (const entry of Object.values(d.referenceLists).flat()) {
      expect(used.has(entry.id), entry.id).toBe(!UNUSED_REFERENCE_ENTRY_IDS.includes(entry.id));
    }
    const keywordUse = new Set(d.members.flatMap((member) => member.keyword_ids));
    for (const keyword of d.keywords) {
      expect(keywordUse.has(keyword.id), keyword.id).toBe(!UNUSED_KEYWORD_IDS.includes(keyword.id));
    }
    expect(UNUSED_KEYWORD_IDS).toEqual(['keyword-robotics', 'keyword-biostatistics', 'keyword-economie-sociale']);
  });

  it('uses the retired entries only where §6.1.3 says', () => {
    expect(d.supervisions.filter((s) => s.faculty_id === 'faculty-graduate-studies').map((s) => s.id)).toEqual([
      'supervision-09',
    ]);
    expect(d.members.some((member) => member.faculty_id === 'faculty-graduate-studies')).toBe(false);
    expect(d.grants.filter((grant) => grant.source_id === 'grant-source-frsq').map((grant) => grant.id)).toEqual([
      'grant-14',
    ]);
  });
});

describe('demo dataset: accounts and identities (§6.1.5)', () => {
  it('has the six accounts of the table and two administrators', () => {
    expect(byId(d.accounts, 'account-claire-dubois-martin')).toEqual({
      id: 'account-claire-dubois-martin',
      first_name: 'Claire',
      last_name: 'Dubois-Martin',
      login_email: 'admin@aurora-network.example',
      is_admin: true,
    });
    expect(byId(d.accounts, 'account-eric-levesque')).toMatchObject({
      first_name: 'Éric',
      last_name: 'Lévesque',
      login_email: 'member@aurora-network.example',
      is_admin: false,
    });
    expect(byId(d.accounts, 'account-noah-williams')).toMatchObject({
      login_email: 'guest@aurora-network.example',
      is_admin: false,
    });
    expect(byId(d.accounts, 'account-olivier-roy')).toMatchObject({
      first_name: 'Olivier',
      last_name: 'Roy',
      login_email: 'olivier.roy@aurora-network.example',
      is_admin: true,
    });
    expect(byId(d.accounts, 'account-lucia-fernandez')).toMatchObject({
      first_name: 'Lucía',
      last_name: 'Fernández',
      login_email: 'lucia.fernandez@eastbay.example',
      is_admin: false,
    });
    expect(d.accounts.filter((a) => a.is_admin).map((a) => a.id)).toEqual([
      'account-claire-dubois-martin',
      'account-olivier-roy',
    ]);
    expect(d.accounts.some((a) => a.login_email.startsWith('newcomer@'))).toBe(false);
  });

  it('derives the other login e-mails from the names', () => {
    const login = (n: number) => byId(d.accounts, m(n).account_id).login_email;
    expect(login(11)).toBe('siobhan.oconnor@aurora-network.example');
    expect(login(12)).toBe('pieter.van-der-berg@aurora-network.example');
    expect(login(13)).toBe('maria-jose.garcia-lopez@aurora-network.example');
    expect(login(29)).toBe('ji-woo.kim@aurora-network.example');
    expect(login(5)).toBe('marc-andre.tremblay@aurora-network.example');
    expect(login(35)).toBe('lukas.muller@aurora-network.example');
    expect(login(15)).toBe('hiroshi.nakamura@kansai-gerontology.example');
    expect(login(33)).toBe('ana.ferreira@atlantic-institute.example');
    for (const account of d.accounts) expect(account.login_email).toBe(account.login_email.toLowerCase());
    expect(new Set(d.accounts.map((a) => a.login_email)).size).toBe(43);
  });

  it('gives each member its own account and leaves three accounts without a member', () => {
    const owners = d.members.map((member) => member.account_id);
    expect(new Set(owners).size).toBe(40);
    expect(d.accounts.filter((a) => !owners.includes(a.id)).map((a) => a.id)).toEqual([
      'account-noah-williams',
      'account-olivier-roy',
      'account-lucia-fernandez',
    ]);
  });

  it('exports the four demo identities of spec 1-roles-and-identity §1.4.6', () => {
    expect(DEMO_IDENTITIES.map((i) => [i.email, i.name, i.roleEn, i.roleFr])).toEqual([
      ['admin@aurora-network.example', 'Claire Dubois-Martin', 'Administrator and member', 'Administrateur et membre'],
      ['member@aurora-network.example', 'Éric Lévesque', 'Member', 'Membre'],
      ['guest@aurora-network.example', 'Noah Williams', 'Registered account, not a member', 'Compte enregistré, non membre'],
      ['newcomer@aurora-network.example', 'Jordan Lee', 'Not registered', 'Non enregistré'],
    ]);
    for (const identity of DEMO_IDENTITIES.slice(0, 3)) {
      const account = d.accounts.find((a) => a.login_email === identity.email);
      expect(account && `${account.first_name} ${account.last_name}`).toBe(identity.name);
    }
    expect(LOCAL_TENANT_ID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe('demo dataset: members (§6.1.6)', () => {
  it('has the ids, names, faculties and types of the table', () => {
    expect(m(1).id).toBe('member-claire-dubois-martin');
    expect(m(2).id).toBe('member-eric-levesque');
    expect(m(5).id).toBe('member-marc-andre-tremblay');
    expect(m(10).id).toBe('member-aisha-al-mansouri');
    expect(m(11).id).toBe('member-siobhan-oconnor');
    expect(m(12).id).toBe('member-pieter-van-der-berg');
    expect(m(13).id).toBe('member-maria-jose-garcia-lopez');
    expect(m(29).id).toBe('member-ji-woo-kim');
    const names = d.members.map((member) => {
      const account = byId(d.accounts, member.account_id);
      return `${account.first_name} ${account.last_name}`;
    });
    expect(names.slice(0, 15)).toEqual([
      'Claire Dubois-Martin',
      'Éric Lévesque',
      'Jean-Pierre Lévesque',
      'Marie Tremblay',
      'Marc-André Tremblay',
      'John Smith',
      'Jennifer Smith',
      'Minh Anh Nguyen',
      'Thu Ha Nguyen',
      'Aisha Al-Mansouri',
      "Siobhan O'Connor",
      'Pieter van der Berg',
      'María José García López',
      'Wei Zhang',
      'Hiroshi Nakamura',
    ]);
    expect(names[34]).toBe('Lukas Müller');
    expect(names[35]).toBe('Amélie Roy-Bernier');
    expect(m(15).faculty_id).toBeNull();
    expect(m(35).faculty_id).toBeNull();
    expect(m(20).faculty_id).toBe('faculty-arts');
    expect(m(24).faculty_id).toBe('faculty-medicine');
    expect(m(40).faculty_id).toBe('faculty-law');
  });

  it('has 22 regular, 8 associate, 6 student and 4 partner members', () => {
    const types = (type: string) => d.members.filter((member) => member.member_type_id === `member-type-${type}`);
    expect(types('regular')).toHaveLength(22);
    expect(types('associate')).toHaveLength(8);
    expect(types('student')).toHaveLength(6);
    expect(types('partner').map((member) => member.id)).toEqual(mid(12, 15, 30, 35));
  });

  it('has three inactive members with their deactivation', () => {
    const inactive = d.members.filter((member) => !member.is_active);
    expect(inactive.map((member) => [member.id, member.deactivated_by, member.last_active])).toEqual([
      [m(22).id, 'admin', '2024-08-31'],
      [m(34).id, 'self', '2025-06-30'],
      [m(38).id, 'admin', '2023-12-31'],
    ]);
    for (const member of d.members.filter((x) => x.is_active)) {
      expect(member.deactivated_by).toBeNull();
      expect(member.last_active).toBeNull();
    }
    for (const member of inactive) {
      expect(member.date_joined < (member.last_active ?? '')).toBe(true);
      expect(member.about_me_en ?? member.about_me_fr).not.toBeNull();
      expect(member.work_email).not.toBeNull();
      expect(member.keyword_ids.length).toBeGreaterThan(0);
      expect(member.website_link).not.toBeNull();
    }
  });

  it('has the ORCID iDs of the table, all valid and unique', () => {
    const expected: Record<number, string> = {
      1: '0000-0002-1825-0097',
      2: '0000-0000-0000-001X',
      3: '0000-0000-0000-0028',
      4: '0000-0000-0000-0044',
      6: '0000-0000-0000-0108',
      8: '0000-0000-0000-0183',
      10: '0000-0000-0000-0263',
      13: '0000-0000-0000-0343',
      14: '0000-0000-0000-0423',
      15: '0000-0000-0000-0503',
      19: '0000-0000-0000-0677',
      37: '0000-0000-0000-0757',
    };
    d.members.forEach((member, i) => expect(member.orcid).toBe(expected[i + 1] ?? null));
    for (const orcid of Object.values(expected)) expect(orcidValid(orcid), orcid).toBe(true);
    expect(orcidValid('0000-0000-0000-0837')).toBe(true);
    expect(orcidValid('0000-0000-0000-0917')).toBe(true);
    expect(orcidValid('0000-0002-1825-0098')).toBe(false);
    const used = d.members.map((member) => member.orcid);
    expect(used).not.toContain('0000-0000-0000-0837');
    expect(used).not.toContain('0000-0000-0000-0917');
  });

  it('fills work e-mails, phones and addresses as the profile table says', () => {
    const withEmail = d.members.filter((member) => member.work_email !== null);
    expect(withEmail).toHaveLength(36);
    expect(d.members.filter((member) => member.work_email === null).map((member) => member.id)).toEqual(
      mid(12, 26, 30, 35),
    );
    for (const member of withEmail) {
      const domain = (member.work_email ?? '').split('@')[1];
      if (member.faculty_id) expect(['urdp.example', 'eastbay.example', 'lakeview.example']).toContain(domain);
    }
    expect(m(15).work_email?.endsWith('@kansai-gerontology.example')).toBe(true);

    expect(count(d.members, (member) => member.work_phone !== null)).toBe(30);
    expect(count(d.members, (member) => member.mobile_phone !== null)).toBe(25);
    d.members.forEach((member, i) => {
      const nn = String(i + 1).padStart(2, '0');
      if (member.work_phone) expect(member.work_phone).toBe(`+1 514-555-01${nn}`);
      if (member.mobile_phone) expect(member.mobile_phone).toBe(`+1 613-555-01${nn}`);
    });

    const withAddress = d.members.filter((member) => member.address !== null);
    expect(withAddress).toHaveLength(28);
    for (const member of d.members) {
      const parts = [member.address, member.city, member.province, member.country, member.postal_code];
      expect(parts.every((part) => part === null) || parts.every((part) => part !== null)).toBe(true);
    }
    const canadian = ['Ottawa', 'Gatineau', 'Montréal', 'Québec', 'Sherbrooke', 'Moncton', 'Toronto', 'Winnipeg'];
    for (const member of withAddress) {
      if ([m(15), m(33), m(35)].includes(member)) continue;
      expect(canadian).toContain(member.city);
      expect(member.country).toBe('Canada');
      expect(member.postal_code).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      expect(member.address).toMatch(/^\d+ /);
    }
    expect([m(15).city, m(33).city, m(35).city]).toEqual(['Kyoto', 'Lisbon', 'Berlin']);
  });

  it('has joining dates in range, earlier for the inactive members', () => {
    for (const member of d.members) {
      expect(member.date_joined >= '2015-09-01' && member.date_joined <= '2026-06-30').toBe(true);
    }
    const latestInactive = Math.max(...d.members.filter((x) => !x.is_active).map((x) => Date.parse(x.date_joined)));
    expect(latestInactive).toBeLessThan(Date.parse('2020-01-01'));
  });

  it('has about-me texts on 30 members: 20 in both languages, 6 English only, 4 French only', () => {
    expect(count(d.members, (x) => x.about_me_en !== null && x.about_me_fr !== null)).toBe(20);
    expect(count(d.members, (x) => x.about_me_en !== null && x.about_me_fr === null)).toBe(6);
    expect(count(d.members, (x) => x.about_me_en === null && x.about_me_fr !== null)).toBe(4);
    expect(m(2).about_me_en).not.toBeNull();
    expect(m(2).about_me_fr).not.toBeNull();
    for (const text of [m(3).about_me_en ?? '', m(3).about_me_fr ?? '']) {
      expect(codePoints(text)).toBeGreaterThanOrEqual(3800);
      expect(codePoints(text)).toBeLessThanOrEqual(4000);
    }
    expect(m(2).about_me_en).toContain('My research focuses on');
    expect(m(2).about_me_fr).toContain('Mes travaux portent sur');
    for (const member of d.members) {
      for (const text of [member.about_me_en, member.about_me_fr]) {
        if (text === null) continue;
        const paragraphs = text.split('\n\n');
        expect(paragraphs.length).toBeGreaterThanOrEqual(1);
        if (member !== m(3)) expect(paragraphs.length).toBeLessThanOrEqual(3);
      }
    }
  });

  it('has the link counts of the table, all https addresses under .example', () => {
    const links = ['website_link', 'linkedin_link', 'twitter_link', 'facebook_link', 'cv_link'] as const;
    const counts = links.map((link) => count(d.members, (member) => member[link] !== null));
    expect(counts).toEqual([20, 15, 8, 3, 10]);
    for (const member of d.members) {
      for (const link of links) {
        const value = member[link];
        if (value === null) continue;
        const url = new URL(value);
        expect(url.protocol).toBe('https:');
        expect(url.hostname.endsWith('.example')).toBe(true);
        expect(url.pathname.length).toBeGreaterThan(1);
      }
    }
  });

  it('gives keywords to 36 members, as the table says', () => {
    expect(count(d.members, (x) => x.keyword_ids.length === 0)).toBe(4);
    for (const member of d.members) {
      if (member === m(3)) expect(member.keyword_ids).toHaveLength(20);
      else expect(member.keyword_ids.length).toBeLessThanOrEqual(12);
    }
    const k = (...keys: string[]) => keys.map((key) => `keyword-${key}`);
    expect(m(1).keyword_ids).toEqual(
      k('aging', 'public-health', 'health-policy', 'caregiving', 'long-term-care', 'implementation-science'),
    );
    expect(m(2).keyword_ids).toEqual(
      k('mobility', 'active-transportation', 'urban-planning', 'telehealth', 'data-science', 'machine-learning', 'citizen-science', 'aging'),
    );
  });

  it('has problems on 24 members, with 5 French-only and 4 English-only entries', () => {
    const withProblems = d.members.filter((x) => x.problems.length > 0);
    expect(withProblems).toHaveLength(24);
    for (const member of withProblems) {
      if (member === m(4)) expect(member.problems).toHaveLength(10);
      else expect(member.problems.length).toBeLessThanOrEqual(4);
    }
    const all = d.members.flatMap((x) => x.problems);
    expect(count(all, (e) => e.name_en === null && e.name_fr !== null)).toBe(5);
    expect(count(all, (e) => e.name_en !== null && e.name_fr === null)).toBe(4);
    expect(count(all, (e) => e.name_en === null && e.name_fr === null)).toBe(0);
    expect(m(2).problems).toEqual([
      {
        name_en: 'Making winter sidewalks safe for older pedestrians',
        name_fr: 'Rendre les trottoirs sûrs en hiver pour les piétons âgés',
      },
      { name_en: null, name_fr: "Mesurer l'accessibilité piétonne des quartiers" },
    ]);
  });

  it('has 30 partnerships on 18 members with the description languages of the table', () => {
    expect(count(d.members, (x) => x.partnerships.length > 0)).toBe(18);
    const all = d.members.flatMap((x) => x.partnerships);
    expect(all).toHaveLength(30);
    expect(count(all, (e) => e.description_en !== null && e.description_fr !== null)).toBe(12);
    expect(count(all, (e) => e.description_en !== null && e.description_fr === null)).toBe(6);
    expect(count(all, (e) => e.description_en === null && e.description_fr !== null)).toBe(4);
    expect(count(all, (e) => e.description_en === null && e.description_fr === null)).toBe(8);
    const [meridian, city, green] = m(2).partnerships;
    expect(meridian).toEqual({
      organization_id: 'org-meridian-robotics',
      description_en: 'Co-development of winter mobility sensors.',
      description_fr: null,
    });
    expect(city?.organization_id).toBe('org-city-riviere-des-pins');
    expect(city?.description_en && city.description_fr).toBeTruthy();
    expect(green).toEqual({
      organization_id: 'org-greentransit',
      description_en: null,
      description_fr: "Projet pilote de vélos d'hiver.",
    });
    const [lakeview, aging] = m(1).partnerships;
    expect(m(1).partnerships).toHaveLength(2);
    expect(lakeview?.organization_id).toBe('org-lakeview-health');
    expect(lakeview?.description_en && lakeview.description_fr).toBeTruthy();
    expect(aging).toEqual({ organization_id: 'org-aging-well-coalition', description_en: null, description_fr: null });
    for (const member of d.members) {
      const orgs = member.partnerships.map((e) => e.organization_id);
      expect(new Set(orgs).size).toBe(orgs.length);
    }
  });

  it('has one insight per member, 12 of them filled, #2 as stated', () => {
    expect(d.insights.map((i) => i.member_id)).toEqual(d.members.map((x) => x.id));
    const filled = d.insights.filter((i) => Object.entries(i).some(([key, value]) => key !== 'member_id' && value !== null));
    expect(filled).toHaveLength(12);
    for (const insight of filled) expect(insight.interview_date).not.toBeNull();
    expect(d.insights[1]).toEqual({
      member_id: 'member-eric-levesque',
      interview_date: '2025-10-14',
      about_member: null,
      about_promotions: null,
      dream: null,
      how_can_we_help: null,
      admin_notes: 'Interested in leading the winter mobility working group.',
      other_notes: null,
    });
  });
});

describe('demo dataset: partners (§6.1.7)', () => {
  it('has the organizations of the table', () => {
    expect(d.organizations.map((o) => o.id)).toEqual([
      'org-lakeview-health',
      'org-city-riviere-des-pins',
      'org-aging-well-coalition',
      'org-northern-food-network',
      'org-meridian-robotics',
      'org-santelab',
      'org-eastbay-university',
      'org-atlantic-institute',
      'org-northern-lights-health-circle',
      'org-newcomer-hub',
      'org-public-health-directorate',
      'org-greentransit',
      'org-clearwater-foundation',
      'org-kansai-gerontology',
      'org-open-data-coop',
    ]);
    expect(byId(d.organizations, 'org-lakeview-health')).toMatchObject({
      name_en: 'Lakeview Regional Health Authority',
      name_fr: 'Autorité régionale de santé de Lakeview',
      scope_id: 'org-scope-provincial',
      type_id: 'org-type-health-care-provider',
    });
    expect(byId(d.organizations, 'org-meridian-robotics')).toMatchObject({ name_fr: null, type_id: 'org-type-industry' });
    expect(byId(d.organizations, 'org-santelab')).toMatchObject({ name_en: null, name_fr: 'SantéLab Québec' });
    expect(byId(d.organizations, 'org-eastbay-university').name_fr).toBe("Université d'Eastbay");
    expect(byId(d.organizations, 'org-clearwater-foundation').type_id).toBe('org-type-funding-agency');
    expect(byId(d.organizations, 'org-kansai-gerontology').scope_id).toBe('org-scope-international');
    const keys = d.organizations.flatMap((o) => [o.name_en, o.name_fr].filter((n): n is string => n !== null).map(comparisonKey));
    const perOrg = d.organizations.map((o) => new Set([o.name_en, o.name_fr].filter((n): n is string => n !== null).map(comparisonKey)));
    expect(perOrg.reduce((sum, set) => sum + set.size, 0)).toBe(new Set(keys).size);
  });

  it('has 11 descriptions (3 in French), 12 contacts and 6 internal notes', () => {
    expect(count(d.organizations, (o) => o.description !== null)).toBe(11);
    const french = d.organizations.filter((o) => o.description !== null && /\b(la|les|le|des|et) /.test(o.description) && /é/.test(o.description));
    expect(french.map((o) => o.id)).toEqual(['org-city-riviere-des-pins', 'org-santelab', 'org-public-health-directorate']);
    const withContact = d.organizations.filter((o) => o.contact_name !== null);
    expect(withContact).toHaveLength(12);
    d.organizations.forEach((o, i) => {
      const fields = [o.contact_name, o.contact_email, o.contact_phone];
      expect(fields.every((f) => f === null) || fields.every((f) => f !== null)).toBe(true);
      if (o.contact_phone) expect(o.contact_phone).toBe(`+1 418-555-01${41 + i}`);
    });
    expect(count(d.organizations, (o) => o.internal_notes !== null)).toBe(6);
    const domains = new Set(withContact.map((o) => (o.contact_email ?? '').split('@')[1]));
    expect(domains.size).toBe(12);
    for (const domain of domains) expect(domain?.endsWith('.example')).toBe(true);
  });
});

describe('demo dataset: products (§6.1.8)', () => {
  it('has the fixtures 01 to 12 exactly', () => {
    expect(p(1)).toMatchObject({
      id: 'product-01',
      title_en: 'Home-based exercise to prevent falls in older adults: a randomized trial',
      title_fr: `Exercice à domicile pour prévenir les chutes chez les personnes âgées${NBSP}: un essai randomisé`,
      product_type_id: 'product-type-journal-article',
      publish_date: '2024-03-15',
      doi: '10.5555/arn.2024.001',
      all_author: 'Lévesque, É.; Dubois-Martin, C.; Okafor, N.; Smith J.',
      member_author_ids: mid(2, 1, 6),
    });
    expect(p(1).partner_ids).toEqual(['org-lakeview-health']);
    expect(p(2)).toMatchObject({
      title_en: null,
      product_type_id: 'product-type-report',
      all_author: 'Marie Tremblay, Geneviève Gagnon et Mamadou Diallo',
      member_author_ids: mid(4, 19, 32),
    });
    expect(p(3)).toMatchObject({ title_fr: null, all_author: 'E. Levesque, W. Zhang, K. Mensah', doi: '10.5555/arn.2025.004' });
    expect(p(4)).toMatchObject({ all_author: 'Lévesque; Nguyen; Al-Mansouri, A.; Cohen D', member_author_ids: mid(10, 40) });
    expect(p(5)).toMatchObject({
      all_author: 'Tremblay, M.; Chen, Mei; Patel R.; Dr. Kwame Mensah',
      member_author_ids: mid(5, 28, 30, 37),
      product_type_id: 'product-type-conference-presentation',
      doi: null,
    });
    expect(p(6)).toMatchObject({ all_author: 'Giulia Rossi and Fiona MacDonald', member_author_ids: mid(34, 25) });
    expect(p(7)).toMatchObject({
      all_author: "García López, María José; Diallo M.; O'Connor, Siobhan; van der Berg P.; Kowalska A.; J.-P. Lévesque",
      member_author_ids: mid(13, 32, 11, 12, 16, 3),
      product_type_id: 'product-type-book',
    });
    const authors08 = p(8).all_author.split(', ');
    expect(authors08).toHaveLength(25);
    expect(authors08.slice(0, 6)).toEqual(['Jennifer Smith', 'Rajesh Iyer', 'Thu Ha Nguyen', 'Emily Clarke', 'Paul Smith', 'Claire Dubois-Martin']);
    expect(authors08[24]).toBe('Julie Desrosiers');
    expect(p(8)).toMatchObject({ doi: '10.5555/arn.2025.017', member_author_ids: mid(7, 1) });
    expect(p(9)).toMatchObject({ all_author: 'Claire Dubois-Martin', product_type_id: 'product-type-media-interview' });
    expect(p(10)).toMatchObject({
      all_author: 'Zhang Wei; Éric Lévesque; Chinedu Okonkwo',
      member_author_ids: mid(14, 2, 17),
      on_going: true,
      doi: '10.5555/arn.2022.009',
    });
    expect(p(11)).toMatchObject({ all_author: 'Fortin, Nathalie', product_type_id: 'product-type-thesis' });
    expect(p(12)).toMatchObject({
      all_author: 'Harpreet Singh & Layla Haddad',
      product_type_id: null,
      publish_date: null,
      member_author_ids: mid(18, 31),
    });
  });

  it('links #2 to exactly 01, 03 and 10 and #1 to exactly 01, 08 and 09', () => {
    const linked = (n: number) => d.products.filter((x) => x.member_author_ids.includes(m(n).id)).map((x) => x.id);
    expect(linked(2)).toEqual(['product-01', 'product-03', 'product-10']);
    expect(linked(1)).toEqual(['product-01', 'product-08', 'product-09']);
    for (const product of d.products.slice(12)) {
      expect(product.all_author).not.toMatch(/Dubois-Martin|Éric|É\. L|Levesque, E|Lévesque É|Lévesque, É/);
    }
  });

  it('generates 48 products with the languages, dates and titles of the rules', () => {
    const generated = d.products.slice(12);
    expect(generated).toHaveLength(48);
    expect(count(generated, (x) => x.title_en !== null && x.title_fr !== null)).toBe(38);
    expect(count(generated, (x) => x.title_fr === null)).toBe(5);
    expect(count(generated, (x) => x.title_en === null)).toBe(5);
    expect(count(generated, (x) => x.publish_date !== null)).toBe(46);
    for (const x of generated) {
      if (x.publish_date) expect(Number(x.publish_date.slice(0, 4))).toBeGreaterThanOrEqual(2016);
      if (x.publish_date) expect(Number(x.publish_date.slice(0, 4))).toBeLessThanOrEqual(2026);
    }
    const rules: [RegExp, RegExp, string[]][] = [
      [/^.+: a scoping review$/, new RegExp(`^.+${NBSP}: examen de la portée$`), ['journal-article']],
      [/^.+ in Canada: results from a national survey$/, new RegExp(`^.+ au Canada${NBSP}: résultats d'une enquête nationale$`), ['journal-article', 'report']],
      [/^Rethinking .+: lessons from community partnerships$/, new RegExp(`^Repenser .+${NBSP}: leçons tirées de partenariats communautaires$`), ['book-chapter', 'conference-presentation']],
      [/^A mixed-methods study of .+ in rural Quebec$/, /^Étude à méthodes mixtes sur .+ en milieu rural québécois$/, ['journal-article', 'thesis']],
      [/^Measuring .+: a new open dataset$/, new RegExp(`^Mesurer .+${NBSP}: un nouveau jeu de données ouvert$`), ['dataset']],
      [/^.+ and public policy: a brief for decision makers$/, new RegExp(`^.+ et politiques publiques${NBSP}: note à l'intention des décideurs$`), ['policy-brief']],
    ];
    for (const x of generated) {
      const en = x.id === 'product-13' ? (x.title_en ?? '').split('. ')[0] ?? '' : x.title_en;
      const rule = rules.find(([ren, rfr]) => (en !== null ? ren.test(en) : rfr.test(x.title_fr ?? '')));
      expect(rule, x.id).toBeDefined();
      if (x.title_fr !== null) expect(rule?.[1].test(x.title_fr), x.id).toBe(true);
      expect(rule?.[2].map((t) => `product-type-${t}`)).toContain(x.product_type_id);
    }
    const titles = generated.map((x) => x.title_fr ?? x.title_en);
    expect(new Set(titles).size).toBe(48);
    expect(generated.some((x) => x.product_type_id === 'product-type-policy-brief')).toBe(true);
    const long = p(13).title_en ?? '';
    expect(codePoints(long)).toBeGreaterThanOrEqual(450);
    expect(codePoints(long)).toBeLessThanOrEqual(500);
  });

  it('writes 1 to 8 generated authors and links only members named in the text', () => {
    const names = new Map(
      d.members.map((member) => {
        const account = byId(d.accounts, member.account_id);
        return [member.id, account.last_name];
      }),
    );
    for (const x of d.products.slice(12)) {
      const pieces = authorPieces(x.all_author);
      expect(pieces.length, x.id).toBeGreaterThanOrEqual(1);
      expect(pieces.length, x.id).toBeLessThanOrEqual(8);
      expect(x.member_author_ids.length).toBeLessThanOrEqual(3);
      for (const id of x.member_author_ids) {
        expect(x.all_author, `${x.id} ${id}`).toContain(names.get(id) ?? '?');
        expect(mid(1, 2)).not.toContain(id);
      }
    }
  });

  it('never writes a bare shared surname or shared initials in generated texts', () => {
    const texts = [...d.products.slice(12).map((x) => x.all_author), ...d.grants.filter((x) => x.id !== 'grant-01').map((x) => x.all_investigator)];
    for (const text of texts) {
      for (const piece of authorPieces(text).map((x) => x.replace(/^Dr\.? /, ''))) {
        expect(['Lévesque', 'Nguyen', 'Smith', 'Tremblay'], text).not.toContain(piece);
        expect(piece, text).not.toMatch(/^(M\. Tremblay|Tremblay M|Tremblay, M\.|J\. Smith|Smith J|Smith, J\.)$/);
      }
    }
  });

  it('gives DOIs to 70 % of the dated generated articles, datasets, reports and software', () => {
    const generated = d.products.slice(12);
    const eligible = generated.filter(
      (x) =>
        x.publish_date !== null &&
        ['journal-article', 'dataset', 'report', 'software'].map((t) => `product-type-${t}`).includes(x.product_type_id ?? ''),
    );
    const withDoi = generated.filter((x) => x.doi !== null);
    expect(withDoi).toHaveLength(Math.round(eligible.length * 0.7));
    for (const x of withDoi) {
      expect(eligible).toContain(x);
      const match = /^10\.5555\/arn\.(\d{4})\.(\d{3})$/.exec(x.doi ?? '');
      expect(match?.[1]).toBe(x.publish_date?.slice(0, 4));
      expect(Number(match?.[2])).toBeGreaterThanOrEqual(100);
    }
    for (const x of d.products.slice(0, 12)) if (x.doi) expect(Number(x.doi.slice(-3))).toBeLessThan(100);
    const dois = d.products.flatMap((x) => (x.doi ? [x.doi.toLowerCase()] : []));
    expect(new Set(dois).size).toBe(dois.length);
  });

  it('applies the abstract, flag and link rules', () => {
    expect(count(d.products, (x) => x.note !== null)).toBe(36);
    for (const x of d.products) {
      if (x.note === null) continue;
      const sentences = x.note.split(/(?<=\.) /);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      if (x.title_fr === null) expect(x.note).toMatch(/^This /);
      if (x.title_en === null) expect(x.note).toMatch(/^(Cette|Ce) /);
    }
    const articles = d.products.filter((x) => x.product_type_id === 'product-type-journal-article');
    const chapters = d.products.filter((x) => x.product_type_id === 'product-type-book-chapter');
    expect(count(articles, (x) => x.peer_reviewed)).toBe(Math.round(articles.length * 0.9));
    expect(count(chapters, (x) => x.peer_reviewed)).toBe(Math.round(chapters.length / 2));
    expect(count(d.products, (x) => x.peer_reviewed)).toBe(
      count(articles, (x) => x.peer_reviewed) + count(chapters, (x) => x.peer_reviewed),
    );
    const ongoing = d.products.filter((x) => x.on_going);
    expect(ongoing.filter((x) => x.id !== 'product-10')).toHaveLength(4);
    for (const x of ongoing) if (x.id !== 'product-10') expect((x.publish_date ?? '') >= '2025-01-01').toBe(true);
    expect(count(d.products, (x) => x.partner_ids.length === 1)).toBe(18);
    expect(count(d.products, (x) => x.partner_ids.length === 2)).toBe(6);
    expect(count(d.products, (x) => x.partner_ids.length > 2)).toBe(0);
    const targets = d.products.map((x) => x.target_ids.length);
    expect(Math.max(...targets)).toBe(3);
    expect(targets.reduce((a, b) => a + b, 0) / targets.length).toBe(1.5);
    expect(d.products.some((x) => x.target_ids.includes('target-media'))).toBe(false);
    expect(Math.max(...d.products.map((x) => x.topic_ids.length))).toBeLessThanOrEqual(2);
  });
});

describe('demo dataset: grants (§6.1.9)', () => {
  it('has the values of the table', () => {
    expect(g(1)).toEqual({
      id: 'grant-01',
      title: 'Preventing falls at home: a pragmatic trial of remote exercise coaching',
      amount: 748350,
      through_network: false,
      status_id: 'grant-status-awarded',
      source_id: 'grant-source-cihr',
      submission_date: '2023-03-01',
      obtained_date: '2023-07-15',
      completed_date: null,
      all_investigator: 'Dubois-Martin C, Lévesque É, Okafor N',
      topic_id: 'topic-healthy-aging',
      note: g(1).note,
      investigator_member_ids: mid(1, 2),
      involved_member_ids: mid(23),
    });
    expect(g(13).amount).toBe(72500.5);
    expect(g(14)).toMatchObject({
      title: "Évaluation d'une clinique mobile de soins primaires",
      source_id: 'grant-source-frsq',
      submission_date: '2010-09-15',
      completed_date: '2014-02-28',
      investigator_member_ids: mid(24),
    });
    expect(g(16)).toMatchObject({
      title: `Fauteuils roulants intelligents${NBSP}: partenariat industriel`,
      all_investigator: 'Louis Ouellet et Pierre-Olivier Caron',
      investigator_member_ids: mid(22),
      involved_member_ids: mid(2),
      source_id: 'grant-source-industry',
    });
    expect(g(19)).toMatchObject({ source_id: 'grant-source-erc', investigator_member_ids: mid(33, 12, 1), amount: 1200000 });
    expect(g(5).investigator_member_ids).toEqual(mid(3, 28, 37));
    expect(g(6).topic_id).toBeNull();
    expect(g(17)).toMatchObject({ status_id: 'grant-status-in-preparation', submission_date: null });
    expect(g(18).investigator_member_ids).toEqual(mid(38));
    expect(d.grants.filter((x) => x.through_network).map((x) => x.id)).toEqual(['grant-03', 'grant-04', 'grant-15', 'grant-20']);
  });

  it('totals the amounts by status as §6.1.9 says', () => {
    const total = (status: string) => {
      const grants = d.grants.filter((x) => x.status_id === `grant-status-${status}`);
      return [grants.length, Math.round(grants.reduce((sum, x) => sum + x.amount * 100, 0)) / 100];
    };
    expect(total('awarded')).toEqual([8, 4863350]);
    expect(total('completed')).toEqual([5, 457500.5]);
    expect(total('submitted')).toEqual([2, 900000]);
    expect(total('declined')).toEqual([3, 275000]);
    expect(total('in-preparation')).toEqual([2, 450000]);
    expect(total('withdrawn')).toEqual([0, 0]);
    expect(Math.round(d.grants.reduce((sum, x) => sum + x.amount * 100, 0)) / 100).toBe(6945850.5);
  });

  it('names every investigator member in the investigator text, with at most two externals', () => {
    for (const grant of d.grants) {
      for (const id of grant.investigator_member_ids) {
        const member = byId(d.members, id);
        expect(grant.all_investigator, grant.id).toContain(byId(d.accounts, member.account_id).last_name);
      }
      const pieces = authorPieces(grant.all_investigator).length;
      expect(pieces - grant.investigator_member_ids.length, grant.id).toBeGreaterThanOrEqual(0);
      expect(pieces - grant.investigator_member_ids.length, grant.id).toBeLessThanOrEqual(2);
    }
    expect(count(d.grants, (x) => x.note !== null)).toBe(10);
  });
});

describe('demo dataset: events (§6.1.10)', () => {
  it('has the values and chains of the table', () => {
    const e = (n: number) => byId(d.events, `event-${String(n).padStart(2, '0')}`);
    expect(e(1)).toMatchObject({
      name_en: 'Annual Network Conference 2022',
      name_fr: 'Congrès annuel du réseau 2022',
      event_type_id: 'event-type-conference',
      start_date: '2022-05-16',
      end_date: '2022-05-18',
      partner_ids: ['org-eastbay-university'],
      resulting_product_ids: ['product-04'],
      resulting_grant_ids: ['grant-01'],
      topic_ids: ['topic-healthy-aging'],
      previous_event_ids: [],
    });
    expect(e(6)).toMatchObject({
      name_fr: `Atelier sur la mobilité hivernale${NBSP}: suivi`,
      previous_event_ids: ['event-05', 'event-02'],
      member_ids: mid(2, 14, 17, 29),
      resulting_product_ids: ['product-03'],
      resulting_grant_ids: ['grant-16'],
    });
    expect(e(8)).toMatchObject({ name_en: null, name_fr: 'Colloque sur la proche aidance', event_type_id: 'event-type-symposium' });
    expect(e(9)).toMatchObject({ name_fr: null, topic_ids: ['topic-urban-mobility', 'topic-artificial-intelligence'] });
    expect(e(10)).toMatchObject({ start_date: null, end_date: null, topic_ids: [], previous_event_ids: ['event-07'], note: null });
    expect(e(11).member_ids).toEqual(mid(11, 13, 32, 34));
    expect(e(12)).toMatchObject({ previous_event_ids: ['event-04'], note: null });
    const next = (id: string) => d.events.filter((x) => x.previous_event_ids.includes(id)).map((x) => x.id);
    expect(next('event-01')).toEqual(['event-02']);
    expect(next('event-02')).toEqual(['event-03', 'event-06']);
    expect(next('event-04')).toEqual(['event-12']);
    expect(next('event-07')).toEqual(['event-10']);
  });

  it('draws the other members of the annual conferences among active members other than #2', () => {
    const others: Record<string, number> = { 'event-01': 9, 'event-02': 11, 'event-03': 8, 'event-04': 10, 'event-12': 12 };
    for (const [id, n] of Object.entries(others)) {
      const event = byId(d.events, id);
      expect(event.member_ids[0]).toBe(m(1).id);
      expect(event.member_ids).toHaveLength(n + 1);
      for (const memberId of event.member_ids.slice(1)) {
        expect(byId(d.members, memberId).is_active).toBe(true);
        expect([m(1).id, m(2).id]).not.toContain(memberId);
      }
    }
    expect(d.events.filter((x) => x.member_ids.includes(m(2).id)).map((x) => x.id)).toEqual([
      'event-05',
      'event-06',
      'event-09',
    ]);
  });

  it('has notes on events 01 to 09 and 11, in the language of the name', () => {
    expect(d.events.filter((x) => x.note !== null).map((x) => x.id)).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '11'].map((n) => `event-${n}`),
    );
    expect(byId(d.events, 'event-08').note).toMatch(/^Un colloque/);
    for (const event of d.events) {
      if (event.note === null) continue;
      const sentences = event.note.split(/(?<=\.) /);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
  });

  it('has no self-link and no two-event cycle', () => {
    for (const event of d.events) {
      expect(event.previous_event_ids).not.toContain(event.id);
      for (const previous of event.previous_event_ids) {
        expect(byId(d.events, previous).previous_event_ids).not.toContain(event.id);
      }
    }
  });
});

describe('demo dataset: supervisions (§6.1.11)', () => {
  it('has the values of the table', () => {
    const s = (n: number) => byId(d.supervisions, `supervision-${String(n).padStart(2, '0')}`);
    expect(s(1)).toMatchObject({
      first_name: 'Nathalie',
      last_name: 'Fortin',
      trainee_member_ids: mid(23),
      level_id: 'level-doctorate',
      faculty_id: 'faculty-health-sciences',
      start_date: '2021-09-01',
      end_date: null,
      principal_supervisor_ids: mid(1),
      co_supervisor_ids: mid(39),
      committee_member_ids: mid(3, 32),
    });
    expect(s(3)).toMatchObject({ first_name: 'Jane', last_name: 'Doe', trainee_member_ids: [], principal_supervisor_ids: mid(2) });
    expect(s(4)).toMatchObject({ co_supervisor_ids: mid(2), committee_member_ids: mid(35) });
    expect(s(5)).toMatchObject({ first_name: 'Yasmine', last_name: 'Benali', committee_member_ids: mid(2, 37) });
    expect(s(6)).toMatchObject({ first_name: 'Thu Ha', last_name: 'Nguyen', principal_supervisor_ids: mid(7, 37) });
    expect(s(7).principal_supervisor_ids).toEqual(mid(38));
    expect(s(9)).toMatchObject({ first_name: 'Étienne', faculty_id: 'faculty-graduate-studies', level_id: 'level-masters' });
    expect(s(11)).toMatchObject({ first_name: 'Sarah', last_name: "O'Brien" });
    expect(s(12)).toMatchObject({ first_name: 'Lucas', last_name: 'Pereira da Silva', co_supervisor_ids: mid(27, 40) });
    expect(s(14)).toMatchObject({ faculty_id: null, level_id: 'level-internship' });
    expect(s(15)).toMatchObject({ level_id: null, committee_member_ids: mid(16) });
    expect(d.supervisions.filter((x) => x.note !== null).map((x) => x.id)).toEqual(
      ['01', '02', '04', '05', '08', '12'].map((n) => `supervision-${n}`),
    );
  });
});

describe('demo dataset: integrity and formats', () => {
  it('uses valid ids, unique per kind', () => {
    const kinds: { id: string }[][] = [
      d.accounts,
      d.members,
      d.organizations,
      d.products,
      d.grants,
      d.events,
      d.supervisions,
      [...d.keywords, ...Object.values(d.referenceLists).flat()],
    ];
    for (const records of kinds) {
      for (const record of records) expect(record.id).toMatch(ID_PATTERN);
      expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    }
  });

  it('has no link to a missing record of the expected kind', () => {
    const ids = (records: readonly { id: string }[]) => new Set(records.map((r) => r.id));
    const lists = Object.fromEntries(
      Object.entries(d.referenceLists).map(([name, entries]) => [name, ids(entries)]),
    ) as Record<ReferenceListName, Set<string>>;
    const members = ids(d.members);
    const orgs = ids(d.organizations);
    const keywords = ids(d.keywords);
    const accounts = ids(d.accounts);
    const check = (set: Set<string>, value: string | null, where: string) => {
      if (value !== null) expect(set.has(value), `${where}: ${value}`).toBe(true);
    };
    for (const x of d.members) {
      check(accounts, x.account_id, x.id);
      check(lists.faculties, x.faculty_id, x.id);
      check(lists['member-types'], x.member_type_id, x.id);
      x.keyword_ids.forEach((id) => check(keywords, id, x.id));
      x.partnerships.forEach((e) => check(orgs, e.organization_id, x.id));
    }
    for (const x of d.insights) check(members, x.member_id, 'insight');
    for (const x of d.organizations) {
      check(lists['org-scopes'], x.scope_id, x.id);
      check(lists['org-types'], x.type_id, x.id);
    }
    for (const x of d.products) {
      check(lists['product-types'], x.product_type_id, x.id);
      x.member_author_ids.forEach((id) => check(members, id, x.id));
      x.partner_ids.forEach((id) => check(orgs, id, x.id));
      x.target_ids.forEach((id) => check(lists.targets, id, x.id));
      x.topic_ids.forEach((id) => check(lists.topics, id, x.id));
    }
    for (const x of d.grants) {
      check(lists.statuses, x.status_id, x.id);
      check(lists.sources, x.source_id, x.id);
      check(lists.topics, x.topic_id, x.id);
      [...x.investigator_member_ids, ...x.involved_member_ids].forEach((id) => check(members, id, x.id));
    }
    const products = ids(d.products);
    const grants = ids(d.grants);
    const events = ids(d.events);
    for (const x of d.events) {
      check(lists['event-types'], x.event_type_id, x.id);
      x.member_ids.forEach((id) => check(members, id, x.id));
      x.partner_ids.forEach((id) => check(orgs, id, x.id));
      x.resulting_product_ids.forEach((id) => check(products, id, x.id));
      x.resulting_grant_ids.forEach((id) => check(grants, id, x.id));
      x.topic_ids.forEach((id) => check(lists.topics, id, x.id));
      x.previous_event_ids.forEach((id) => check(events, id, x.id));
    }
    for (const x of d.supervisions) {
      check(lists.faculties, x.faculty_id, x.id);
      check(lists.levels, x.level_id, x.id);
      [...x.trainee_member_ids, ...x.principal_supervisor_ids, ...x.co_supervisor_ids, ...x.committee_member_ids].forEach(
        (id) => check(members, id, x.id),
      );
    }
  });

  it('repeats no id in a link list and gives no member two roles', () => {
    const lists: string[][] = [
      ...d.members.map((x) => x.keyword_ids),
      ...d.products.flatMap((x) => [x.member_author_ids, x.partner_ids, x.target_ids, x.topic_ids]),
      ...d.grants.flatMap((x) => [x.investigator_member_ids, x.involved_member_ids]),
      ...d.events.flatMap((x) => [x.member_ids, x.partner_ids, x.resulting_product_ids, x.resulting_grant_ids, x.topic_ids, x.previous_event_ids]),
    ];
    for (const list of lists) expect(new Set(list).size).toBe(list.length);
    for (const x of d.grants) {
      const roles = [...x.investigator_member_ids, ...x.involved_member_ids];
      expect(new Set(roles).size, x.id).toBe(roles.length);
    }
    for (const x of d.supervisions) {
      const roles = [...x.trainee_member_ids, ...x.principal_supervisor_ids, ...x.co_supervisor_ids, ...x.committee_member_ids];
      expect(new Set(roles).size, x.id).toBe(roles.length);
    }
  });

  it('respects list maxima', () => {
    for (const x of d.members) {
      expect(x.keyword_ids.length).toBeLessThanOrEqual(20);
      expect(x.problems.length).toBeLessThanOrEqual(10);
      expect(x.partnerships.length).toBeLessThanOrEqual(50);
    }
    for (const x of d.products) {
      expect(x.member_author_ids.length).toBeLessThanOrEqual(1000);
      expect(x.partner_ids.length).toBeLessThanOrEqual(50);
      expect(x.target_ids.length).toBeLessThanOrEqual(20);
      expect(x.topic_ids.length).toBeLessThanOrEqual(20);
    }
    for (const x of d.events) {
      expect(x.partner_ids.length).toBeLessThanOrEqual(50);
      expect(x.resulting_product_ids.length).toBeLessThanOrEqual(100);
      expect(x.resulting_grant_ids.length).toBeLessThanOrEqual(100);
      expect(x.topic_ids.length).toBeLessThanOrEqual(20);
      expect(x.previous_event_ids.length).toBeLessThanOrEqual(20);
    }
    for (const x of d.supervisions) {
      expect(x.trainee_member_ids.length).toBeLessThanOrEqual(1);
      for (const list of [x.principal_supervisor_ids, x.co_supervisor_ids, x.committee_member_ids]) {
        expect(list.length).toBeLessThanOrEqual(20);
      }
    }
  });

  it('respects string maxima in code points', () => {
    const limits: Record<string, number> = {
      first_name: 100,
      last_name: 100,
      login_email: 254,
      work_email: 254,
      contact_email: 254,
      work_phone: 50,
      mobile_phone: 50,
      contact_phone: 50,
      about_me_en: 4000,
      about_me_fr: 4000,
      website_link: 2048,
      twitter_link: 2048,
      linkedin_link: 2048,
      facebook_link: 2048,
      cv_link: 2048,
      orcid: 19,
      address: 255,
      city: 100,
      province: 100,
      country: 100,
      postal_code: 20,
      about_member: 4000,
      about_promotions: 4000,
      dream: 4000,
      how_can_we_help: 4000,
      admin_notes: 4000,
      other_notes: 4000,
      description: 4000,
      contact_name: 200,
      internal_notes: 4000,
      all_author: 3000,
      all_investigator: 3000,
      doi: 100,
      title_en: 500,
      title_fr: 500,
      title: 2000,
    };
    const check = (records: readonly object[], extra: Record<string, number> = {}) => {
      for (const record of records) {
        for (const [key, value] of Object.entries(record)) {
          if (typeof value !== 'string') continue;
          const max = extra[key] ?? limits[key];
          if (max !== undefined) expect(codePoints(value), `${key}: ${value.slice(0, 40)}`).toBeLessThanOrEqual(max);
        }
      }
    };
    check(d.accounts);
    check(d.members);
    check(d.members.flatMap((x) => x.problems), { name_en: 500, name_fr: 500 });
    check(d.members.flatMap((x) => x.partnerships), { description_en: 1000, description_fr: 1000 });
    check(d.insights);
    check(d.keywords, { name_en: 50, name_fr: 50 });
    check(Object.values(d.referenceLists).flat(), { name_en: 255, name_fr: 255 });
    check(d.organizations, { name_en: 255, name_fr: 255 });
    check(d.products, { note: 2000 });
    check(d.grants, { note: 3000 });
    check(d.events, { name_en: 2000, name_fr: 2000, note: 4000 });
    check(d.supervisions, { note: 4000 });
  });

  it('writes valid e-mails, phones, URLs, dates, ORCID iDs, DOIs and amounts', () => {
    const all = strings(d);
    const of = (...keys: string[]) => all.filter((s) => keys.includes(s.key)).map((s) => s.text);
    for (const email of of('login_email', 'work_email', 'contact_email')) {
      expect(emailValid(email), email).toBe(true);
      expect(email.endsWith('.example'), email).toBe(true);
    }
    for (const phone of of('work_phone', 'mobile_phone', 'contact_phone')) {
      expect(phoneValid(phone), phone).toBe(true);
      expect(phone).toMatch(/555-01\d\d$/);
    }
    for (const url of of('website_link', 'twitter_link', 'linkedin_link', 'facebook_link', 'cv_link')) {
      expect(urlValid(url), url).toBe(true);
    }
    const dates = of(
      'date_joined',
      'last_active',
      'interview_date',
      'publish_date',
      'submission_date',
      'obtained_date',
      'completed_date',
      'start_date',
      'end_date',
    );
    expect(dates.length).toBeGreaterThan(100);
    for (const date of dates) expect(dateValid(date), date).toBe(true);
    for (const orcid of of('orcid')) expect(orcidValid(orcid), orcid).toBe(true);
    for (const doi of of('doi')) {
      expect(doiValid(doi), doi).toBe(true);
      expect(doi.startsWith('10.5555/')).toBe(true);
    }
    for (const grant of d.grants) {
      expect(grant.amount).toBeGreaterThanOrEqual(0);
      expect(grant.amount).toBeLessThanOrEqual(999_999_999.99);
      expect(Math.abs(grant.amount * 100 - Math.round(grant.amount * 100))).toBeLessThan(1e-6);
    }
  });

  it('keeps dates in order', () => {
    for (const x of d.grants) {
      const [s, o, c] = [x.submission_date, x.obtained_date, x.completed_date];
      if (s && o) expect(s <= o, x.id).toBe(true);
      if (o && c) expect(o <= c, x.id).toBe(true);
      if (s && c) expect(s <= c, x.id).toBe(true);
    }
    for (const x of [...d.events, ...d.supervisions]) {
      if (x.start_date && x.end_date) expect(x.start_date <= x.end_date, x.id).toBe(true);
    }
  });

  it('stores clean text: trimmed, NFC, no control characters, line breaks only in about-me texts', () => {
    for (const { key, text } of strings(d)) {
      expect(text, key).toBe(text.trim());
      expect(text, key).toBe(text.normalize('NFC'));
      expect(text.length, key).toBeGreaterThan(0);
      expect(hasControlCharacter(text, ['\n']), key).toBe(false);
      if (text.includes('\n')) expect(['about_me_en', 'about_me_fr']).toContain(key);
    }
  });

  it('follows French typography: non-breaking space before : ; ! ? and inside « »', () => {
    for (const { key, text } of strings(d)) {
      expect(/ [:;!?]/.test(text), `${key}: ${text.slice(0, 60)}`).toBe(false);
      expect(/«(?!\u00a0)|(?<!\u00a0)»/.test(text), key).toBe(false);
      expect(text.includes('’'), key).toBe(false);
    }
    const french = strings(d).filter((s) => s.key.endsWith('_fr'));
    expect(french.some((s) => s.text.includes(`${NBSP}:`))).toBe(true);
    expect(french.some((s) => s.text.includes(`«${NBSP}`))).toBe(true);
  });

  it('fills private fields with values that no public field contains', () => {
    const publicTexts: string[] = [];
    const accountNames = new Map(d.accounts.map((a) => [a.id, `${a.first_name} ${a.last_name}`]));
    for (const x of d.members) {
      publicTexts.push(
        accountNames.get(x.account_id) ?? '',
        ...[x.work_email, x.work_phone, x.about_me_en, x.about_me_fr, x.website_link, x.twitter_link, x.linkedin_link, x.facebook_link, x.cv_link, x.orcid].filter(
          (v): v is string => v !== null,
        ),
        ...x.problems.flatMap((e) => [e.name_en ?? '', e.name_fr ?? '']),
      );
    }
    for (const x of d.organizations) publicTexts.push(x.name_en ?? '', x.name_fr ?? '', x.description ?? '');
    for (const x of d.products) publicTexts.push(x.title_en ?? '', x.title_fr ?? '', x.all_author, x.doi ?? '', x.note ?? '');
    for (const x of d.grants) publicTexts.push(x.title, x.all_investigator);
    for (const x of d.events) publicTexts.push(x.name_en ?? '', x.name_fr ?? '', x.note ?? '');
    for (const x of d.supervisions) publicTexts.push(x.first_name, x.last_name);
    for (const x of [...d.keywords, ...Object.values(d.referenceLists).flat()]) publicTexts.push(x.name_en ?? '', x.name_fr ?? '');
    const corpus = publicTexts.join('\n');

    const privateValues = [
      ...d.accounts.map((a) => a.login_email),
      ...d.members.flatMap((x) => [x.mobile_phone, x.address, x.postal_code]),
      ...d.members.flatMap((x) => x.partnerships.flatMap((e) => [e.description_en, e.description_fr])),
      ...d.insights.flatMap((i) => [i.about_member, i.about_promotions, i.dream, i.how_can_we_help, i.admin_notes, i.other_notes]),
      ...d.organizations.flatMap((o) => [o.contact_name, o.contact_email, o.contact_phone, o.internal_notes]),
      ...d.grants.map((x) => x.note),
      ...d.supervisions.map((x) => x.note),
    ].filter((v): v is string => v !== null);
    expect(privateValues.length).toBeGreaterThan(150);
    for (const value of privateValues) expect(corpus.includes(value), value).toBe(false);

    const workPhones = new Set(d.members.map((x) => x.work_phone));
    const workEmails = new Set(d.members.map((x) => x.work_email?.toLowerCase()));
    for (const x of d.members) if (x.mobile_phone) expect(workPhones.has(x.mobile_phone)).toBe(false);
    for (const a of d.accounts) expect(workEmails.has(a.login_email)).toBe(false);
    expect(corpus).not.toContain('Interested in leading the winter mobility working group.');
  });
});
