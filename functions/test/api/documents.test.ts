import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { MemberCvData } from '@portal/common/api/cv';
import type { NetworkReportData } from '@portal/common/api/report';
import type { DashboardFigures } from '@portal/common/api/stats';
import { buildDemoDataset } from '@portal/common/demo/dataset';
import { dateInTimeZone, eventInPeriod, grantInPeriod, productInPeriod, supervisionInPeriod } from '@portal/common/documents/periods';
import { privateValues } from './leak-scan';
import { bearer, callerFor, fieldCodes, rawGet, signInAll, type ApiAnswer } from './support';

/**
 * The documents' routes through the running API (spec 7-reports §7.2.2, §7.3.2): who may call
 * them, what they answer on the demo data (the route-level facts behind acceptance criteria
 * §7.2.7 1–4 and §7.3.6 1–7, 9, 11), and that neither holds a private field no document may show.
 * Status codes of every role are also in permission-matrix.test.ts.
 */
const tokens: Partial<Record<'admin' | 'olivier' | 'member' | 'guest' | 'newcomer', string>> = {};
const call = callerFor(tokens);
const dataset = buildDemoDataset();
const ERIC = 'member-eric-levesque';
const YEAR = { from: '2024-04-01', to: '2025-03-31' };
const INSIGHT_TEXT = 'Interested in leading the winter mobility working group.';
const created: string[] = [];

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const suffixes = (items: readonly { id: string }[]) => items.map((item) => item.id.replace(/^[a-z]+-/, ''));

beforeAll(async () => {
  Object.assign(tokens, await signInAll(['admin', 'olivier', 'member', 'guest', 'newcomer']));
});

afterAll(async () => {
  for (const id of created) await call('admin', 'DELETE', `delete-partner/${id}`);
});

/** Every key anywhere in a JSON value. */
function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysIn(inner, found);
    }
  }
  return found;
}

/** What no document answer may hold (spec 7-reports §7.1.7, §7.2.7 criterion 2, §7.3.6 criterion 11). */
function expectNoLeak(answer: ApiAnswer): void {
  const text = JSON.stringify(answer.body);
  const keys = keysIn(answer.body);
  for (const key of ['insight', 'about_member', 'about_promotions', 'dream', 'how_can_we_help', 'admin_notes', 'other_notes', 'login_email', 'contact_name', 'contact_email', 'contact_phone', 'internal_notes', 'topic_ids_private', 'member_refs', 'amount_cents', 'pk', 'kind']) {
    expect(keys.has(key), key).toBe(false);
  }
  expect(text).not.toContain(INSIGHT_TEXT);
  const body = answer.body as Partial<MemberCvData & NetworkReportData>;
  for (const item of [...(body.grants ?? []), ...(body.supervisions ?? [])]) expect(Object.keys(item)).not.toContain('note');
}

function expectDocumentHeaders(answer: ApiAnswer): void {
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('etag')).toBeNull();
}

describe('GET /api/member/{id}/cv: who (spec 7-reports §7.2.2, §7.2.7 criterion 1)', () => {
  it('answers the member and administrators, for an inactive member too', async () => {
    const [own, admin, inactive] = await Promise.all([
      call('member', 'GET', `member/${ERIC}/cv`),
      call('admin', 'GET', `member/${ERIC}/cv`),
      call('admin', 'GET', 'member/member-louis-ouellet/cv'),
    ]);
    expect([own.status, admin.status, inactive.status]).toEqual([200, 200, 200]);
    expect((inactive.body as unknown as MemberCvData).member.is_active).toBe(false);
    for (const answer of [own, admin, inactive]) expectDocumentHeaders(answer);
  });

  it('refuses a member any id but their own, existing or not, with the same answer', async () => {
    const other = await call('member', 'GET', 'member/member-claire-dubois-martin/cv');
    const missing = await call('member', 'GET', 'member/member-nobody-at-all/cv');
    expect([other.status, other.body.code]).toEqual([403, 'forbidden']);
    expect([missing.status, missing.body.code]).toEqual([403, 'forbidden']);
    expect({ ...missing.body, instance: undefined }).toEqual({ ...other.body, instance: undefined });
  });

  it('refuses a registered account without a member record, an unregistered one and a visitor', async () => {
    const guest = await call('guest', 'GET', `member/${ERIC}/cv`);
    const newcomer = await call('newcomer', 'GET', `member/${ERIC}/cv`);
    const visitor = await call('visitor', 'GET', `member/${ERIC}/cv`);
    expect([guest.status, guest.body.code]).toEqual([403, 'forbidden']);
    expect([newcomer.status, newcomer.body.code]).toEqual([403, 'account_not_registered']);
    expect([visitor.status, visitor.body.code]).toEqual([401, 'authentication_required']);
  });

  it('answers 404 to an administrator for an unknown or malformed id', async () => {
    const unknown = await call('admin', 'GET', 'member/member-nobody-at-all/cv');
    const malformed = await call('admin', 'GET', 'member/Not%20an%20id/cv');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    expect([malformed.status, malformed.body.code]).toEqual([404, 'not_found']);
  });
});

