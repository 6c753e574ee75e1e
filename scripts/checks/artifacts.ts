import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { checkStaticWebAppConfig, type StaticWebAppConfig } from './swa-config';

/**
 * The two deployment artifacts and their checks (docs/adr/0021-deployment-pipeline.md):
 *
 * - the site: the SPA build output (frontend/dist) plus staticwebapp.config.json, which Static
 *   Web Apps reads only from the uploaded folder; the Vite build does not copy it, this step does;
 * - the API package: host.json, a package.json whose `main` is the bundle, the bundle itself,
 *   and a package-lock.json cut from the repository's lock so that `npm ci --omit=dev` installs
 *   exactly the runtime dependency versions the tests ran with.
 */

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const SITE_CONFIG_FILE = 'staticwebapp.config.json';
export const BUNDLE_PATH = 'functions/dist/main.js';

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null)) !== null;
}

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

// ---------------------------------------------------------------------------------------------
// Site

/** Copies the Static Web Apps configuration into the built SPA folder that is uploaded. */
export async function stageSite(outDir: string, root = REPO_ROOT): Promise<void> {
  await copyFile(join(root, SITE_CONFIG_FILE), join(outDir, SITE_CONFIG_FILE));
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** Hashed file names only under /assets/: they are cached for a year, immutable. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8,}\.(?:js|css|svg|png|jpg|webp|woff2?|ico)$/;

/** Everything wrong with a site folder about to be uploaded; empty when it is deployable. */
export async function verifySite(outDir: string, root = REPO_ROOT): Promise<string[]> {
  const problems: string[] = [];
  const indexFile = join(outDir, 'index.html');
  if (!(await exists(indexFile))) return [`${indexFile} is missing: build the SPA first`];

  const configFile = join(outDir, SITE_CONFIG_FILE);
  if (!(await exists(configFile))) {
    problems.push(`${SITE_CONFIG_FILE} is missing from ${outDir}: Static Web Apps reads it only from the uploaded folder`);
  } else {
    const [deployed, source] = await Promise.all([readFile(configFile, 'utf8'), readFile(join(root, SITE_CONFIG_FILE), 'utf8')]);
    if (deployed !== source) problems.push(`${SITE_CONFIG_FILE} in ${outDir} differs from the repository's`);
    problems.push(...checkStaticWebAppConfig(JSON.parse(deployed) as StaticWebAppConfig));
  }

  const html = await readFile(indexFile, 'utf8');
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (!/\bsrc\s*=/.test(attributes)) problems.push('index.html has an inline script: the CSP forbids it');
    else if ((match[2] ?? '').trim() !== '') problems.push('index.html has a script element with both src and content');
  }
  if (/\son[a-z]+\s*=/i.test(html)) problems.push('index.html has an inline event handler: the CSP forbids it');

  const files = await listFiles(outDir);
  for (const file of files.filter((name) => name.startsWith('assets/'))) {
    if (!HASHED_ASSET.test(file)) problems.push(`${file} has no content hash but /assets/* is cached as immutable`);
  }
  if (files.some((file) => file.endsWith('.map'))) problems.push('the site would publish source maps');
  return problems;
}

// ---------------------------------------------------------------------------------------------
// API package

export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

export interface LockFile {
  name?: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

interface Manifest {
  name?: string;
  version?: string;
  main?: string;
  type?: string;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
}

/** Where Node would find `name` when required from the package installed at `from`. */
function resolveInLock(packages: Record<string, LockEntry>, from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const nested = base.lastIndexOf('/node_modules/');
    // Up one node_modules level; from a top-level package or a workspace folder, to the root.
    base = nested === -1 ? '' : base.slice(0, nested);
  }
}

/**
 * The lock of a package whose dependencies are those of `workspace` in the repository's lock:
 * the entries the workspace reaches, moved from the workspace folder to the package root.
 */
export function deriveLock(rootLock: LockFile, workspace: string, manifest: Manifest): LockFile {
  const packages = rootLock.packages;
  const workspaceEntry = packages[workspace];
  if (!workspaceEntry) throw new Error(`${workspace} is not a workspace of the lock file`);
  const dependencies = manifest.dependencies ?? {};
  for (const [name, range] of Object.entries(dependencies)) {
    if (workspaceEntry.dependencies?.[name] !== range) throw new Error(`${name}@${range} is not locked for ${workspace}: run npm install`);
  }

  const derived: Record<string, LockEntry> = {};
  const origin = new Map<string, string>();
  const queue: { from: string; name: string; optional: boolean }[] = Object.keys(dependencies).map((name) => ({ from: workspace, name, optional: false }));
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next) break;
    const found = resolveInLock(packages, next.from, next.name);
    if (!found) {
      if (next.optional) continue;
      throw new Error(`${next.name} (needed by ${next.from || 'the root'}) is missing from the lock file`);
    }
    const entry = packages[found];
    if (!entry) continue;
    if (entry.link) throw new Error(`${next.name} is a workspace link: a runtime dependency of the API must be an npm package`);
    const target = found.startsWith(`${workspace}/`) ? found.slice(workspace.length + 1) : found;
    const previous = origin.get(target);
    if (previous === found) continue;
    if (previous !== undefined) throw new Error(`${target} would hold two versions (${previous} and ${found})`);
    origin.set(target, found);
    const copy: LockEntry = { ...entry };
    delete copy.dev;
    delete copy.devOptional;
    delete copy.peer;
    derived[target] = copy;
    for (const name of Object.keys(entry.dependencies ?? {})) queue.push({ from: found, name, optional: false });
    for (const name of Object.keys(entry.optionalDependencies ?? {})) queue.push({ from: found, name, optional: true });
    for (const name of Object.keys(entry.peerDependencies ?? {})) {
      queue.push({ from: found, name, optional: entry.peerDependenciesMeta?.[name]?.optional === true });
    }
  }

  const sorted = Object.fromEntries(Object.entries(derived).sort(([a], [b]) => a.localeCompare(b)));
  return {
    name: manifest.name,
    version: manifest.version,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: manifest.name, version: manifest.version, dependencies, engines: manifest.engines },
      ...sorted,
    },
  };
}

