import type { Page } from '@playwright/test';

const noCache = { 'Cache-Control': 'no-cache' };

/** The bearer token the SPA sends, taken from its next authenticated API request. */
export async function nextToken(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const request = page.waitForRequest((r) => r.url().includes('/api/') && Boolean(r.headers()['authorization']));
  await trigger();
  return (await request).headers()['authorization'] ?? '';
}

/** A GET of the API past every cache, anonymous or with the SPA's token; the body when it is a 2xx. */
export async function apiGet<T>(page: Page, path: string, token = ''): Promise<{ status: number; body: T | null }> {
  const headers: Record<string, string> = token ? { ...noCache, Authorization: token, 'X-Authorization': token } : noCache;
  const response = await page.request.get(path, { headers });
  return { status: response.status(), body: response.ok() ? ((await response.json()) as T) : null };
}

/** What a delete's cascade changes on a record that links to the deleted one (its private detail). */
export interface LinkHolder {
  /** The record's version: a cascade that rewrites the record moves it. */
  etag: string;
  /** The ids of the records of one relation, as the detail names them. */
  linked: string[];
}

/** A record's version and the ids one relation of its private detail names (e.g. `partners`). */
export async function linkHolder(page: Page, path: string, relation: string, token: string): Promise<LinkHolder> {
  const answer = await apiGet<Record<string, unknown>>(page, path, token);
  if (!answer.body) throw new Error(`GET ${path}: ${answer.status}`);
  return { etag: String(answer.body.etag), linked: (answer.body[relation] as Array<{ id: string }>).map((record) => record.id) };
}