describe('GET /api/member/{id}/cv: the answer (spec 7-reports §7.2.2, §7.2.7 criteria 2–4)', () => {
  let own: ApiAnswer;
  let admin: ApiAnswer;
  let cv: MemberCvData;
  beforeAll(async () => {
    [own, admin] = await Promise.all([call('member', 'GET', `member/${ERIC}/cv`), call('admin', 'GET', `member/${ERIC}/cv`)]);
    cv = own.body as unknown as MemberCvData;
  });

  it('holds the member private detail without the insight, also for administrators', () => {
    expect(Object.keys(cv).sort()).toEqual(['events', 'generated_at', 'grants', 'member', 'products', 'supervisions']);
    expect(cv.member.id).toBe(ERIC);
    expect(cv.member.partnerships).toHaveLength(3);
    expect(cv.member).toHaveProperty('mobile_phone');
    expect(Object.keys(cv.member)).not.toContain('insight');
    expect(Object.keys((admin.body as unknown as MemberCvData).member)).not.toContain('insight');
    expect(Date.parse(cv.generated_at)).not.toBeNaN();
  });

  it('holds no insight, login e-mail, grant or supervision note for the member or an administrator', () => {
    expectNoLeak(own);
    expectNoLeak(admin);
  });

  it('holds none of the demo data\'s private values but the member\'s own private fields', () => {
    const eric = dataset.members.find((m) => m.id === ERIC);
    const own = new Set([eric?.mobile_phone, eric?.address, eric?.postal_code, ...(eric?.partnerships ?? []).flatMap((p) => [p.description_en, p.description_fr])]);
    const text = JSON.stringify(admin.body);
    expect(privateValues(dataset).filter((value) => !own.has(value) && text.includes(JSON.stringify(value).slice(1, -1)))).toEqual([]);
  });

  it('lists the member\'s products with their flags, grants and supervisions with roles, and events, in id order', () => {
    expect(suffixes(cv.products)).toEqual(['01', '03', '10']);
    expect(cv.products.map((p) => p.product_type_id)).toEqual(['product-type-journal-article', 'product-type-dataset', 'product-type-software']);
    for (const product of cv.products) {
      const stored = dataset.products.find((p) => p.id === product.id);
      expect([product.on_going, product.peer_reviewed]).toEqual([stored?.on_going, stored?.peer_reviewed]);
    }
    expect(cv.grants.map((g) => [g.id, g.role])).toEqual([['grant-01', 'investigator'], ['grant-02', 'investigator'], ['grant-16', 'involved']]);
    expect(cv.supervisions.map((s) => [s.id, s.role])).toEqual([
      ['supervision-02', 'principal_supervisor'],
      ['supervision-03', 'principal_supervisor'],
      ['supervision-04', 'co_supervisor'],
      ['supervision-05', 'committee_member'],
    ]);
    expect(suffixes(cv.events)).toEqual(['05', '06', '09']);
  });

  it('gives public list items with member references from the stored copies', () => {
    expect(cv.products[0]?.member_authors.map((m) => m.id)).toContain(ERIC);
    expect(Object.keys(cv.grants[0] ?? {}).sort()).toEqual(
      ['all_investigator', 'amount', 'completed_date', 'id', 'investigator_members', 'involved_members', 'obtained_date', 'role', 'source_id', 'status_id', 'submission_date', 'through_network', 'title', 'topic_id'].sort(),
    );
  });

  it('holds in 2024 what the period rules keep: products 01; grants 01, 02, 16; supervisions 02, 04, 05; events 06', () => {
    const year2024 = { from: '2024-01-01', to: '2024-12-31' };
    expect(suffixes(cv.products.filter((p) => productInPeriod(p, year2024)))).toEqual(['01']);
    expect(suffixes(cv.grants.filter((g) => grantInPeriod(g, year2024)))).toEqual(['01', '02', '16']);
    expect(suffixes(cv.supervisions.filter((s) => supervisionInPeriod(s, year2024)))).toEqual(['02', '04', '05']);
    expect(suffixes(cv.events.filter((e) => eventInPeriod(e, year2024)))).toEqual(['06']);
  });
});

