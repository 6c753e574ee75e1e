import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Fallback } from './api-host';

export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

interface SiteConfig {
  globalHeaders: Record<string, string>;
  routes: { route: string; headers?: Record<string, string> }[];
}

/**
 * Serves the built SPA as Static Web Apps would: the headers of staticwebapp.config.json
 * (with the local identity provider as the CSP's sign-in origin, and without the https-only
 * directives), hashed assets cached, and every other path falling back to index.html.
 */
export function staticSite(root: string, configFile: string, identityProviderOrigin: string): Fallback {
  const { headers, assetHeaders } = siteHeaders(configFile, identityProviderOrigin);
  const base = resolve(root);

  return (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const candidate = normalize(join(base, decodeURIComponent(path)));
      const inside = candidate.startsWith(base);
      const isFile = inside && (await stat(candidate).catch(() => null))?.isFile() === true;
      if (isFile) {
        const extra = path.startsWith('/assets/') ? assetHeaders : { 'Cache-Control': 'no-cache' };
        res.writeHead(200, { ...headers, ...extra, 'Content-Type': TYPES[extname(candidate)] ?? 'application/octet-stream' });
        res.end(await readFile(candidate));
        return;
      }
      if (extname(path) !== '' && path !== '/index.html') {
        res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
        return;
      }
      res.writeHead(200, { ...headers, 'Cache-Control': 'no-cache', 'Content-Type': TYPES['.html'] ?? 'text/html' });
      res.end(await readFile(join(base, 'index.html')));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(400).end();
    });
  };
}


/**
 * The headers staticwebapp.config.json gives every answer (`headers`) and the hashed assets
 * (`assetHeaders`), served over plain http on loopback: the local identity provider as the
 * CSP's sign-in origin, and without the https-only directives (also used by the first-paint
 * harness, scripts/bench/brotli-site.ts).
 */
export function siteHeaders(configFile: string, identityProviderOrigin: string): { headers: Record<string, string>; assetHeaders: Record<string, string> } {
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as SiteConfig;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.globalHeaders)) {
    if (name === 'Strict-Transport-Security') continue;
    headers[name] =
      name === 'Content-Security-Policy'
        ? value.replaceAll('https://login.microsoftonline.com', identityProviderOrigin).replace(/;\s*upgrade-insecure-requests/, '')
        : value;
  }
  const assetHeaders = config.routes.find((route) => route.route === '/assets/*')?.headers ?? {};
  return { headers, assetHeaders };
}
