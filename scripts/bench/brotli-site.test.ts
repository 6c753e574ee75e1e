import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { siteHeaders } from '../local/static-site';
import { answer, negotiateEncoding, routeFile, siteFile, type SiteFile } from './brotli-site';

const script = Buffer.from('export const greeting = "bonjour";\n'.repeat(200));
const html = Buffer.from('<!doctype html><html lang="en"><head><script src="/lang-init.js"></script></head><body><div id="root"></div></body></html>');
const files = new Map<string, SiteFile>([
  ['/index.html', siteFile('index.html', html)],
  ['/assets/index-abc123.js', siteFile('index-abc123.js', script)],
  ['/favicon.png', siteFile('favicon.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]))],
]);
const site = siteHeaders(resolve(import.meta.dirname, '../../staticwebapp.config.json'), 'http://localhost:9699');

describe('the Static Web Apps imitation of the first-paint harness', () => {
  it('prefers brotli, then gzip, and honours q=0 and the wildcard', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });

  it('sends a script in brotli at quality 11, smaller than gzip, with Vary and the year-long cache of hashed assets', () => {
    const sent = answer('/assets/index-abc123.js', 'gzip, deflate, br', files, site);
    expect(sent.status).toBe(200);
    expect(sent.headers['Content-Encoding']).toBe('br');
    expect(sent.headers.Vary).toBe('Accept-Encoding');
    expect(sent.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(sent.headers['Content-Type']).toBe('text/javascript; charset=utf-8');
    expect(sent.headers['Content-Length']).toBe(String(sent.body.length));
    expect(brotliDecompressSync(sent.body).equals(script)).toBe(true);
    const gzipped = answer('/assets/index-abc123.js', 'gzip', files, site);
    expect(gzipped.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(script)).toBe(true);
    expect(sent.body.length).toBeLessThan(gzipped.body.length);
  });

  it('sends the file as built to a client that accepts no compression, and never compresses an image', () => {
    const plain = answer('/assets/index-abc123.js', undefined, files, site);
    expect(plain.headers['Content-Encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
    const image = answer('/favicon.png', 'br', files, site);
    expect(image.headers['Content-Encoding']).toBeUndefined();
    expect(image.headers.Vary).toBeUndefined();
    expect(image.headers['Content-Type']).toBe('image/png');
  });

  it('gives every answer the headers of staticwebapp.config.json, its CSP naming the local sign-in origin', () => {
    const page = answer('/', 'br', files, site);
    const csp = page.headers['Content-Security-Policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('connect-src \'self\' http://localhost:9699');
    expect(csp).not.toContain('login.microsoftonline.com');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(page.headers['X-Frame-Options']).toBe('DENY');
    expect(page.headers['Cache-Control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).equals(html)).toBe(true);
    expect(answer('/missing.js', 'br', files, site).headers['Content-Security-Policy']).toBe(csp);
  });

  it('falls back to index.html for the routes of the SPA, not for a missing file, an asset or the API', () => {
    expect(routeFile('/', files)).toBe('/index.html');
    expect(routeFile('/members/member-1/private', files)).toBe('/index.html');
    expect(routeFile('/assets/index-abc123.js', files)).toBe('/assets/index-abc123.js');
    expect(routeFile('/missing.js', files)).toBeNull();
    expect(routeFile('/assets/gone', files)).toBeNull();
    expect(routeFile('/api/stats/counts', files)).toBeNull();
    const missing = answer('/missing.js', 'br', files, site);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('Not found');
  });
});