describe('GET /api/report/network/{from}/{to}: who and input (spec 7-reports §7.3.2, §7.3.6 criteria 1–2)', () => {
  it('answers administrators, without a version', async () => {
    const [admin, olivier] = await Promise.all([call('admin', 'GET', 'report/network/2024-04-01/2025-03-31'), call('olivier', 'GET', 'report/network/2024-04-01/2025-03-31')]);
    expect([admin.status, olivier.status]).toEqual([200, 200]);
    expectDocumentHeaders(admin);
  });

  it('refuses non-administrators before looking at the dates', async () => {
    for (const path of ['report/network/2024-04-01/2025-03-31', 'report/network/2025-04-31/nonsense']) {
      const member = await call('member', 'GET', path);
      const guest = await call('guest', 'GET', path);
      const newcomer = await call('newcomer', 'GET', path);
      const visitor = await call('visitor', 'GET', path);
      expect([member.status, member.body.code], path).toEqual([403, 'forbidden']);
      expect([guest.status, guest.body.code], path).toEqual([403, 'forbidden']);
      expect([newcomer.status, newcomer.body.code], path).toEqual([403, 'account_not_registered']);
      expect([visitor.status, visitor.body.code], path).toEqual([401, 'authentication_required']);
    }
  });

  it.each([
    ['2025-04-31/2026-03-31', ['from:invalid_format']],
    ['2026-03-31/2025-04-01', ['to:date_order']],
    ['2024-4-1/2025-03-31', ['from:invalid_format']],
    ['1899-12-31/2101-01-01', ['from:date_range', 'to:date_range']],
    ['2024-04-01/tomorrow', ['to:invalid_format']],
  ])('answers 400 validation_failed for %s', async (dates, errors) => {
    const answer = await call('admin', 'GET', `report/network/${dates}`);
    expect([answer.status, answer.body.code]).toEqual([400, 'validation_failed']);
    expect(fieldCodes(answer)).toEqual(errors);
    if (errors[0] === 'from:invalid_format') expect((answer.body.errors as { params?: unknown }[])[0]?.params).toEqual({ format: 'date' });
    if (errors[0] === 'to:date_order') expect((answer.body.errors as { params?: unknown }[])[0]?.params).toEqual({ after: 'from' });
  });

  it('accepts a one-day period', async () => {
    const answer = await call('admin', 'GET', 'report/network/2025-01-20/2025-01-20');
    expect(answer.status).toBe(200);
    expect(ids((answer.body as unknown as NetworkReportData).products)).toContain('product-03');
  });
});

