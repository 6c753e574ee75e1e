import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventListItem } from '@portal/common/api/event';
import type { GrantListItem } from '@portal/common/api/grant';
import type { ProductListItem } from '@portal/common/api/product';
import type { DashboardFigures } from '@portal/common/api/stats';
import { buildDemoDataset } from '@portal/common/demo/dataset';
import { problemsIn, privateValues } from './leak-scan';
import { api, bearer, callerFor, signInAll } from './support';

/**
 * GET /api/stats/dashboard (spec 3-api §3.16.3, spec 6-data-and-beyond §6.3.2) through the running
 * API: who may read it, every bucket against a count made here from the public lists (the same
 * records, read another way), exact money, the kept answer's headers and revalidation, and a
 * write moving its bucket. Status codes of every role are also in permission-matrix.test.ts.
 */
const PATH = '/api/stats/dashboard';
const tokens: Partial<Record<'admin' | 'member' | 'guest' | 'newcomer', string>> = {};
const call = callerFor(tokens);
const created: string[] = [];

async function dashboard(token: string, headers: Record<string, string> = {}, path = PATH) {
  const response = await api(path, { headers: { ...bearer(token), ...headers } });
  return { response, figures: response.status === 200 ? ((await response.json()) as DashboardFigures) : null };
}

async function list<T>(route: string): Promise<T[]> {
  return (await (await api(`/api/${route}`)).json()) as T[];
}

/** Buckets counted one record at a time, keyed as a sorted `key → [count, cents]` table. */
function tally<T>(items: readonly T[], key: (item: T) => unknown[], cents: (item: T) => number = () => 0): Record<string, [number, number]> {
  const table: Record<string, [number, number]> = {};
  for (const item of items) {
    const k = JSON.stringify(key(item));
    const [count, sum] = table[k] ?? [0, 0];
    table[k] = [count + 1, sum + cents(item)];
  }
  return table;
}

/** The figures without the time they were computed at. */
const withoutTime = (figures: object | null) => ({ ...figures, generated_at: undefined });
const year = (date: string | null) => (date === null ? null : Number(date.slice(0, 4)));
/** Dollars with at most two decimals, as whole cents (refuses any other number). */
function centsOf(amount: number): number {
  const cents = Math.round(amount * 100);
  expect(cents / 100, `${amount} has at most two decimals`).toBe(amount);
  return cents;
}

beforeAll(async () => {
  Object.assign(tokens, await signInAll(['admin', 'member', 'guest', 'newcomer']));
});

afterAll(async () => {
  for (const id of created) await call('admin', 'DELETE', `delete-grant/${id}`);
});

describe('GET /api/stats/dashboard: who may read it (spec 6-data-and-beyond §6.3.9)', () => {
  it('answers 401 authentication_required without a token and 403 account_not_registered without an account', async () => {
    const visitor = await call('visitor', 'GET', 'stats/dashboard');
    expect([visitor.status, visitor.body.code]).toEqual([401, 'authentication_required']);
    const newcomer = await call('newcomer', 'GET', 'stats/dashboard');
    expect([newcomer.status, newcomer.body.code]).toEqual([403, 'account_not_registered']);
  });

  it('answers the same figures to a registered account without a member record, a member and an administrator', async () => {
    const [guest, member, admin] = await Promise.all([call('guest', 'GET', 'stats/dashboard'), call('member', 'GET', 'stats/dashboard'), call('admin', 'GET', 'stats/dashboard')]);
    expect([guest.status, member.status, admin.status]).toEqual([200, 200, 200]);
    // A first call binds the caller's account, a store write after which the local host computes
    // the figures again: only `generated_at` may differ.
    expect(withoutTime(member.body)).toEqual(withoutTime(guest.body));
    expect(withoutTime(admin.body)).toEqual(withoutTime(guest.body));
  });
});

