import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { api, bearer, callApi, cosmosRequests, rawGet, records, refreshQueries, signIn, signInAll, SYSTEM_FIELDS, touchStoreBehindApi } from './support';

/**
 * List answers are kept per instance while their change markers stand (issue 12, docs/adr/0031,
 * made exact by docs/adr/0033): 100 anonymous calls of one list cost one query and one marker
 * point read per call, a conditional call with the current tag gets 304 without a body, and a
 * write (through the API, or behind its back when it moves the marker) is seen by the next call.
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
  // Read once before: the refresh counted is then that of an instance that keeps the rows (docs/adr/0039).
  expect((await api(path)).status).toBe(200);
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

describe('list answers kept while their change markers stand (issue 12 Deliver 4, issue 13 Deliver 4)', () => {
  it.each(LISTS)(`${CALLS} anonymous calls of /api/%s cost one refresh and a marker read each`, async (list) => {
    const requests = await storeRequestsOfRepeatedCalls(`/api/${list}`, CALLS);
    figures.push(`${list}: ${requests}`);
    expect(requests).toBe(CALLS + refreshQueries(list));
  });

  it(`${CALLS} anonymous calls of /api/stats/counts cost one refresh (one count query per kind) and six marker reads each`, async () => {
    const requests = await storeRequestsOfRepeatedCalls('/api/stats/counts', CALLS);
    figures.push(`stats/counts: ${requests}`);
    expect(requests).toBe(6 * CALLS + 6);
  });

  it(`${CALLS} simultaneous anonymous calls of one list share one refresh`, async () => {
    expect(await storeRequestsOfRepeatedCalls('/api/all-products', CALLS, CALLS)).toBe(CALLS + refreshQueries('all-products'));
  });

  it('a kept answer is revalidated like a fresh one: same strong ETag, 304 without a body on If-None-Match', async () => {
    await touchStoreBehindApi();
    const first = await api('/api/all-keywords');
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await api('/api/all-keywords', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30');
  });

  it('a big list is compressed as a browser accepts it, br first, through the local host and from the kept answer', async () => {
    const plain = await rawGet('/api/all-products', {});
    expect(plain.encoding).toBeUndefined();
    // Chromium's Accept-Encoding; the second call is answered from the kept answer.
    for (let call = 0; call < 2; call += 1) {
      const br = await rawGet('/api/all-products', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(br.encoding).toBe('br');
      expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
      expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    }
    const gzip = await rawGet('/api/all-products', { 'Accept-Encoding': 'gzip, deflate' });
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    const admin = await signIn('admin@aurora-network.example');
    const accounts = await rawGet('/api/all-accounts', { ...bearer(admin), 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect([accounts.status, accounts.encoding]).toEqual([200, 'br']);
  });

  it('a tag that does not match gets 200 with the whole body', async () => {
    const answer = await api('/api/all-keywords', { headers: { 'If-None-Match': '"not-the-current-tag"' } });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('a write through the API moves the tag, and the next answer has the change at once', async () => {
    const admin = await signIn('admin@aurora-network.example');
    const before = await api('/api/all-keywords');
    const tag = before.headers.get('etag') ?? '';
    const created = await callApi(admin, 'POST', 'register-keyword', { name_en: `Tag probe ${randomUUID()}` });
    expect(created.status).toBe(201);
    const after = await api('/api/all-keywords', { headers: { 'If-None-Match': tag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    expect(((await after.json()) as { id: string }[]).map((keyword) => keyword.id)).toContain(created.body.id);
  });

  it('a marker moved behind the API (as the demo loader and the generator do) ends every client tag and kept answer', async () => {
    const tag = (await api('/api/all-products')).headers.get('etag') ?? '';
    expect((await api('/api/all-products', { headers: { 'If-None-Match': tag } })).status).toBe(304);
    await records().items.upsert({ id: '.changes', pk: 'product', kind: 'change-marker', version: randomUUID() });
    const after = await api('/api/all-products', { headers: { 'If-None-Match': tag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
  });

  it('an administrator list: private, revalidated, 304 on its tag; refused to other roles even with the tag', async () => {
    const tokens = await signInAll(['admin', 'olivier', 'member'] as const);
    // A first call binds the caller's identity: a write of the account partition moves its marker.
    for (const token of Object.values(tokens)) await api('/api/active-account', { headers: bearer(token) });
    const first = await api('/api/all-accounts', { headers: bearer(tokens.admin) });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toContain('Authorization');
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await api('/api/all-accounts', { headers: { ...bearer(tokens.admin), 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const otherAdmin = await api('/api/all-accounts', { headers: { ...bearer(tokens.olivier), 'If-None-Match': tag } });
    expect(otherAdmin.status).toBe(304);
    const member = await api('/api/all-accounts', { headers: { ...bearer(tokens.member), 'If-None-Match': tag } });
    expect(member.status).toBe(403);
    const visitor = await api('/api/all-accounts', { headers: { 'If-None-Match': tag } });
    expect(visitor.status).toBe(401);
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

  it('an administrator list resolves its caller on every call, and reflects a write through the API at once', async () => {
    const admin = await signIn('admin@aurora-network.example');
    const before = await cosmosRequests();
    for (let call = 0; call < 3; call += 1) expect((await api('/api/all-accounts', { headers: bearer(admin) })).status).toBe(200);
    expect((await cosmosRequests()) - before).toBeGreaterThanOrEqual(6);
    const tag = (await api('/api/all-accounts', { headers: bearer(admin) })).headers.get('etag') ?? '';
    const created = await callApi(admin, 'POST', 'register-account', {
      first_name: 'Tag',
      last_name: `Probe ${Date.now()}`,
      login_email: `tag-probe-${randomUUID()}@aurora-network.example`,
      is_member: false,
    });
    expect(created.status).toBe(201);
    try {
      const after = await api('/api/all-accounts', { headers: { ...bearer(admin), 'If-None-Match': tag } });
      expect(after.status).toBe(200);
      expect(((await after.json()) as { id: string }[]).map((account) => account.id)).toContain(created.body.id);
    } finally {
      await callApi(admin, 'DELETE', `delete-account/${String(created.body.id)}`);
    }
  });
});
