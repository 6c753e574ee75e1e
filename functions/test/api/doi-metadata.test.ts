import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@portal/common/api/paths';
import { DOI_LOOKUPS_PER_MINUTE, type DoiMetadata } from '@portal/common/api/doi-metadata';
import { LEAK_SENTINELS } from '../../../scripts/local/doi-fixtures';
import { api, bearer, doiService, setDoiService, signInAll, type Json } from './support';

/**
 * GET /api/doi-metadata/{doi} (spec 3-api §3.16.4, 6-data-and-beyond §6.3.7) against the stack's
 * real DOI fixture service: the caller checks, the rate, the DOI check, every fixture's mapped
 * answer, the service's failures (slow, error, stopped) and what is sent to it.
 */
const CONTRACT_KEYS = [
  'all_author', 'author_count', 'authors_included', 'date_precision', 'doi', 'existing_product', 'note', 'note_truncated',
  'product_type_id', 'publish_date', 'title', 'title_language', 'title_truncated',
].sort();

type Role = 'admin' | 'olivier' | 'member' | 'guest' | 'newcomer';
let tokens: Record<Role, string>;

async function lookUp(doi: string, role: Role | null = 'member', suffix = ''): Promise<{ status: number; headers: Headers; body: Json }> {
  const response = await api(`${API_PATHS['doi-metadata'](doi)}${suffix}`, { headers: role ? bearer(tokens[role]) : {} });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Json) : {} };
}

/** A 200 answer: exactly the contract's keys, and nothing of what the service sent but does not map. */
function metadata(answer: { status: number; body: Json }): DoiMetadata {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(Object.keys(answer.body).sort()).toEqual(CONTRACT_KEYS);
  const text = JSON.stringify(answer.body);
  for (const sentinel of LEAK_SENTINELS) expect(text).not.toContain(sentinel);
  return answer.body as unknown as DoiMetadata;
}

