import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles the functions app into functions/dist/main.js (the `main` of the root package.json,
 * which is also the Functions app manifest). Workspace code (common/) is bundled in; the npm
 * dependencies of functions/ stay external and are deployed with node_modules.
 * Used by `npm run build:functions` and the unit tests' global setup (about a second).
 */
export async function buildFunctionsBundle(): Promise<string> {
  const root = resolve(import.meta.dirname, '../..');
  const manifest = JSON.parse(readFileSync(resolve(root, 'functions/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    entryPoints: [resolve(root, 'functions/src/main.ts')],
    outfile: resolve(root, 'functions/dist/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: Object.keys(manifest.dependencies),
    logLevel: 'warning',
  });
  return 'functions/dist/main.js';
}
