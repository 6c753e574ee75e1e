import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as AzureFunctions from '@azure/functions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTAINERS } from '../../functions/src/data/cosmos';
import { notFound } from '../../functions/src/endpoints/not-found';
import { ROUTES } from '../../functions/src/routes';
import { BUNDLE_PATH, deriveLock, externalImports, REPO_ROOT, stageApi, stageSite, verifyApi, verifySite, type LockFile } from './artifacts';
import { checkCsp, checkStaticWebAppConfig, fallsBackToIndex, IDENTITY_PROVIDER_ORIGIN, parseCsp, type StaticWebAppConfig } from './swa-config';

/**
 * What can be checked about the deployment without Azure (issue 7, item 5): the Static Web Apps
 * configuration, the artifacts the deploy workflow uploads, the functions bundle, and the
 * agreement between the code, the Bicep templates and the workflows. Bicep itself is compiled
 * and linted by .github/workflows/ci.yml, where the Bicep CLI exists.
 */

const registrations = vi.hoisted(() => [] as { name: string; route: string | undefined; methods: string[]; authLevel: string | undefined }[]);

// Outside the Functions host `app.http` drops every registration (platform notes): record them.
vi.mock('@azure/functions', async (importOriginal) => {
  const actual = await importOriginal<typeof AzureFunctions>();
  const http = (name: string, options: { route?: string; methods?: string[]; authLevel?: string }) => {
    registrations.push({ name, route: options.route, methods: [...(options.methods ?? [])], authLevel: options.authLevel });
  };
  return { ...actual, app: { ...actual.app, http } };
});

const read = (path: string) => readFileSync(resolve(REPO_ROOT, path), 'utf8');
const readJson = <T>(path: string) => JSON.parse(read(path)) as T;
const siteConfig = () => readJson<StaticWebAppConfig>('staticwebapp.config.json');

/** The `env:` entries of one step (found by its name) of a workflow file, unevaluated. */
function stepEnv(workflow: string, stepName: string): Record<string, string> {
  const lines = workflow.split('\n');
  const start = lines.findIndex((line) => line.trim() === `- name: ${stepName}`);
  if (start === -1) throw new Error(`no step named "${stepName}"`);
  const stepIndent = (lines[start] ?? '').indexOf('-');
  const env: Record<string, string> = {};
  let envIndent = -1;
  for (const line of lines.slice(start + 1)) {
    const indent = line.search(/\S/);
    if (indent === -1) continue;
    if (indent <= stepIndent) break;
    if (envIndent === -1) {
      if (line.trim() === 'env:') envIndent = indent;
      continue;
    }
    if (indent <= envIndent) break;
    const match = /^\s*([A-Z0-9_]+):\s*(.*)$/.exec(line);
    if (match?.[1]) env[match[1]] = (match[2] ?? '').replace(/^'(.*)'$/, '$1');
  }
  return env;
}

/** Evaluates the `${{ vars.X }}`, `${{ vars.X || 'default' }}` and `format(...)` forms used here. */
function evaluate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_all, expression: string) => {
    const alternatives = expression.split('||').map((part) => part.trim());
    for (const alternative of alternatives) {
      const variable = /^vars\.([A-Z0-9_]+)$/.exec(alternative);
      const literal = /^'(.*)'$/.exec(alternative);
      const format = /^format\('(.*)',\s*vars\.([A-Z0-9_]+)\)$/.exec(alternative);
      const result = variable ? (vars[variable[1] ?? ''] ?? '') : literal ? (literal[1] ?? '') : format ? (format[1] ?? '').replace('{0}', vars[format[2] ?? ''] ?? '') : null;
      if (result === null) throw new Error(`unsupported expression: ${expression}`);
      if (result !== '') return result;
    }
    return '';
  });
}

/** Keys of a dotenv file. */
function dotenvKeys(text: string): string[] {
  return text
    .split('\n')
    .map((line) => /^([A-Z0-9_]+)=/.exec(line.trim())?.[1])
    .filter((key): key is string => key !== undefined);
}

