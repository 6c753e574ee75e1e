import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, cosmosRequests, signIn, storeRequestsOf, touchStoreBehindApi } from './support';

/**
 * Store work per route (spec 3-api §3.15, 2-data-model §2.6.2): counted as requests received by
 * the local Cosmos server. Lists: exactly one query. Details: a small fixed bound, below the
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
 * The store requests of a list's first call once its kept answer is dropped (anonymous answers are
 * kept for 30 s, docs/adr/0031): a warm-up call would be answered from memory.
 */
async function storeRequestsOfRefresh(path: string): Promise<number> {
  await touchStoreBehindApi();
  const before = await cosmosRequests();
  const response = await api(path);
  const after = await cosmosRequests();
  if (response.status >= 400) throw new Error(`${path} answered ${response.status}`);
  return after - before;
}

describe('store requests per route (spec 3-api §3.15)', () => {
  let admin: RequestInit = {};
  beforeAll(async () => {
    admin = { headers: bearer(await signIn('admin@aurora-network.example')) };
  });

  it.each(LISTS)('GET /api/%s is one query', async (route) => {
    expect(await storeRequestsOfRefresh(`/api/${route}`)).toBe(1);
  });

  it('GET /api/all-accounts is one query after the caller is resolved', async () => {
    expect(await storeRequestsOf('/api/all-accounts', admin)).toBe(2);
  });

  it('GET /api/stats/counts is one count query per kind', async () => {
    expect(await storeRequestsOfRefresh('/api/stats/counts')).toBe(6);
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
