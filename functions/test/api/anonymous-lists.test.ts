import { afterAll, describe, expect, it } from 'vitest';
import { api, bearer, callApi, cosmosRequests, records, signIn, SYSTEM_FIELDS, touchStoreBehindApi } from './support';

/**
 * Anonymous list answers are kept per instance for the 30 s their Cache-Control promises
 * (issue 12, docs/adr/0031): 100 anonymous calls of one list cost at most one store refresh,
 * and a write (through the API, or behind its back on the local host) is seen by the next call.
 */
const LISTS = [
  'all-members', 'all-partners', 'all-organizations', 'all-products', 'all-product-titles', 'all-authors', 'all-grants',
  'all-events', 'all-supervisions', 'all-keywords', 'all-faculties', 'all-member-types', 'all-org-types',
  'all-org-scopes', 'all-product-types', 'all-event-types', 'all-sources', 'all-statuses', 'all-levels', 'all-targets',
  'all-topics',
];
const CALLS = 100;

/**
 * Store requests made by `calls` anonymous calls of `path`, right after the kept answers were
 * dropped: in waves of `wave` simultaneous calls (10 keeps the suite quick; `calls` tests sharing).
 */
async function storeRequestsOfRepeatedCalls(path: string, calls: number, wave = 10): Promise<number> {
  await touchStoreBehindApi();
  const before = await cosmosRequests();
  for (let done = 0; done < calls; done += wave) {
    const answers = await Promise.all(Array.from({ length: Math.min(wave, calls - done) }, () => api(path).then(async (answer) => (await answer.arrayBuffer(), answer.status))));
    expect(answers.every((status) => status === 200)).toBe(true);
  }
  return (await cosmosRequests()) - before;
}

const figures: string[] = [];
afterAll(() => {
  // The closing note asks for these figures (store requests per 100 anonymous calls).
  console.log(`store requests per ${CALLS} anonymous calls:\n${figures.join('\n')}`);
});

describe('anonymous list answers kept for 30 s (issue 12 Deliver 4)', () => {
  it.each(LISTS)(`${CALLS} anonymous calls of /api/%s cost at most one store query`, async (list) => {
    const requests = await storeRequestsOfRepeatedCalls(`/api/${list}`, CALLS);
    figures.push(`${list}: ${requests}`);
    expect(requests).toBeLessThanOrEqual(1);
  });

  it(`${CALLS} anonymous calls of /api/stats/counts cost one refresh (one count query per kind)`, async () => {
    const requests = await storeRequestsOfRepeatedCalls('/api/stats/counts', CALLS);
    figures.push(`stats/counts: ${requests}`);
    expect(requests).toBeLessThanOrEqual(6);
  });

  it(`${CALLS} simultaneous anonymous calls of one list share one store query`, async () => {
    expect(await storeRequestsOfRepeatedCalls('/api/all-products', CALLS, CALLS)).toBeLessThanOrEqual(1);
  });

  it('a kept answer is revalidated like a fresh one: same weak ETag, 304 on If-None-Match', async () => {
    await touchStoreBehindApi();
    const first = await api('/api/all-keywords');
    const tag = first.headers.get('etag') ?? '';
    const again = await api('/api/all-keywords', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30');
    expect(again.headers.get('age')).toMatch(/^\d+$/);
  });

  it('a write through the API is seen by the next anonymous call', async () => {
    const admin = await signIn('admin@aurora-network.example');
    const kept = (await (await api('/api/all-keywords')).json()) as { id: string }[];
    const name = `Cache probe ${Date.now()}`;
    const created = await callApi(admin, 'POST', 'register-keyword', { name_en: name, name_fr: `Sonde ${Date.now()}` });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const after = (await (await api('/api/all-keywords')).json()) as { id: string }[];
    expect(after.map((keyword) => keyword.id)).toContain(id);
    expect(after.length).toBe(kept.length + 1);
  });

  it('data written behind the API on the local host is seen by the next anonymous call', async () => {
    const before = (await (await api('/api/stats/counts')).json()) as { events: number };
    const { resource } = await records().item('event-01', 'event').read<Record<string, unknown>>();
    if (!resource) throw new Error('demo event-01 missing');
    const copy: Record<string, unknown> = { ...resource, id: `event-cache-probe-${Date.now()}` };
    for (const field of SYSTEM_FIELDS) delete copy[field];
    await records().items.create(copy);
    try {
      const after = (await (await api('/api/stats/counts')).json()) as { events: number };
      expect(after.events).toBe(before.events + 1);
    } finally {
      await records().item(copy.id as string, 'event').delete();
    }
  });

  it('authenticated routes are never kept: an administrator list reflects every call', async () => {
    const admin = { headers: bearer(await signIn('admin@aurora-network.example')) };
    const before = await cosmosRequests();
    for (let call = 0; call < 3; call += 1) expect((await api('/api/all-accounts', admin)).status).toBe(200);
    expect((await cosmosRequests()) - before).toBeGreaterThanOrEqual(3);
  });
});