describe('GET /api/report/network/{from}/{to}: the reporting year 2024–2025 on the demo data (spec 7-reports §7.3.6)', () => {
  let answer: ApiAnswer;
  let report: NetworkReportData;
  beforeAll(async () => {
    answer = await call('admin', 'GET', `report/network/${YEAR.from}/${YEAR.to}`);
    report = answer.body as unknown as NetworkReportData;
  });

  it('answers the period and every field', () => {
    expect(Object.keys(report).sort()).toEqual(['events', 'from', 'generated_at', 'grants', 'new_members', 'new_partners', 'products', 'supervisions', 'to', 'trends', 'undated'].sort());
    expect([report.from, report.to]).toEqual([YEAR.from, YEAR.to]);
  });

  it('holds the grants with activity in the period (criterion 3) and counts the two without any date', () => {
    expect(suffixes(report.grants)).toEqual(['01', '03', '05', '09', '10', '11', '16', '19']);
    expect(report.undated.grants).toBe(2);
  });

  it('holds the events held (criterion 4) and counts the one without a date', () => {
    expect(suffixes(report.events)).toEqual(['03', '07', '09']);
    expect(report.undated.events).toBe(1);
  });

  it('holds the supervisions of the period: 6 ongoing at the end, 3 completed (criterion 5)', () => {
    expect(suffixes(report.supervisions)).toEqual(['01', '02', '04', '05', '06', '07', '08', '11', '12']);
    const ongoing = report.supervisions.filter((s) => s.start_date !== null && s.start_date <= YEAR.to && (s.end_date === null || s.end_date > YEAR.to));
    const completed = report.supervisions.filter((s) => s.end_date !== null && s.end_date >= YEAR.from && s.end_date <= YEAR.to);
    expect([ongoing.length, completed.length]).toEqual([6, 3]);
    expect(report.undated.supervisions).toBe(0);
  });

  it('holds products 03 and 09, not 01, with their flags, and counts three without a publication date (criterion 6)', () => {
    expect(ids(report.products)).toContain('product-03');
    expect(ids(report.products)).toContain('product-09');
    expect(ids(report.products)).not.toContain('product-01');
    expect(report.products.every((p) => p.publish_date !== null && p.publish_date >= YEAR.from && p.publish_date <= YEAR.to)).toBe(true);
    expect(report.products.every((p) => typeof p.on_going === 'boolean' && typeof p.peer_reviewed === 'boolean')).toBe(true);
    const expected = dataset.products.filter((p) => productInPeriod(p, YEAR)).map((p) => p.id).sort();
    expect(ids(report.products)).toEqual(expected);
    expect(report.undated.products).toBe(3);
  });

  it('holds no insight, note of a grant or supervision, partner contact or login e-mail (criterion 11)', () => {
    expectNoLeak(answer);
  });

  it('holds none of the demo data\'s private values over every date', async () => {
    const everything = await call('admin', 'GET', 'report/network/1900-01-01/2100-12-31');
    const text = JSON.stringify(everything.body);
    expect((everything.body as unknown as NetworkReportData).grants.length).toBe(dataset.grants.length - 2);
    expect(privateValues(dataset).filter((value) => text.includes(JSON.stringify(value).slice(1, -1)))).toEqual([]);
    expectNoLeak(everything);
  });
});

describe('GET /api/report/network/{from}/{to}: new members and partners (spec 7-reports §7.3.6 criterion 7)', () => {
  it('counts a member deactivated by an administrator whose date joined is in the period, as inactive', async () => {
    const joined = dataset.members.find((m) => m.id === 'member-louis-ouellet')?.date_joined ?? '';
    const answer = await call('admin', 'GET', `report/network/${joined}/${joined}`);
    const report = answer.body as unknown as NetworkReportData;
    const item = report.new_members.find((m) => m.member.id === 'member-louis-ouellet');
    expect(item).toEqual({
      member: { id: 'member-louis-ouellet', first_name: 'Louis', last_name: 'Ouellet', is_active: false },
      date_joined: joined,
      faculty_id: expect.any(String) as unknown,
      member_type_id: expect.any(String) as unknown,
    });
    expect(report.new_members.every((m) => m.date_joined === joined)).toBe(true);
  });

  it('lists a partner registered today in a period holding today, with its creation time and no contact field', async () => {
    const registered = await call('admin', 'POST', 'register-partner', {
      name_en: `Report partner ${Date.now().toString(36)}`,
      scope_id: 'org-scope-local',
      contact_name: 'Private Contact',
      contact_email: 'private.contact@example.org',
      internal_notes: 'Never in a report.',
    });
    expect(registered.status).toBe(201);
    const id = registered.body.id as string;
    created.push(id);
    // Today in the network's time zone (PORTAL_TIME_ZONE, default America/Toronto).
    const today = dateInTimeZone(new Date(), process.env.PORTAL_TIME_ZONE ?? 'America/Toronto');
    const answer = await call('admin', 'GET', `report/network/2025-01-01/${today.slice(0, 4)}-12-31`);
    const report = answer.body as unknown as NetworkReportData;
    const partner = report.new_partners.find((p) => p.id === id);
    expect(partner?.created_at).toBe(registered.body.created_at);
    expect(Object.keys(partner ?? {}).sort()).toEqual(['created_at', 'id', 'name_en', 'name_fr', 'scope_id', 'type_id']);
    expectNoLeak(answer);
    expect(JSON.stringify(report)).not.toContain('private.contact@example.org');
    const before = await call('admin', 'GET', 'report/network/2020-01-01/2020-12-31');
    expect(ids((before.body as unknown as NetworkReportData).new_partners)).not.toContain(id);
  });
});

