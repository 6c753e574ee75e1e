import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, cosmosRequests, refreshQueries, signIn, storeRequestsOf, touchStoreBehindApi } from './support';

/**
 * Store work per route (spec 3-api §3.15, 2-data-model §2.6.2): counted as requests received by
 * the local Cosmos server. Lists: one point read of each change marker they depend on, and when a
 * marker moved since the instance kept the answer (docs/adr/0033), one query, or for a whole kind
 * whose rows the instance keeps, a count and the changes (docs/adr/0039). Details: a small fixed bound, below the
 * number of links of the records read (member #3 has 20 keywords), so no per-item read passes.
 */
const LISTS = [
  'all-members', 'all-partners', 'all-organizations', 'all-products', 'all-product-titles', 'all-authors', 'all-grants',
  'all-events', 'all-supervisions', 'all-keywords', 'all-faculties', 'all-member-types', 'all-org-types',
  'all-org-scopes', 'all-product-types', 'all-event-types', 'all-sources', 'all-statuses', 'all-levels', 'all-targets',
  'all-topics',
];

const DETAILS: [string, string, string][] = [
  ['member/{id}/public', 'member-jean-pierre-levesque', 'member-kwame-mensah'],
  ['partner/{id}/public', 'org-lakeview-health', 'org-greentransit'],
  ['product/{id}/public', 'product-01', 'product-40'],
  ['grant/{id}/public', 'grant-01', 'grant-12'],
  ['event/{id}/public', 'event-01', 'event-12'],
  ['supervision/{id}/public', 'supervision-01', 'supervision-09'],
];

const PRIVATE_DETAILS: [string, string, string][] = [
  ['member/{id}/private', 'member-jean-pierre-levesque', 'member-kwame-mensah'],
  ['partner/{id}/private', 'org-lakeview-health', 'org-greentransit'],
  ['product/{id}/private', 'product-01', 'product-40'],
  ['grant/{id}/private', 'grant-01', 'grant-12'],
  ['event/{id}/private', 'event-01', 'event-12'],
  ['supervision/{id}/private', 'supervision-01', 'supervision-09'],
];

/**
 * The kinds of record that hold each list's ids (spec 3-api §3.16.1, 2-data-model §2.2): usage
 * costs one query per holding kind (A20), whatever the number of entries or records.
 */
const HOLDING_KINDS: [string, number][] = [
  ['faculties', 2], ['member-types', 1], ['org-types', 1], ['org-scopes', 1], ['product-types', 1], ['event-types', 1],
  ['sources', 1], ['statuses', 1], ['levels', 1], ['targets', 1], ['topics', 3], ['keywords', 1],
];

/** The store requests of one call, whatever its answer. */
async function storeRequestsOfCall(path: string, init: RequestInit, status: number): Promise<number> {
  const before = await cosmosRequests();
  const response = await api(path, init);
  const after = await cosmosRequests();
  expect(response.status, path).toBe(status);
  return after - before;
}

/**
 * The store requests of a list's first call once its kept answer is dropped (docs/adr/0031, 0033),
 * on an instance that read it before (so that whole-kind rows are kept, docs/adr/0039).
 */
async function storeRequestsOfRefresh(path: string, init: RequestInit = {}): Promise<number> {
  expect((await api(path, init)).status).toBe(200);
  await touchStoreBehindApi();
  const before = await cosmosRequests();
  const response = await api(path, init);
  const after = await cosmosRequests();
  if (response.status >= 400) throw new Error(`${path} answered ${response.status}`);
  return after - before;
}

