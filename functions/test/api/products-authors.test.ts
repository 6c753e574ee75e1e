import { beforeAll, describe, expect, it } from 'vitest';
import { authorEntries } from '../../src/domain/authors';
import { api, bearer, signIn, testToken } from './support';

/**
 * `GET /api/all-authors` (spec 3-api §3.4.4, 1-roles-and-identity §1.6.3): the distinct author
 * names of every product's public `all_author` text, kept current by every product write.
 */
type Entry = { name: string; key: string; product_count: number };

let admin: Record<string, string> = {};

async function authors(): Promise<Entry[]> {
  const response = await api('/api/all-authors');
  expect(response.status).toBe(200);
  return (await response.json()) as Entry[];
}

async function registerProduct(allAuthor: string): Promise<string> {
  const response = await api('/api/register-product', {
    method: 'POST',
    headers: { ...admin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title_en: 'Authors list test', all_author: allAuthor }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function deleteProduct(id: string): Promise<void> {
  expect((await api(`/api/delete-product/${id}`, { method: 'DELETE', headers: admin })).status).toBe(204);
}

beforeAll(async () => {
  admin = bearer(await signIn('admin@aurora-network.example'));
});

describe('GET /api/all-authors (spec 3-api §3.4.4)', () => {
  it('is public: the same answer with or without a token, public caching headers and a strong ETag', async () => {
    const anonymous = await api('/api/all-authors');
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30');
    expect(anonymous.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const body = await anonymous.text();
    const forged = await api('/api/all-authors', { headers: bearer(await testToken({ exp: 1 })) });
    expect(forged.status).toBe(200);
    expect(await forged.text()).toBe(body);
  });

  it('answers {name, key, product_count} per distinct name, ordered by key, as split from every product text', async () => {
    const list = await authors();
    expect(list.length).toBeGreaterThan(50);
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['key', 'name', 'product_count']);
    const keys = list.map((e) => e.key);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const products = (await (await api('/api/all-products')).json()) as { all_author: string }[];
    expect(list).toEqual(authorEntries(products.map((p) => p.all_author)));
  });

  it('splits the demo texts as author matching does: "Tremblay, M." stays one name, titles and "et" are removed', async () => {
    const byKey = new Map((await authors()).map((e) => [e.key, e]));
    expect(byKey.get('tremblay, m.')).toMatchObject({ name: 'Tremblay, M.' });
    expect(byKey.get('smith j.')).toMatchObject({ name: 'Smith J.' });
    expect(byKey.get('kwame mensah')).toMatchObject({ name: 'Kwame Mensah' });
    expect(byKey.get('mamadou diallo')).toMatchObject({ name: 'Mamadou Diallo' });
    expect(byKey.get('garcia lopez, maria jose')).toMatchObject({ name: 'García López, María José' });
    expect([...byKey.keys()].some((key) => key.startsWith('dr') || key.includes(' et ') || key.includes(';'))).toBe(false);
  });

  it('follows product writes: spellings grouped by key, the most used one shown, counts per product', async () => {
    const first = await registerProduct('Zébulon Quintessence and Marie Roy');
    const second = await registerProduct('Zébulon Quintessence; Dr. zebulon  quintessence2; ZEBULON QUINTESSENCE');
    let entry = (await authors()).find((e) => e.key === 'zebulon quintessence');
    expect(entry).toEqual({ name: 'Zébulon Quintessence', key: 'zebulon quintessence', product_count: 2 });

    // Three spellings used once each: the first in en-CA collation (no accent, then lower case) wins.
    await deleteProduct(first);
    entry = (await authors()).find((e) => e.key === 'zebulon quintessence');
    expect(entry).toEqual({ name: 'zebulon quintessence', key: 'zebulon quintessence', product_count: 1 });

    await deleteProduct(second);
    expect((await authors()).find((e) => e.key === 'zebulon quintessence')).toBeUndefined();
  });
});