describe('GET /api/doi-metadata/{doi}', () => {
  beforeAll(async () => {
    tokens = await signInAll(['admin', 'olivier', 'member', 'guest', 'newcomer'] as const);
  });

  afterAll(async () => {
    // Whatever happened, the next suites find the service running.
    if (!(await doiService()).running) await setDoiService('running');
  });

  it('answers 401 without a token, 403 to the unregistered and to accounts without member record or the flag', async () => {
    const requests = (await doiService()).requests;
    expect((await lookUp('10.5555/arn.fixture.article', null)).status).toBe(401);
    const unregistered = await lookUp('10.5555/arn.fixture.article', 'newcomer');
    expect([unregistered.status, unregistered.body.code]).toEqual([403, 'account_not_registered']);
    const guest = await lookUp('10.5555/arn.fixture.article', 'guest');
    expect([guest.status, guest.body.code]).toEqual([403, 'forbidden']);
    expect((await doiService()).requests).toBe(requests);
  });

  it('answers 400 to a value that is not a DOI, without contacting the service', async () => {
    const requests = (await doiService()).requests;
    for (const doi of ['javascript:alert(1)', '10.5555', 'https://example.org/10.5555/x']) {
      const answer = await lookUp(doi);
      expect(answer.status, doi).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed', errors: [{ field: 'doi', code: 'invalid_format', params: { format: 'doi' } }] });
    }
    expect((await doiService()).requests).toBe(requests);
  });

  it('maps the English article, asking the service with the citation format and nothing about the caller', async () => {
    const answer = metadata(await lookUp('10.5555/arn.fixture.article'));
    expect(answer).toEqual({
      doi: '10.5555/arn.fixture.article',
      title: 'Community walking groups and mobility in older adults: a pragmatic trial',
      title_language: 'en',
      publish_date: '2025-11-03',
      date_precision: 'day',
      all_author: 'Lévesque, Éric; Nguyen, Minh Anh; Okafor, Nkechi; Smith, J.; Iyer, Rajesh',
      author_count: 5,
      authors_included: 5,
      product_type_id: 'product-type-journal-article',
      note:
        'Walking groups are a low-cost way to keep older adults active.\n\n' +
        'We randomised 24 neighbourhoods to weekly walking groups & usual activities; mobility improved at 12 months.',
      note_truncated: false,
      title_truncated: false,
      existing_product: null,
    });
    const { last_headers: sent } = await doiService();
    expect(sent?.accept).toBe('application/vnd.citationstyles.csl+json');
    expect(sent?.['user-agent']).toMatch(/Portal/);
    for (const header of ['authorization', 'x-authorization', 'cookie', 'origin', 'referer', 'x-forwarded-for']) expect(sent?.[header], header).toBeUndefined();
    expect(JSON.stringify(sent)).not.toContain(tokens.member.slice(-20));
  });

  it('gives the same answer for the DOI typed as a resolver address in capitals, and ignores a query string', async () => {
    const plain = metadata(await lookUp('10.5555/arn.fixture.article'));
    expect(metadata(await lookUp('https://doi.org/10.5555/ARN.FIXTURE.ARTICLE'))).toEqual(plain);
    expect(metadata(await lookUp('10.5555/arn.fixture.article', 'member', '?doi=10.5555/arn.fixture.rapport&x=1'))).toEqual(plain);
  });

  it('warns that demo product 01 already has 10.5555/arn.2024.001 (A27)', async () => {
    expect(metadata(await lookUp('10.5555/arn.2024.001', 'admin'))).toEqual({
      doi: '10.5555/arn.2024.001',
      title: 'Home-based exercise to prevent falls in older adults: a randomized trial',
      title_language: 'en',
      publish_date: '2024-03-15',
      date_precision: 'day',
      all_author: 'Lévesque, É.; Dubois-Martin, C.; Okafor, N.; Smith, J.',
      author_count: 4,
      authors_included: 4,
      product_type_id: 'product-type-journal-article',
      note: 'Falls are a leading cause of injury among older adults. This randomized trial tested a home-based exercise programme.',
      note_truncated: false,
      title_truncated: false,
      existing_product: {
        id: 'product-01',
        title_en: 'Home-based exercise to prevent falls in older adults: a randomized trial',
        title_fr: 'Exercice à domicile pour prévenir les chutes chez les personnes âgées\u00a0: un essai randomisé',
      },
    });
  });

  it('maps the French report, the dataset and the manuscript', async () => {
    const empty = { note: null, note_truncated: false, title_truncated: false, existing_product: null };
    expect(metadata(await lookUp('10.5555/arn.fixture.rapport'))).toEqual({
      ...empty,
      doi: '10.5555/arn.fixture.rapport',
      title: 'Proche aidance et santé mentale en région : rapport de recherche',
      title_language: 'fr',
      publish_date: '2026-04-01',
      date_precision: 'month',
      all_author: 'Tremblay, Marie; Gagnon, Geneviève',
      author_count: 2,
      authors_included: 2,
      product_type_id: 'product-type-report',
    });
    expect(metadata(await lookUp('10.5555/arn.fixture.dataset'))).toEqual({
      ...empty,
      doi: '10.5555/arn.fixture.dataset',
      title: 'Pedestrian counts at signalised intersections, 2024',
      title_language: 'en',
      publish_date: '2025-01-01',
      date_precision: 'year',
      all_author: 'Open Data Cooperative of Canada',
      author_count: 1,
      authors_included: 1,
      product_type_id: 'product-type-dataset',
      note: 'Counts of pedestrians at 120 intersections, every 15 minutes, over one year.',
    });
    expect(metadata(await lookUp('10.5555/arn.fixture.manuscript'))).toEqual({
      ...empty,
      doi: '10.5555/arn.fixture.manuscript',
      title: 'Notes toward a history of the Aurora network',
      title_language: 'en',
      publish_date: null,
      date_precision: null,
      all_author: 'Roy, Olivier',
      author_count: 1,
      authors_included: 1,
      product_type_id: null,
    });
  });

  it('keeps whole names up to 3,000 characters and 2,000 of the abstract for the consortium', async () => {
    const answer = metadata(await lookUp('10.5555/arn.fixture.consortium'));
    expect(answer).toMatchObject({ author_count: 600, note_truncated: true, title_truncated: false, product_type_id: 'product-type-journal-article' });
    expect(answer.authors_included).toBe((answer.all_author ?? '').split('; ').length);
    expect(answer.authors_included).toBeLessThan(600);
    expect((answer.all_author ?? '').length).toBeLessThanOrEqual(3000);
    expect((answer.note ?? '').length).toBeLessThanOrEqual(2000);
    expect(answer.note?.endsWith('…')).toBe(true);
  });

  it('answers 404 doi_not_found for a DOI the service does not know', async () => {
    const answer = await lookUp('10.5555/arn.fixture.nobody-registered-this');
    expect([answer.status, answer.body.code]).toEqual([404, 'doi_not_found']);
  });

  it('answers 503 doi_lookup_unavailable for an error answer and, within 6 seconds, for a slow one', async () => {
    const error = await lookUp('10.5555/arn.fixture.error');
    expect([error.status, error.body.code]).toEqual([503, 'doi_lookup_unavailable']);
    const started = Date.now();
    const slow = await lookUp('10.5555/arn.fixture.slow');
    expect([slow.status, slow.body.code]).toEqual([503, 'doi_lookup_unavailable']);
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('answers 503 while the service is stopped, and looks up again once it runs', async () => {
    const doi = '10.5555/arn.fixture.dataset-while-stopped';
    await setDoiService('stopped');
    try {
      const stopped = await lookUp(doi);
      expect([stopped.status, stopped.body.code]).toEqual([503, 'doi_lookup_unavailable']);
    } finally {
      await setDoiService('running');
    }
    expect((await lookUp(doi)).status).toBe(404);
  });

  it('refuses the 31st lookup of a minute by one account with 429 and Retry-After, before checking the DOI; others go on', async () => {
    // Invalid DOIs: counted (the rate comes before the DOI check) and never sent to the service.
    for (let i = 0; i < DOI_LOOKUPS_PER_MINUTE; i += 1) expect((await lookUp('not-a-doi', 'olivier')).status).toBe(400);
    const refused = await lookUp('10.5555/arn.fixture.article', 'olivier');
    expect([refused.status, refused.body.code]).toEqual([429, 'too_many_requests']);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await lookUp('10.5555/arn.fixture.article', 'admin')).status).toBe(200);
  });
});