describe('store requests per route (spec 3-api §3.15)', () => {
  let admin: RequestInit = {};
  beforeAll(async () => {
    admin = { headers: bearer(await signIn('admin@aurora-network.example')) };
    // The first call of a new identity binds it to its account (writes): not what is counted
    // here. Run alone, this file counted that binding in the first authenticated route.
    expect((await api('/api/active-account', admin)).status).toBe(200);
  });

  /** The store requests of a conditional call with the current tag, after the kept answers were dropped. */
  async function storeRequestsOfRevalidation(path: string, init: RequestInit = {}): Promise<number> {
    const tag = (await api(path, init)).headers.get('etag') ?? '';
    await touchStoreBehindApi();
    const before = await cosmosRequests();
    const response = await api(path, { ...init, headers: { ...(init.headers as Record<string, string>), 'If-None-Match': tag } });
    const after = await cosmosRequests();
    expect(response.status).toBe(304);
    return after - before;
  }

  it.each(LISTS)('GET /api/%s is its marker read and its refresh queries; kept, the marker read alone; revalidated, the marker read and no query', async (route) => {
    expect(await storeRequestsOfRefresh(`/api/${route}`)).toBe(1 + refreshQueries(route));
    expect(await storeRequestsOf(`/api/${route}`)).toBe(1);
    expect(await storeRequestsOfRevalidation(`/api/${route}`)).toBe(1);
  });

  it('GET /api/all-accounts is the caller, its marker, a count and the changes; kept or revalidated, no query', async () => {
    expect(await storeRequestsOfRefresh('/api/all-accounts', admin)).toBe(2 + refreshQueries('all-accounts'));
    expect(await storeRequestsOf('/api/all-accounts', admin)).toBe(2);
    expect(await storeRequestsOfRevalidation('/api/all-accounts', admin)).toBe(2);
  });

  it('GET /api/stats/counts is one count query per kind and a marker read per kind; kept or revalidated, the marker reads alone', async () => {
    expect(await storeRequestsOfRefresh('/api/stats/counts')).toBe(12);
    expect(await storeRequestsOf('/api/stats/counts')).toBe(6);
    expect(await storeRequestsOfRevalidation('/api/stats/counts')).toBe(6);
  });

  it('GET /api/stats/dashboard is the caller, a marker read per kind and, per figure, its kept projection refreshed (a count and the changes); kept or revalidated, no query', async () => {
    expect(await storeRequestsOfRefresh('/api/stats/dashboard', admin)).toBe(1 + 3 + 3 * 2);
    expect(await storeRequestsOf('/api/stats/dashboard', admin)).toBe(4);
    expect(await storeRequestsOfRevalidation('/api/stats/dashboard', admin)).toBe(4);
  });

  it.each(HOLDING_KINDS)('GET /api/reference-usage/%s is the caller and one query per holding kind (%i); one entry adds its read', async (list, kinds) => {
    expect(await storeRequestsOf(`/api/reference-usage/${list}`, admin)).toBe(1 + kinds);
    const id = list === 'keywords' ? 'keyword-aging' : list === 'faculties' ? 'faculty-science' : null;
    if (id) expect(await storeRequestsOf(`/api/reference-usage/${list}/${id}`, admin)).toBe(2 + kinds);
  });

  it('reference writes: a refused delete is the caller, the entry and a count per holding kind; add, rename, retire and delete are a batch with the marker and the names\' guards, and one audit entry each', async () => {
    const del = { ...admin, method: 'DELETE' };
    expect(await storeRequestsOfCall('/api/delete-reference/faculties/faculty-science', del, 409)).toBe(1 + 1 + 2);
    expect(await storeRequestsOfCall('/api/delete-keyword/keyword-aging', del, 409)).toBe(1 + 1 + 1);
    const name = `Efficiency ${Date.now().toString(36)}`;
    const json = (method: string, body: unknown, version?: string): RequestInit => ({
      method,
      headers: { ...(admin.headers as Record<string, string>), 'Content-Type': 'application/json', ...(version ? { 'If-Match': `"${version}"` } : {}) },
      body: JSON.stringify(body),
    });
    // Added: the caller, a guard per name, the entry with its marker in one batch, the audit entry.
    let before = await cosmosRequests();
    const added = await api('/api/register-reference/faculties', json('POST', { name_en: name, name_fr: `${name} fr` }));
    expect(added.status).toBe(201);
    expect((await cosmosRequests()) - before).toBe(1 + 2 + 1 + 1);
    const { id, etag } = (await added.json()) as { id: string; etag: string };
    // Renamed in one language: the caller, the entry, the new name's guard, the batch, the old guard's release, the audit entry.
    before = await cosmosRequests();
    const renamed = await api(`/api/update-reference/faculties/${id}`, json('PATCH', { name_fr: `${name} renamed` }, etag));
    expect(renamed.status).toBe(200);
    expect((await cosmosRequests()) - before).toBe(1 + 1 + 1 + 1 + 1 + 1);
    // Retired: the caller, the entry, the batch, the audit entry.
    before = await cosmosRequests();
    const retired = await api(`/api/update-reference/faculties/${id}`, json('PATCH', { retired: true }, ((await renamed.json()) as { etag: string }).etag));
    expect(retired.status).toBe(200);
    expect((await cosmosRequests()) - before).toBe(1 + 1 + 1 + 1);
    const written = await storeRequestsOfCall(`/api/delete-reference/faculties/${id}`, del, 204);
    // The delete and its partition's marker are one batch; each name's unique guard is released; the audit entry.
    expect(written).toBe(1 + 1 + 2 + 1 + 2 + 1);
    // Its history (A26): the caller and one query, deleted or not; a member's adds its insight's query.
    expect(await storeRequestsOf(`/api/history/faculty/${id}`, admin)).toBe(1 + 1);
    expect(await storeRequestsOf('/api/history/member/member-eric-levesque', admin)).toBe(1 + 2);
  });

  it('GET /api/doi-metadata/{doi} (A27): the caller, the DOI guard, its product when held, the product type when mapped', async () => {
    // The second call of each is measured: the metadata is then the instance's kept answer.
    expect(await storeRequestsOf('/api/doi-metadata/10.5555/arn.fixture.manuscript', admin)).toBe(1 + 1);
    expect(await storeRequestsOf('/api/doi-metadata/10.5555/arn.fixture.rapport', admin)).toBe(1 + 1 + 1);
    expect(await storeRequestsOf('/api/doi-metadata/10.5555/arn.2024.001', admin)).toBe(1 + 2 + 1);
  });

  it('GET /api/member/{id}/cv (A28) is the caller, the member with its four reverse lookups, and one batched read per reference kind, whatever the number of items', async () => {
    // Éric Lévesque has a faculty, keywords and partnerships: every reference kind is read once.
    expect(await storeRequestsOf('/api/member/member-eric-levesque/cv', admin)).toBe(1 + (1 + 4) + 3);
    // The inactive member with fewer links costs no more.
    expect(await storeRequestsOf('/api/member/member-louis-ouellet/cv', admin)).toBeLessThanOrEqual(1 + (1 + 4) + 3);
  });

  it('GET /api/report/network/{from}/{to} (A29) is the caller and one wave: a query per kind, a count of the undated per kind, a query per trend figure', async () => {
    const kinds = 6;
    const undated = 4;
    const trends = 2;
    expect(await storeRequestsOf('/api/report/network/2024-04-01/2025-03-31', admin)).toBe(1 + kinds + undated + trends);
    expect(await storeRequestsOf('/api/report/network/1900-01-01/2100-12-31', admin)).toBe(1 + kinds + undated + trends);
  });

  it.each(DETAILS)('GET /api/%s costs a few requests, however many links the record has', async (route, many, few) => {
    expect(await storeRequestsOf(`/api/${route.replace('{id}', many)}`)).toBeLessThanOrEqual(6);
    expect(await storeRequestsOf(`/api/${route.replace('{id}', few)}`)).toBeLessThanOrEqual(6);
  });

  it.each(PRIVATE_DETAILS)('GET /api/%s (administrator) costs a few requests, however many links the record has', async (route, many, few) => {
    expect(await storeRequestsOf(`/api/${route.replace('{id}', many)}`, admin)).toBeLessThanOrEqual(12);
    expect(await storeRequestsOf(`/api/${route.replace('{id}', few)}`, admin)).toBeLessThanOrEqual(12);
  });
});
