import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOI_ACCEPT, doiServiceUrl, HttpDoiMetadataSource, isPublicHostName } from './doi-metadata-http';

describe('doiServiceUrl (spec 6-data-and-beyond §6.3.7)', () => {
  it('puts the DOI in the template, percent-encoding all but letters, digits and -._~/', () => {
    expect(doiServiceUrl('https://doi.org/{doi}', '10.5555/arn.fixture.article')).toBe('https://doi.org/10.5555/arn.fixture.article');
    expect(doiServiceUrl('https://doi.org/{doi}', '10.1002/(sici)1097-4571<x>;2-#?é')).toBe(
      'https://doi.org/10.1002/%28sici%291097-4571%3Cx%3E%3B2-%23%3F%C3%A9',
    );
    expect(doiServiceUrl('http://localhost:9401/doi/{doi}?format=csl', '10.5555/a b')).toBe('http://localhost:9401/doi/10.5555/a%20b?format=csl');
  });
});

describe('isPublicHostName: where a redirect of the DOI service may go', () => {
  it('takes public names, the registration agencies\' services among them', () => {
    for (const host of ['doi.org', 'api.crossref.org', 'data.datacite.org', 'www.medra.org', 'Example.COM.', 'xn--rseau-bsa.ca']) {
      expect(isPublicHostName(host), host).toBe(true);
    }
  });

  it('refuses IP literals, single-label names and local suffixes', () => {
    for (const host of ['127.0.0.1', '10.0.0.5', '169.254.169.254', '2130706433', '0x7f000001', '[::1]', '[fd00::1]', 'localhost', 'LOCALHOST.', 'intranet', 'metadata', 'db.internal', 'printer.local', 'api.localhost', 'nas.home.arpa', 'router.lan']) {
      expect(isPublicHostName(host), host).toBe(false);
    }
  });
});

/** A real HTTP server on the loopback, answering by path, that keeps the headers it received. */
describe('HttpDoiMetadataSource', () => {
  let server: Server;
  let base = '';
  const received: { path: string; headers: IncomingHttpHeaders }[] = [];
  const record = JSON.stringify({ title: 'T' });

  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers });
      const hops = /^\/hop\/(\d+)\//.exec(path);
      if (hops) {
        const left = Number(hops[1]);
        return void res.writeHead(302, { Location: left > 0 ? `/hop/${left - 1}/x` : '/ok/x' }).end();
      }
      if (path.startsWith('/ok/')) return void res.writeHead(200, { 'Content-Type': DOI_ACCEPT }).end(record);
      if (path.startsWith('/missing/')) return void res.writeHead(404).end('not found');
      if (path.startsWith('/error/')) return void res.writeHead(500).end('boom');
      if (path.startsWith('/gone/')) return void res.writeHead(410).end();
      if (path.startsWith('/html/')) return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html></html>');
      if (path.startsWith('/array/')) return void res.writeHead(200).end('[1,2]');
      if (path.startsWith('/latin1/')) return void res.writeHead(200).end(Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]));
      if (path.startsWith('/to-https/')) return void res.writeHead(301, { Location: 'https://127.0.0.1:1/x' }).end();
      if (path.startsWith('/to-ftp/')) return void res.writeHead(301, { Location: 'ftp://127.0.0.1/x' }).end();
      if (path.startsWith('/huge-declared/')) {
        res.writeHead(200, { 'Content-Length': String(2 * 1024 * 1024) });
        return void res.end(Buffer.alloc(2 * 1024 * 1024, 0x20));
      }
      if (path.startsWith('/huge-streamed/')) {
        // No length announced: the adapter must count as it reads and stop.
        res.writeHead(200, { 'Transfer-Encoding': 'chunked' });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let sent = 0;
        const push = () => {
          while (sent < 40 && res.write(chunk)) sent += 1;
          if (sent >= 40) res.end();
          else res.once('drain', push);
        };
        return void push();
      }
      if (path.startsWith('/slow/')) return void setTimeout(() => res.writeHead(200).end(record), 2000);
      res.writeHead(400).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const source = (prefix: string, options: { allowHttp?: boolean; allowLocalRedirects?: boolean; timeoutMs?: number; maxBytes?: number } = {}) =>
    new HttpDoiMetadataSource({
      template: `${base}/${prefix}/{doi}`,
      allowHttp: options.allowHttp ?? true,
      allowLocalRedirects: options.allowLocalRedirects ?? true,
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
    });

  it('asks for CSL-JSON with the product as User-Agent, and sends nothing about the caller', async () => {
    received.length = 0;
    expect(await source('ok').fetch('10.5555/a(b)')).toEqual({ kind: 'found', metadata: { title: 'T' } });
    const [request] = received;
    expect(request?.path).toBe('/ok/10.5555/a%28b%29');
    expect(request?.headers.accept).toBe('application/vnd.citationstyles.csl+json');
    expect(request?.headers['user-agent']).toMatch(/Portal/);
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers.cookie).toBeUndefined();
  });

  it('follows 3 redirects, not 4', async () => {
    expect((await source('hop/2').fetch('10.5555/a')).kind).toBe('found');
    expect(await source('hop/3').fetch('10.5555/a')).toEqual({ kind: 'unavailable', reason: 'too many redirects' });
  });

  it('outside local mode, refuses a redirect to a local host before making it', async () => {
    received.length = 0;
    expect(await source('hop/0', { allowLocalRedirects: false }).fetch('10.5555/a')).toEqual({ kind: 'unavailable', reason: 'redirect to a local host' });
    // The configured address was asked; the hop to 127.0.0.1 was not.
    expect(received.map((request) => request.path)).toEqual(['/hop/0/10.5555/a']);
    expect(await source('to-https', { allowLocalRedirects: false }).fetch('10.5555/a')).toEqual({ kind: 'unavailable', reason: 'redirect to a local host' });
  });

  it('goes only to https, and to http only when allowed (AUTH_MODE=local)', async () => {
    expect(await source('ok', { allowHttp: false }).fetch('10.5555/a')).toEqual({ kind: 'unavailable', reason: 'scheme http:' });
    expect(await source('to-ftp').fetch('10.5555/a')).toEqual({ kind: 'unavailable', reason: 'scheme ftp:' });
    // An https address it cannot reach: unavailable, not an exception.
    expect((await source('to-https').fetch('10.5555/a')).kind).toBe('unavailable');
  });

  it('tells "not found" (404) from every other failure', async () => {
    expect(await source('missing').fetch('10.5555/a')).toEqual({ kind: 'not-found' });
    for (const prefix of ['error', 'gone', 'html', 'array', 'latin1']) {
      expect((await source(prefix).fetch('10.5555/a')).kind, prefix).toBe('unavailable');
    }
  });

  it('refuses answers over the size limit, announced or streamed', async () => {
    expect(await source('huge-declared').fetch('10.5555/a')).toEqual({ kind: 'unavailable', reason: 'too large' });
    expect(await source('huge-streamed').fetch('10.5555/a')).toEqual({ kind: 'unavailable', reason: 'too large' });
    expect((await source('ok', { maxBytes: record.length }).fetch('10.5555/a')).kind).toBe('found');
    expect((await source('ok', { maxBytes: record.length - 1 }).fetch('10.5555/a')).kind).toBe('unavailable');
  });

  it('gives up after the time allowed in all', async () => {
    const started = Date.now();
    expect(await source('slow', { timeoutMs: 300 }).fetch('10.5555/a')).toEqual({ kind: 'unavailable', reason: 'time-out' });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
