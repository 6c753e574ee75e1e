import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Fallback } from '../local/api-host';
import { TYPES } from '../local/static-site';

/**
 * The production build served as Azure Static Web Apps serves it, for the first-paint harness
 * (issue 18, docs/adr/0047-first-paint-harness.md): every text file compressed ahead of time
 * (brotli at quality 11, gzip at level 9) and sent compressed when the request accepts it, with
 * `Vary: Accept-Encoding`; the headers of staticwebapp.config.json (CSP included, so the
 * measurement pays for it); hashed assets cached for a year; every other path without an
 * extension falling back to index.html. The local test host (scripts/local/static-site.ts)
 * sends everything uncompressed, which is right for tests and wrong for a first-paint figure.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/** Types worth compressing: what SWA compresses too (images such as PNG are already compressed). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest', '.map']);

/**
 * The encoding of the answer: brotli when the request accepts it, else gzip, else none. Reads
 * the q-values of Accept-Encoding (`br;q=0` refuses brotli) and the `*` wildcard.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    accepted.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

export interface SiteFile {
  contentType: string;
  /** The file as built, and its compressed forms when its type is compressible. */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

/** One built file with its brotli (quality 11, as a precompressing host does) and gzip forms. */
export function siteFile(name: string, body: Buffer): SiteFile {
  const extension = extname(name);
  const contentType = TYPES[extension] ?? 'application/octet-stream';
  if (!COMPRESSIBLE.has(extension)) return { contentType, bodies: { identity: body } };
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
  return { contentType, bodies: { identity: body, br, gzip: gzipSync(body, { level: 9 }) } };
}

/** Every file of the build by its URL path (`/assets/index-abc.js`), compressed ahead of time. */
export async function loadSite(root: string): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(`/${relative(root, path).split(sep).join('/')}`, siteFile(entry.name, await readFile(path)));
  }
  return files;
}

/**
 * Which file answers a path, as staticwebapp.config.json's navigationFallback decides: the file
 * itself, else index.html for a path without an extension (a route of the SPA), else nothing.
 */
export function routeFile(path: string, files: ReadonlyMap<string, SiteFile>): string | null {
  const key = path === '/' ? '/index.html' : path;
  if (files.has(key)) return key;
  if (extname(path) === '' && !path.startsWith('/api/') && !path.startsWith('/assets/')) return '/index.html';
  return null;
}

export interface SiteHeaders {
  /** The globalHeaders of staticwebapp.config.json (scripts/local/static-site.ts siteHeaders). */
  headers: Record<string, string>;
  /** The headers of the `/assets/*` route (long-lived caching of hashed files). */
  assetHeaders: Record<string, string>;
}

/** The status, headers and body of the answer to `path`, in the encoding the request accepts. */
export function answer(path: string, acceptEncoding: string | undefined, files: ReadonlyMap<string, SiteFile>, site: SiteHeaders): { status: number; headers: Record<string, string>; body: Buffer } {
  const key = routeFile(path, files);
  const file = key ? files.get(key) : undefined;
  if (!key || !file) return { status: 404, headers: { ...site.headers, 'Content-Type': 'text/plain; charset=utf-8' }, body: Buffer.from('Not found') };
  const wanted = negotiateEncoding(acceptEncoding);
  const encoding: Encoding = file.bodies[wanted] ? wanted : 'identity';
  const body = file.bodies[encoding] ?? file.bodies.identity;
  const caching = key.startsWith('/assets/') ? site.assetHeaders : { 'Cache-Control': 'no-cache' };
  return {
    status: 200,
    headers: {
      ...site.headers,
      ...caching,
      'Content-Type': file.contentType,
      'Content-Length': String(body.length),
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      // A compressible file has several forms: caches must key them on the request's encodings.
      ...(file.bodies.br ? { Vary: 'Accept-Encoding' } : {}),
    },
    body,
  };
}

/** The fallback of the local API host (scripts/local/api-host.ts) serving `files`. */
export function brotliSite(files: ReadonlyMap<string, SiteFile>, site: SiteHeaders): Fallback {
  return (req: IncomingMessage, res: ServerResponse) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const { status, headers, body } = answer(path, req.headers['accept-encoding'], files, site);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