/** The manifest of the deployed API: the Functions host loads `main`. */
export async function apiManifest(root = REPO_ROOT): Promise<Manifest> {
  const rootManifest = await readJson<Manifest>(join(root, 'package.json'));
  const functionsManifest = await readJson<Manifest>(join(root, 'functions/package.json'));
  return {
    name: `${rootManifest.name ?? 'portal'}-api`,
    version: rootManifest.version,
    type: 'module',
    main: rootManifest.main,
    engines: rootManifest.engines,
    dependencies: functionsManifest.dependencies ?? {},
  };
}

/** Writes the API package (without node_modules: `npm ci --omit=dev` installs them). */
export async function stageApi(outDir: string, root = REPO_ROOT): Promise<void> {
  const manifest = await apiManifest(root);
  const main = manifest.main ?? BUNDLE_PATH;
  if (!(await exists(join(root, main)))) throw new Error(`${main} is missing: run npm run build:functions first`);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(join(outDir, dirname(main)), { recursive: true });
  await copyFile(join(root, main), join(outDir, main));
  if (await exists(join(root, `${main}.map`))) await copyFile(join(root, `${main}.map`), join(outDir, `${main}.map`));
  await copyFile(join(root, 'host.json'), join(outDir, 'host.json'));
  const lock = deriveLock(await readJson<LockFile>(join(root, 'package-lock.json')), 'functions', manifest);
  const packageJson = { ...manifest, private: true };
  await writeFile(join(outDir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  await writeFile(join(outDir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
}

/** Bare module specifiers the bundle imports (the npm packages it needs at run time). */
export function externalImports(bundle: string): string[] {
  const names = new Set<string>();
  for (const match of bundle.matchAll(/(?:^|\n)\s*import\s+(?:[^'"]*?\s+from\s+)?["']([^"'.][^"']*)["']/g)) {
    const specifier = match[1] ?? '';
    if (specifier.startsWith('node:')) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
  }
  for (const match of bundle.matchAll(/\bimport\(\s*["']([^"'.][^"']*)["']\s*\)/g)) {
    const specifier = match[1] ?? '';
    if (!specifier.startsWith('node:')) names.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier));
  }
  return [...names].sort();
}

/** Everything wrong with a staged API package; empty when the Functions host can load it. */
export async function verifyApi(dir: string): Promise<string[]> {
  const problems: string[] = [];
  const manifest = await readJson<Manifest>(join(dir, 'package.json')).catch(() => null);
  if (!manifest) return [`${dir}/package.json is missing`];
  if (manifest.type !== 'module') problems.push('package.json must declare "type": "module" (the bundle is ESM)');
  if (!manifest.main) return [...problems, 'package.json has no main'];
  const mainFile = join(dir, manifest.main);
  if (!(await exists(mainFile))) return [...problems, `main (${manifest.main}) does not resolve to a file`];
  const host = await readJson<{ version?: string; extensions?: { http?: { routePrefix?: string } } }>(join(dir, 'host.json')).catch(() => null);
  if (!host) problems.push('host.json is missing');
  else {
    if (host.version !== '2.0') problems.push('host.json must be version 2.0');
    if (host.extensions?.http?.routePrefix !== 'api') problems.push('host.json must keep the route prefix api (Static Web Apps forwards /api/*)');
  }
  const needed = externalImports(await readFile(mainFile, 'utf8'));
  for (const name of needed) {
    if (!manifest.dependencies?.[name]) problems.push(`the bundle imports ${name}, which is not a dependency of the package`);
  }
  const lock = await readJson<LockFile>(join(dir, 'package-lock.json')).catch(() => null);
  if (!lock) problems.push('package-lock.json is missing');
  else {
    for (const [name, version] of Object.entries(manifest.dependencies ?? {})) {
      if (lock.packages[`node_modules/${name}`]?.version !== version) problems.push(`package-lock.json does not pin ${name}@${version}`);
    }
  }
  return problems;
}
