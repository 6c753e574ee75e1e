import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, countOf, signIn, WEB_URL } from './support';

/**
 * Issue 12 Deliver 1 through the real local host: bodies are limited before and while they are
 * read (spec 3-api §3.1.2), and a list of 100,000 bad ids answers a small 400 (§3.2.1).
 */
describe('input limits', () => {
  let member: Record<string, string> = {};
  beforeAll(async () => {
    member = bearer(await signIn('member@aurora-network.example'));
  });

  it('a list of 100,000 bad ids answers a small 400, first errors first, and writes nothing', async () => {
    const before = await countOf('product');
    const body = JSON.stringify({ title_en: 'Flood of ids', all_author: 'Test, A.', member_author_ids: Array(100_000).fill(0) });
    expect(body.length).toBeLessThan(256 * 1024);
    const response = await api('/api/register-product', {
      method: 'POST',
      headers: { ...member, 'Content-Type': 'application/json' },
      body,
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text.length).toBeLessThan(16 * 1024);
    const problem = JSON.parse(text) as { code: string; errors: { field: string; code: string }[]; errors_truncated?: boolean };
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors).toHaveLength(100);
    expect(problem.errors[0]).toMatchObject({ field: 'member_author_ids', code: 'too_many' });
    expect(problem.errors[1]).toMatchObject({ field: 'member_author_ids[0]', code: 'invalid_type' });
    expect(problem.errors_truncated).toBe(true);
    expect(await countOf('product')).toBe(before);
  });

  it('refuses a Content-Length over 256 KB with 413 before the body is sent', async () => {
    const url = new URL('/api/register-keyword', WEB_URL);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(url, {
        method: 'POST',
        headers: { ...member, 'Content-Type': 'application/json', 'Content-Length': String(10 * 1024 * 1024) },
      });
      outgoing.on('error', reject);
      outgoing.on('response', (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => {
          resolve({ status: incoming.statusCode ?? 0, body });
          outgoing.destroy();
        });
      });
      // Headers only: not one byte of the announced 10 MB is ever written.
      outgoing.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'payload_too_large' });
  });

  /** A body sent in chunks without a Content-Length (Transfer-Encoding: chunked). */
  function chunked(text: string): RequestInit {
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 16 * 1024) controller.enqueue(bytes.slice(offset, offset + 16 * 1024));
        controller.close();
      },
    });
    return {
      method: 'POST',
      headers: { ...member, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit;
  }

  it('stops reading a chunked body past 256 KB and answers 413', async () => {
    const before = await countOf('keyword');
    const response = await api('/api/register-keyword', chunked(JSON.stringify({ name_en: 'x'.repeat(300 * 1024) })));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('payload_too_large');
    expect(await countOf('keyword')).toBe(before);
  });

  it('reads a chunked body within the limit', async () => {
    const response = await api('/api/register-keyword', chunked(JSON.stringify({ name_en: 'Chunked', unknown: 'x'.repeat(100 * 1024) })));
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { code: string; errors: { field: string; code: string }[] };
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors.map((error) => `${error.field}:${error.code}`)).toContain('unknown:unknown_field');
  });
});