describe('GET /api/stats/dashboard: the buckets (spec 3-api §3.16.3)', () => {
  let figures: DashboardFigures;
  let products: ProductListItem[];
  let grants: GrantListItem[];
  let events: EventListItem[];

  beforeAll(async () => {
    [figures, products, grants, events] = await Promise.all([
      dashboard(tokens.guest as string).then((answer) => answer.figures as DashboardFigures),
      list<ProductListItem>('all-products'),
      list<GrantListItem>('all-grants'),
      list<EventListItem>('all-events'),
    ]);
  });

  it('answers the three figures and the time of the computation, nothing else', () => {
    expect(Object.keys(figures).sort()).toEqual(['events_by_year', 'generated_at', 'grants_by_status', 'products_by_year_and_type']);
    expect(figures.generated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(figures.generated_at)).toBeLessThanOrEqual(Date.now());
  });

  it('counts products per year of publish_date and type, as the product list has them', () => {
    expect(figures.products_by_year_and_type.every((b) => Object.keys(b).length === 3 && b.count > 0)).toBe(true);
    const answered = tally(figures.products_by_year_and_type.flatMap((b) => Array<typeof b>(b.count).fill(b)), (b) => [b.year, b.product_type_id]);
    expect(answered).toEqual(tally(products, (p) => [year(p.publish_date), p.product_type_id]));
    expect(Object.keys(answered).some((key) => key.startsWith('[null,'))).toBe(true);
  });

  it('counts events per year of start_date and type, as the event list has them', () => {
    expect(figures.events_by_year.every((b) => Object.keys(b).length === 3 && b.count > 0)).toBe(true);
    const answered = tally(figures.events_by_year.flatMap((b) => Array<typeof b>(b.count).fill(b)), (b) => [b.year, b.event_type_id]);
    expect(answered).toEqual(tally(events, (e) => [year(e.start_date), e.event_type_id]));
  });

  it('counts grants per year (submission, else obtained, else completed), status, source and network, with exact amount totals', () => {
    expect(figures.grants_by_status.every((b) => Object.keys(b).length === 6 && b.count > 0)).toBe(true);
    const answered: Record<string, [number, number]> = {};
    for (const b of figures.grants_by_status) answered[JSON.stringify([b.year, b.status_id, b.source_id, b.through_network])] = [b.count, centsOf(b.amount_total)];
    const counted = tally(
      grants,
      (g) => [year(g.submission_date ?? g.obtained_date ?? g.completed_date), g.status_id, g.source_id, g.through_network],
      (g) => centsOf(g.amount),
    );
    expect(answered).toEqual(counted);
    // The demo data has undated grants (spec 6-data-and-beyond §6.3.2); the fallbacks are unit-tested.
    expect(figures.grants_by_status.some((b) => b.year === null)).toBe(true);
  });

  it('uses public fields only: the leak scan finds nothing, and no private value of the demo data', () => {
    expect(problemsIn({ path: 'stats/dashboard', kind: 'dashboard', body: figures })).toEqual([]);
    const text = JSON.stringify(figures);
    expect(privateValues(buildDemoDataset()).filter((value) => text.includes(JSON.stringify(value).slice(1, -1)))).toEqual([]);
  });
});

describe('GET /api/stats/dashboard: kept and revalidated like a list (spec 4-shell §4.7, docs/adr/0033)', () => {
  it('ignores a query string, is private to the caller, and answers 304 to its strong tag', async () => {
    const plain = await dashboard(tokens.member as string);
    const queried = await dashboard(tokens.member as string, {}, `${PATH}?from=2020&to=2021&productTypes=x&throughNetwork=true`);
    expect(queried.response.status).toBe(200);
    expect(withoutTime(queried.figures)).toEqual(withoutTime(plain.figures));
    const tag = plain.response.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(queried.response.headers.get('etag')).toBe(tag);
    expect(plain.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(plain.response.headers.get('vary')).toContain('Authorization');

    const revalidated = await dashboard(tokens.admin as string, { 'If-None-Match': tag });
    expect(revalidated.response.status).toBe(304);
    expect(await revalidated.response.text()).toBe('');
    expect(revalidated.response.headers.get('etag')).toBe(tag);
  });

  it('never answers a refused caller from the kept answer, even with its tag', async () => {
    const tag = (await dashboard(tokens.member as string)).response.headers.get('etag') ?? '';
    expect((await api(PATH, { headers: { 'If-None-Match': tag } })).status).toBe(401);
    expect((await dashboard(tokens.newcomer as string, { 'If-None-Match': tag })).response.status).toBe(403);
  });

  it('moves the bucket of a new grant, to the cent, and the tag with it', async () => {
    const before = await dashboard(tokens.guest as string);
    const tag = before.response.headers.get('etag') ?? '';
    const key = { year: 2031, status_id: 'grant-status-awarded', source_id: 'grant-source-cihr', through_network: true };
    const bucketOf = (figures: DashboardFigures | null) =>
      figures?.grants_by_status.find((b) => b.year === key.year && b.status_id === key.status_id && b.source_id === key.source_id && b.through_network);
    const was = bucketOf(before.figures);
    const { year: _year, ...fields } = key;

    for (const amount of [0.1, 0.2]) {
      const answer = await call('admin', 'POST', 'register-grant', { ...fields, title: `Dashboard grant ${amount}`, amount, obtained_date: '2031-03-01', all_investigator: 'A. Test' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      created.push(answer.body.id as string);
    }

    const after = await dashboard(tokens.guest as string, { 'If-None-Match': tag });
    expect(after.response.status).toBe(200);
    expect(after.response.headers.get('etag')).not.toBe(tag);
    expect(bucketOf(after.figures)).toEqual({ ...key, count: (was?.count ?? 0) + 2, amount_total: ((was ? centsOf(was.amount_total) : 0) + 30) / 100 });
  });
});
