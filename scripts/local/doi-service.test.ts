import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSL_JSON, startDoiService, type DoiService } from './doi-service';
import { LEAK_SENTINELS } from './doi-fixtures';

/** The local DOI fixture service (spec 6-data-and-beyond §6.3.7) as DOI content negotiation behaves. */
describe('the local DOI fixture service', () => {
  let service: DoiService;
  const base = () => service.url.replace('localhost', '127.0.0.1');
  const get = (path: string, accept = CSL_JSON) => fetch(`${base()}${path}`, { headers: { Accept: accept }, redirect: 'manual' });

  beforeAll(async () => {
    service = await startDoiService(0);
  });
  afterAll(() => service.close());

  it('redirects /doi/<doi> to the agency address, which answers CSL-JSON to the citation format only', async () => {
    const hop = await get('/doi/10.5555/ARN.Fixture.Article');
    expect(hop.status).toBe(302);
    expect(hop.headers.get('location')).toBe('/transform/10.5555/ARN.Fixture.Article');
    const record = await get('/transform/10.5555/ARN.Fixture.Article');
    expect(record.status).toBe(200);
    expect(record.headers.get('content-type')).toContain(CSL_JSON);
    const body = (await record.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ DOI: '10.5555/arn.fixture.article', type: 'article-journal', issued: { 'date-parts': [[2025, 11, 3]] } });
    // It carries fields the portal does not map, so that a leak would show.
    expect(LEAK_SENTINELS.some((sentinel) => JSON.stringify(body).includes(sentinel))).toBe(true);
    expect((await get('/transform/10.5555/arn.fixture.article', 'text/html')).status).toBe(406);
  });

  it('answers 404 for an unknown DOI and 500 for the error fixture, and counts every request', async () => {
    const before = service.requestCount();
    expect((await get('/doi/10.5555/nobody')).status).toBe(404);
    expect((await get('/transform/10.5555/arn.fixture.error')).status).toBe(500);
    expect(service.requestCount()).toBe(before + 2);
    expect(service.lastRequestHeaders()?.accept).toBe(CSL_JSON);
  });

  it('stops (connections refused) and starts again on the same port', async () => {
    const url = service.url;
    await service.stop();
    expect(service.running()).toBe(false);
    await expect(get('/doi/10.5555/arn.fixture.article')).rejects.toThrow();
    await service.start();
    expect(service.url).toBe(url);
    expect((await get('/doi/10.5555/arn.fixture.article')).status).toBe(302);
  });
});
