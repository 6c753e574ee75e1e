import { resolve } from 'node:path';
import type { Fallback } from './api-host';
import { REPO_ROOT } from './stack';

/** The SPA through Vite's dev middleware (hot reload) for `npm start`. */
export async function viteSite(): Promise<Fallback> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: resolve(REPO_ROOT, 'frontend'),
    configFile: resolve(REPO_ROOT, 'frontend/vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'spa',
  });
  return (req, res) => vite.middlewares(req, res);
}
