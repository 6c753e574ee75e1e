import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, signIn } from './support';

/** Request-level errors through a real write route (spec 3-api §3.1.2, §3.1.5, §3.2). */
describe('request-level errors', () => {
  let member: Record<string, string> = {};
  beforeAll(async () => {
    member = bearer(await signIn('member@aurora-network.example'));
  });

  const post = (body: string, contentType?: string, extra: Record<string, string> = {}) =>
    api('/api/register-keyword', {
      method: 'POST',
      headers: { ...member, ...(contentType ? { 'Content-Type': contentType } : {}), ...extra },
      body,
    });

  async function expectProblem(response: Response, status: number, code: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ type: `urn:portal:problem:${code}`, status, code, instance: '/api/register-keyword' });
    expect(typeof body.title).toBe('string');
    expect(typeof body.detail).toBe('string');
  }

  it('answers 415 for a body that is not JSON', async () => {
    await expectProblem(await post('name_en=x', 'application/x-www-form-urlencoded'), 415, 'unsupported_media_type');
    await expectProblem(await post('{"name_en":"x"}', 'text/plain'), 415, 'unsupported_media_type');
  });

  it('answers 413 for a body over 256 KB', async () => {
    await expectProblem(await post(JSON.stringify({ name_en: 'x'.repeat(300 * 1024) }), 'application/json'), 413, 'payload_too_large');
  });

  it('answers 400 invalid_json for malformed JSON, a non-object, and a repeated key', async () => {
    for (const text of ['{"name_en":', '["x"]', '{"name_en":"a","name_en":"b"}']) {
      await expectProblem(await post(text, 'application/json'), 400, 'invalid_json');
    }
  });

  it('checks the caller before the body: a registered account gets 403, not 415', async () => {
    const guest = bearer(await signIn('guest@aurora-network.example'));
    const response = await api('/api/register-keyword', { method: 'POST', headers: { ...guest, 'Content-Type': 'text/plain' }, body: 'x' });
    expect(response.status).toBe(403);
  });

  it('answers 404 not_found for an unknown id, also when it is malformed', async () => {
    for (const id of ['product-9999', 'bad.id', '%2e%2e']) {
      const response = await api(`/api/product/${id}/public`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('not_found');
    }
  });

  it('answers 428 for a PATCH without If-Match, or with *', async () => {
    const admin = bearer(await signIn('admin@aurora-network.example'));
    for (const ifMatch of [null, '*', '"a", "b"']) {
      const headers: Record<string, string> = { ...admin, 'Content-Type': 'application/json' };
      if (ifMatch) headers['If-Match'] = ifMatch;
      const response = await api('/api/update-keyword/keyword-aging', { method: 'PATCH', headers, body: '{}' });
      expect(response.status).toBe(428);
      expect(((await response.json()) as { code: string }).code).toBe('version_required');
    }
  });
});
