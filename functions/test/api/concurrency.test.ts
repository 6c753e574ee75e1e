import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, signIn } from './support';

/** Two editors never silently overwrite each other (spec 3-api §3.1.6). */
describe('optimistic concurrency', () => {
  let admin: Record<string, string> = {};
  beforeAll(async () => {
    admin = bearer(await signIn('admin@aurora-network.example'));
  });

  async function patch(path: string, version: string, body: unknown) {
    return api(path, {
      method: 'PATCH',
      headers: { ...admin, 'Content-Type': 'application/json', 'If-Match': `"${version}"` },
      body: JSON.stringify(body),
    });
  }

  it('of two writers holding the same version, one succeeds, the other gets 412, and the first change survives', async () => {
    const created = await api('/api/register-keyword', {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name_en: 'Concurrency test', name_fr: 'Test de concurrence' }),
    });
    expect(created.status).toBe(201);
    const keyword = (await created.json()) as { id: string; etag: string };

    const [first, second] = await Promise.all([
      patch(`/api/update-keyword/${keyword.id}`, keyword.etag, { name_en: 'Concurrency winner A' }),
      patch(`/api/update-keyword/${keyword.id}`, keyword.etag, { name_en: 'Concurrency winner B' }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 412]);
    const winner = (first.status === 200 ? await first.json() : await second.json()) as { name_en: string; etag: string };
    const loser = (first.status === 412 ? await first.json() : await second.json()) as { code: string };
    expect(loser.code).toBe('stale_version');

    const stored = ((await (await api('/api/all-keywords')).json()) as { id: string; name_en: string; etag: string }[]).find((k) => k.id === keyword.id);
    expect(stored?.name_en).toBe(winner.name_en);
    expect(stored?.etag).toBe(winner.etag);
  });

  it('a repeated PATCH with the old version answers 412 and changes nothing', async () => {
    const created = await api('/api/register-keyword', {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name_en: 'Concurrency repeat', name_fr: null }),
    });
    const keyword = (await created.json()) as { id: string; etag: string };
    expect((await patch(`/api/update-keyword/${keyword.id}`, keyword.etag, { name_fr: 'Répétition' })).status).toBe(200);
    const again = await patch(`/api/update-keyword/${keyword.id}`, keyword.etag, { name_fr: 'Autre valeur' });
    expect(again.status).toBe(412);
    const stored = ((await (await api('/api/all-keywords')).json()) as { id: string; name_fr: string }[]).find((k) => k.id === keyword.id);
    expect(stored?.name_fr).toBe('Répétition');
  });
});