describe('GET /api/report/network/{from}/{to}: trends (spec 7-reports §7.3.2, §7.3.6 criterion 9)', () => {
  it('for 2025-01-01 to 2025-12-31 equals the dashboard\'s buckets for 2021 to 2025', async () => {
    const [answer, dashboard] = await Promise.all([call('admin', 'GET', 'report/network/2025-01-01/2025-12-31'), call('admin', 'GET', 'stats/dashboard')]);
    const trends = (answer.body as unknown as NetworkReportData).trends;
    const figures = dashboard.body as unknown as DashboardFigures;
    expect(trends.periods).toEqual([2021, 2022, 2023, 2024, 2025].map((y) => ({ from: `${y}-01-01`, to: `${y}-12-31` })));
    const key = (p: { period: number; count: number }, type: string | null) => JSON.stringify([p.period, type, p.count]);
    const inYears = <T extends { year: number | null }>(buckets: readonly T[]) => buckets.filter((b) => b.year !== null && b.year >= 2021 && b.year <= 2025);
    expect(trends.products.map((p) => key(p, p.product_type_id)).sort()).toEqual(
      inYears(figures.products_by_year_and_type).map((b) => key({ period: (b.year as number) - 2021, count: b.count }, b.product_type_id)).sort(),
    );
    expect(trends.events.map((e) => key(e, e.event_type_id)).sort()).toEqual(
      inYears(figures.events_by_year).map((b) => key({ period: (b.year as number) - 2021, count: b.count }, b.event_type_id)).sort(),
    );
    expect(trends.products.length).toBeGreaterThan(0);
    expect([...trends.products, ...trends.events].every((entry) => entry.count > 0)).toBe(true);
  });
});

describe('GET /api/report/network/{from}/{to}: the answer on the wire (spec 3-api §3.1.2, docs/adr/0052)', () => {
  const everything = '/api/report/network/1900-01-01/2100-12-31';
  const CHROMIUM = 'gzip, deflate, br, zstd';
  /** The answer without its time stamp, which differs from one call to the next. */
  const content = (bytes: Buffer) => {
    const { generated_at: _at, ...rest } = JSON.parse(bytes.toString('utf8')) as NetworkReportData;
    return rest;
  };

  it('compresses a large answer as the request allows, brotli first, and decodes to the same JSON', async () => {
    const signed = bearer(tokens.admin as string);
    const plain = await rawGet(everything, signed);
    expect([plain.status, plain.encoding]).toEqual([200, undefined]);
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const br = await rawGet(everything, { ...signed, 'Accept-Encoding': CHROMIUM });
    expect([br.status, br.encoding]).toEqual([200, 'br']);
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(content(brotliDecompressSync(br.bytes))).toEqual(content(plain.bytes));
    const gzip = await rawGet(everything, { ...signed, 'Accept-Encoding': 'gzip, deflate' });
    expect([gzip.status, gzip.encoding]).toEqual([200, 'gzip']);
    expect(gzip.headers.vary).toContain('Accept-Encoding');
    expect(content(gunzipSync(gzip.bytes))).toEqual(content(plain.bytes));
  });

  it('sends identity when the request allows neither coding', async () => {
    const signed = bearer(tokens.admin as string);
    for (const accepted of ['identity', 'deflate, zstd']) {
      const answer = await rawGet(everything, { ...signed, 'Accept-Encoding': accepted });
      expect([answer.status, answer.encoding], accepted).toEqual([200, undefined]);
      expect(content(answer.bytes).grants.length).toBe(dataset.grants.length - 2);
    }
  });

  it('sends a small answer (a period without activity) as it is, whatever the request allows', async () => {
    const answer = await rawGet('/api/report/network/1901-01-01/1901-12-31', { ...bearer(tokens.admin as string), 'Accept-Encoding': CHROMIUM });
    expect([answer.status, answer.encoding]).toEqual([200, undefined]);
    expect(answer.bytes.length).toBeLessThanOrEqual(1024);
    expect(content(answer.bytes).products).toEqual([]);
  });

  it('answers a refused period as before: a short problem document, sent as it is', async () => {
    const answer = await rawGet('/api/report/network/2025-04-31/2026-03-31', { ...bearer(tokens.admin as string), 'Accept-Encoding': CHROMIUM });
    expect([answer.status, answer.encoding, answer.headers['content-type']]).toEqual([400, undefined, 'application/problem+json; charset=utf-8']);
  });
});