describe('staticwebapp.config.json', () => {
  it('follows every rule of the deployment (fallback, runtime, headers, caching, 404)', () => {
    expect(checkStaticWebAppConfig(siteConfig())).toEqual([]);
  });

  it('falls back to index.html for deep links, never for /api or the assets', () => {
    const config = siteConfig();
    expect(config.navigationFallback?.rewrite).toBe('/index.html');
    expect(config.navigationFallback?.exclude).toEqual(expect.arrayContaining(['/api/*', '/assets/*']));
    for (const path of ['/members/abc', '/fr/membres', '/products/p1/edit']) expect(fallsBackToIndex(config, path), path).toBe(true);
    for (const path of ['/api/all-members', '/api/no-such-route', '/assets/index-BS52HzSI.js', '/favicon.svg']) expect(fallsBackToIndex(config, path), path).toBe(false);
  });

  it('rewrites 404 answers to the SPA, which shows its own not-found page', () => {
    expect(siteConfig().responseOverrides?.['404']).toEqual({ rewrite: '/index.html' });
  });

  it('names the API runtime of the function app (infra/main.bicepparam)', () => {
    const nodeVersion = /param nodeVersion = '(\d+)'/.exec(read('infra/main.bicepparam'))?.[1];
    expect(siteConfig().platform?.apiRuntime).toBe(`node:${nodeVersion}`);
  });

  it('has a content security policy without inline scripts or eval that lets MSAL reach Entra ID', () => {
    const policy = siteConfig().globalHeaders?.['Content-Security-Policy'] ?? '';
    const directives = parseCsp(policy);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toContain(IDENTITY_PROVIDER_ORIGIN);
    expect(directives.get('frame-src')).toContain(IDENTITY_PROVIDER_ORIGIN);
    expect(directives.has('upgrade-insecure-requests')).toBe(true);
    expect(checkCsp(policy)).toEqual([]);
  });

  it('refuses a policy that would let an injected script run', () => {
    const policy = siteConfig().globalHeaders?.['Content-Security-Policy'] ?? '';
    expect(checkCsp(policy.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"))).toContain(
      "CSP: script-src allows 'unsafe-inline': no inline script, no eval",
    );
    expect(checkCsp(policy.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'")).length).toBeGreaterThan(0);
    expect(checkCsp(policy.replace("default-src 'self'", "default-src 'self' https:")).length).toBeGreaterThan(0);
    expect(checkCsp(policy.replace(`frame-src ${IDENTITY_PROVIDER_ORIGIN}`, "frame-src 'none'")).length).toBeGreaterThan(0);
  });

  it('keeps the shape the local test host reads (scripts/local/static-site.ts)', () => {
    const config = siteConfig();
    expect(Object.values(config.globalHeaders ?? {}).every((value) => typeof value === 'string')).toBe(true);
    expect(config.globalHeaders?.['Content-Security-Policy']).toContain(IDENTITY_PROVIDER_ORIGIN);
    expect(config.routes?.find((rule) => rule.route === '/assets/*')?.headers?.['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('site artifact', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'portal-site-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('builds the SPA with the deploy workflow settings, then includes the configuration', async () => {
    // The environment of the deploy workflow's build step, with sample repository variables:
    // the same Vite build and the same validation of the settings (frontend/vite.config.ts).
    const vars = {
      AUTH_CLIENT_ID: '3f1c2a9e-5b7d-4c8e-9f60-1a2b3c4d5e6f',
      PORTAL_SHORT_NAME: 'TRN',
      PORTAL_NAME_EN: 'Test Research Network',
      PORTAL_NAME_FR: 'Réseau de recherche test',
      PORTAL_CONTACT_EMAIL: 'contact@test-network.example',
    };
    const declared = stepEnv(read('.github/workflows/deploy.yml'), 'Build the SPA');
    const env = Object.fromEntries(Object.entries(declared).map(([key, value]) => [key, evaluate(value, vars)]));
    const out = join(work, 'dist');
    const build = spawnSync(resolve(REPO_ROOT, 'node_modules/.bin/vite'), ['build', 'frontend', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: REPO_ROOT,
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production', ...env },
      encoding: 'utf8',
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);

    expect(await verifySite(out)).toContain(`staticwebapp.config.json is missing from ${out}: Static Web Apps reads it only from the uploaded folder`);
    await stageSite(out);
    expect(await verifySite(out)).toEqual([]);
    expect(await readFile(join(out, 'staticwebapp.config.json'), 'utf8')).toBe(read('staticwebapp.config.json'));

    const html = await readFile(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<title>TRN</title>');
    // The workflow's values, not the demo values of frontend/.env, are in the production build.
    const scripts = await Promise.all(
      (await readdir(join(out, 'assets'))).filter((file) => file.endsWith('.js')).map((file) => readFile(join(out, 'assets', file), 'utf8')),
    );
    const bundle = scripts.join('\n');
    expect(bundle).toContain(vars.AUTH_CLIENT_ID);
    expect(bundle).toContain(vars.PORTAL_NAME_EN);
    expect(bundle).not.toContain('aurora-network.example/privacy');
    expect(env.VITE_LOCAL_IDP_URL).toBe('');
  }, 60_000);

  it('refuses a site with an inline script, a stale configuration or unhashed assets', async () => {
    const out = join(work, 'bad');
    await mkdir(join(out, 'assets'), { recursive: true });
    await writeFile(join(out, 'index.html'), '<html><head><script>alert(1)</script></head><body onload="x()"></body></html>');
    await writeFile(join(out, 'assets', 'logo.png'), '');
    await writeFile(join(out, 'staticwebapp.config.json'), '{}');
    const problems = await verifySite(out);
    expect(problems).toContain('index.html has an inline script: the CSP forbids it');
    expect(problems).toContain('index.html has an inline event handler: the CSP forbids it');
    expect(problems).toContain("staticwebapp.config.json in " + out + " differs from the repository's");
    expect(problems).toContain('assets/logo.png has no content hash but /assets/* is cached as immutable');
  });
});

describe('functions bundle', () => {
  const bundle = resolve(REPO_ROOT, BUNDLE_PATH);

  beforeAll(async () => {
    if (!existsSync(bundle)) throw new Error(`${BUNDLE_PATH} is missing: run npm run build:functions (npm test builds it before the unit stage)`);
    await import(pathToFileURL(bundle).href);
  });

  it('registers one function per route of the table, plus the catch-all, in that order', () => {
    expect(registrations.map((registration) => registration.name)).toEqual([...ROUTES.map((route) => route.name), notFound.name]);
    expect(registrations.map((registration) => registration.route)).toEqual([...ROUTES.map((route) => route.route), notFound.route]);
    expect(new Set(registrations.map((registration) => registration.name)).size).toBe(ROUTES.length + 1);
  });

  it('registers anonymous functions for every method (the API checks tokens and methods itself)', () => {
    for (const registration of registrations) {
      expect(registration.authLevel, registration.name).toBe('anonymous');
      expect(registration.methods, registration.name).toEqual(expect.arrayContaining(['GET', 'POST', 'PATCH', 'DELETE']));
    }
  });

  it('is the main of package.json, which is the Functions app manifest', () => {
    const manifest = readJson<{ main?: string; type?: string }>('package.json');
    expect(manifest.type).toBe('module');
    expect(manifest.main).toBe(BUNDLE_PATH);
    expect(resolve(REPO_ROOT, manifest.main ?? '')).toBe(bundle);
    const host = readJson<{ version: string; extensions?: { http?: { routePrefix?: string } } }>('host.json');
    expect(host.version).toBe('2.0');
    expect(host.extensions?.http?.routePrefix).toBe('api');
  });

  it('imports at run time only the dependencies of functions/package.json', () => {
    const dependencies = readJson<{ dependencies: Record<string, string> }>('functions/package.json').dependencies;
    const imports = externalImports(readFileSync(bundle, 'utf8'));
    expect(imports).toContain('@azure/functions');
    expect(imports.filter((name) => !(name in dependencies))).toEqual([]);
  });
});

describe('API package', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'portal-api-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('holds host.json, the bundle as main, and a lock with the tested dependency versions', async () => {
    const dir = join(work, 'api');
    await stageApi(dir);
    expect(await verifyApi(dir)).toEqual([]);
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { main: string; dependencies: Record<string, string>; devDependencies?: unknown; workspaces?: unknown };
    expect(existsSync(join(dir, manifest.main))).toBe(true);
    expect(manifest.dependencies).toEqual(readJson<{ dependencies: Record<string, string> }>('functions/package.json').dependencies);
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.workspaces).toBeUndefined();
  });

  it('cuts a complete lock: every dependency of every locked package is locked too', async () => {
    const rootLock = readJson<LockFile>('package-lock.json');
    const manifest = { name: 'api', version: '1.0.0', dependencies: readJson<{ dependencies: Record<string, string> }>('functions/package.json').dependencies };
    const lock = deriveLock(rootLock, 'functions', manifest);
    const paths = Object.keys(lock.packages).filter((path) => path !== '');
    for (const path of paths) {
      const entry = lock.packages[path];
      expect(entry?.integrity ?? entry?.resolved, path).toBeTruthy();
      expect(entry?.dev, path).toBeUndefined();
      for (const name of Object.keys(entry?.dependencies ?? {})) {
        // Node looks in the package's own node_modules, then in each enclosing one.
        const levels = path.split('/node_modules/');
        const candidates = levels.map((_level, depth) => `${levels.slice(0, levels.length - depth).join('/node_modules/')}/node_modules/${name}`);
        candidates.push(`node_modules/${name}`);
        expect(candidates.some((candidate) => candidate in lock.packages), `${name} needed by ${path}`).toBe(true);
      }
    }
    for (const [name, version] of Object.entries(manifest.dependencies)) expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
    expect(() => deriveLock(rootLock, 'functions', { ...manifest, dependencies: { ...manifest.dependencies, 'left-pad': '1.3.0' } })).toThrow(/not locked/);
  });
});

describe('infrastructure templates', () => {
  const main = () => read('infra/main.bicep');
  const functionApp = () => read('infra/modules/function-app.bicep');
  const cosmos = () => read('infra/modules/cosmos.bicep');

  it('reference only modules and files that exist', () => {
    for (const file of ['infra/main.bicep', 'infra/main.bicepparam', 'infra/bicepconfig.json']) expect(existsSync(resolve(REPO_ROOT, file)), file).toBe(true);
    for (const match of main().matchAll(/^module \w+ '([^']+)'/gm)) expect(existsSync(resolve(REPO_ROOT, 'infra', match[1] ?? '')), match[1]).toBe(true);
    for (const match of cosmos().matchAll(/loadJsonContent\('([^']+)'\)/g)) expect(existsSync(resolve(REPO_ROOT, 'infra/modules', match[1] ?? '')), match[1]).toBe(true);
    expect(read('infra/main.bicepparam')).toMatch(/^using '\.\/main\.bicep'$/m);
  });

  it('create the database and the containers the code uses (ADR 0002)', () => {
    const layout = readJson<{ database: string; containers: { id: string; partitionKey: string }[] }>('infra/modules/cosmos-containers.json');
    expect(layout.database).toBe('portal');
    expect(layout.containers.map((container) => ({ id: container.id, partitionKey: { paths: [container.partitionKey] } }))).toEqual(
      Object.values(CONTAINERS).map((container) => ({ id: container.id, partitionKey: { paths: [...container.partitionKey.paths] } })),
    );
  });

  it('give the records container the range indexes of the report route (A29), as the local store does', () => {
    const layout = readJson<{ containers: { id: string; indexingPolicy?: unknown }[] }>('infra/modules/cosmos-containers.json');
    expect(layout.containers.find((container) => container.id === 'records')?.indexingPolicy).toEqual(CONTAINERS.records.indexingPolicy);
    expect(cosmos()).toContain('indexingPolicy: any(container).indexingPolicy');
  });

  it('make Cosmos DB serverless, keyless and continuously backed up, with the data-plane role', () => {
    const text = cosmos();
    expect(text).toContain("name: 'EnableServerless'");
    expect(text).toMatch(/disableLocalAuth: true/);
    expect(text).toMatch(/type: 'Continuous'/);
    expect(text).toContain("'00000000-0000-0000-0000-000000000002'");
    expect(text).toContain('sqlRoleAssignments');
  });

  it('give the API every production setting of spec §1.2 and no key', () => {
    const settings = new Map<string, string>();
    for (const match of functionApp().matchAll(/name: '([A-Za-z_]+)'\s+value: ([^\n]+)/g)) settings.set(match[1] ?? '', (match[2] ?? '').trim());
    expect(settings.get('AUTH_MODE')).toBe("'entra'");
    expect(settings.get('COSMOS_CREDENTIAL')).toBe("'managed-identity'");
    for (const name of ['AUTH_CLIENT_ID', 'AUTH_ALLOWED_TENANT_IDS', 'BOOTSTRAP_ADMIN_EMAIL', 'COSMOS_ENDPOINT', 'COSMOS_DATABASE', 'AZURE_CLIENT_ID', 'APPLICATIONINSIGHTS_CONNECTION_STRING', 'PORTAL_TIME_ZONE', 'DOI_METADATA_URL']) {
      expect(settings.has(name), name).toBe(true);
    }
    for (const name of ['COSMOS_KEY', 'LOCAL_IDP_URL', 'LOCAL_JWKS_REFETCH_SECONDS', 'AUTH_JWKS_URL', 'AzureWebJobsStorage']) expect(settings.has(name), name).toBe(false);
    expect(functionApp()).not.toMatch(/listKeys|listConnectionStrings|AccountKey=/);
  });
});

describe('workflows', () => {
  const deploy = () => read('.github/workflows/deploy.yml');
  const ci = () => read('.github/workflows/ci.yml');

  it('build the SPA with every setting, overriding each local default of frontend/.env', () => {
    const env = stepEnv(deploy(), 'Build the SPA');
    expect(dotenvKeys(read('frontend/.env')).filter((key) => !(key in env))).toEqual([]);
    expect(env.VITE_AUTH_MODE).toBe('entra');
    expect(env.VITE_LOCAL_IDP_URL).toBe('');
    expect(deploy()).toMatch(/run: npm run build -w frontend/);
  });

  it('pass the template parameters that main.bicepparam reads from the environment', () => {
    const env = stepEnv(deploy(), 'Provision or update the infrastructure');
    for (const match of read('infra/main.bicepparam').matchAll(/readEnvironmentVariable\('([A-Z_]+)'/g)) expect(env, match[1]).toHaveProperty(match[1] ?? '');
    expect(deploy()).toContain('--parameters infra/main.bicepparam');
  });

  it('deploy with OpenID Connect and store no secret', () => {
    const text = deploy();
    expect(text).toMatch(/id-token: write/);
    expect(text).toContain('uses: azure/login@');
    expect(text).not.toMatch(/secrets\./);
    expect(text).not.toMatch(/publish-profile|client-secret|creds:/);
    expect(ci()).not.toMatch(/secrets\./);
  });

  it('upload the folder the site step prepared, with the API deployed first', () => {
    const text = deploy();
    const staged = /package-artifacts\.ts site (\S+)/.exec(text)?.[1];
    expect(staged).toBe('frontend/dist');
    expect(text).toContain(`app_location: ${staged}`);
    expect(text).toMatch(/skip_app_build: true/);
    expect(text.indexOf('Azure/functions-action@')).toBeLessThan(text.indexOf('Azure/static-web-apps-deploy@'));
    expect(text).toContain('sku: flexconsumption');
  });

  it('run the tests, the Bicep build and lint, and actionlint in CI, before any deployment', () => {
    const text = ci();
    expect(text).toMatch(/run: npm test$/m);
    expect(text).toMatch(/apt-get install .*chromium/);
    expect(text).toContain('az bicep build --file infra/main.bicep');
    expect(text).toContain('az bicep lint --file infra/main.bicep');
    expect(text).toMatch(/actionlint/);
    expect(text).toMatch(/^\s+workflow_call:/m);
    expect(deploy()).toMatch(/uses: \.\/\.github\/workflows\/ci\.yml/);
    expect(deploy()).toMatch(/needs: ci/);
  });

  it('audit the dependencies in CI with a step that can fail (issue 12)', () => {
    const text = ci();
    expect(text).toMatch(/^\s+run: npm audit --audit-level=(high|moderate|low)$/m);
    expect(text).not.toMatch(/continue-on-error/);
  });
});
