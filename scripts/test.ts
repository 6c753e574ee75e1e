import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadDemoData } from './local/demo-data';
import { apiSettings, spaSettings, type LocalPorts } from './local/settings';
import { REPO_ROOT, startStack } from './local/stack';
import { staticSite } from './local/static-site';
import { startTestKeySet } from './local/test-keys';

/**
 * `npm test`: every test, with the local stack started once (README). Stages can be picked:
 * `tsx scripts/test.ts static unit api e2e`. Ends with the plain "N passed, N failed" line.
 */
const ALL_STAGES = ['static', 'unit', 'api', 'e2e'] as const;
type Stage = (typeof ALL_STAGES)[number];
const requested = process.argv.slice(2).filter((arg): arg is Stage => (ALL_STAGES as readonly string[]).includes(arg));
const stages = new Set<Stage>(requested.length > 0 ? requested : ALL_STAGES);
// Anything after `--` goes to Playwright (spec files, --grep): `tsx scripts/test.ts e2e -- e2e/x.spec.ts`.
const separator = process.argv.indexOf('--');
const playwrightArgs = separator >= 0 ? process.argv.slice(separator + 1) : [];

const TEST_PORTS: LocalPorts = {
  web: Number(process.env.TEST_WEB_PORT ?? 4390),
  idp: Number(process.env.TEST_IDP_PORT ?? 9490),
  cosmos: Number(process.env.TEST_COSMOS_PORT ?? 8191),
};
const TEST_KEYS_PORT = Number(process.env.TEST_KEYS_PORT ?? 9491);
// Everything a run writes lives in a folder of its own, so two runs on other ports never collide.
const CACHE = resolve(REPO_ROOT, '.cache', `test-${TEST_PORTS.web}`);
const bin = (name: string) => resolve(REPO_ROOT, 'node_modules/.bin', name);

const totals = { passed: 0, failed: 0 };

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  console.log(`\n$ ${[command.replace(`${REPO_ROOT}/`, ''), ...args].join(' ')}`);
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/** A check that is not a test runner counts as one test. */
async function check(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  const code = await run(command, args, env);
  if (code === 0) totals.passed += 1;
  else totals.failed += 1;
}

async function vitest(projects: string[], env: Record<string, string> = {}): Promise<void> {
  const report = resolve(CACHE, `vitest-${projects.join('-')}.json`);
  const code = await run(
    bin('vitest'),
    ['run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  const counted = await readFile(report, 'utf8')
    .then((text) => JSON.parse(text) as { numPassedTests: number; numFailedTests: number })
    .catch(() => null);
  totals.passed += counted?.numPassedTests ?? 0;
  totals.failed += counted ? counted.numFailedTests : 1;
  if (code !== 0 && counted?.numFailedTests === 0) totals.failed += 1;
}

async function playwright(env: Record<string, string>): Promise<void> {
  const report = resolve(CACHE, 'playwright.json');
  const code = await run(bin('playwright'), ['test', '--reporter=list,json', ...playwrightArgs], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const counted = await readFile(report, 'utf8')
    .then((text) => JSON.parse(text) as { stats: { expected: number; unexpected: number; flaky: number } })
    .catch(() => null);
  totals.passed += (counted?.stats.expected ?? 0) + (counted?.stats.flaky ?? 0);
  totals.failed += counted ? counted.stats.unexpected : 1;
  if (code !== 0 && counted?.stats.unexpected === 0) totals.failed += 1;
}

await mkdir(CACHE, { recursive: true });
const started = Date.now();

if (stages.has('static')) {
  await check(bin('tsc'), ['-p', 'tsconfig.json']);
  await check(bin('tsc'), ['-p', 'frontend/tsconfig.json']);
  await check(bin('eslint'), ['--max-warnings', '0', '.']);
  await check(bin('tsx'), ['scripts/build-functions.ts']);
}

if (stages.has('unit')) await vitest(['unit', 'frontend']);

if (stages.has('api') || stages.has('e2e')) {
  const distDir = resolve(CACHE, 'spa');
  await check(bin('vite'), ['build', 'frontend', '--outDir', distDir, '--emptyOutDir'], spaSettings(TEST_PORTS));

  let countCosmosRequests = () => 0;
  const keys = await startTestKeySet(TEST_KEYS_PORT, `http://127.0.0.1:${TEST_PORTS.idp}/jwks`, () => countCosmosRequests());
  const stack = await startStack({
    ports: TEST_PORTS,
    database: 'portal-test',
    snapshotFile: null,
    jwksUrl: keys.jwksUrl,
    site: async (idpOrigin) => staticSite(distDir, resolve(REPO_ROOT, 'staticwebapp.config.json'), idpOrigin),
    log: (line) => console.log(`[stack] ${line}`),
  });
  countCosmosRequests = stack.cosmosRequestCount;
  const keyFile = resolve(CACHE, 'test-signing-key.json');
  await writeFile(keyFile, JSON.stringify(keys.privateJwk));
  const env = {
    PORTAL_TEST_WEB_URL: stack.webUrl,
    PORTAL_TEST_IDP_URL: stack.idpUrl,
    PORTAL_TEST_KEY_FILE: keyFile,
    PORTAL_TEST_COSMOS_ENDPOINT: stack.cosmosEndpoint,
    PORTAL_TEST_DATABASE: 'portal-test',
    PORTAL_TEST_RUN_DIR: CACHE,
    PORTAL_TEST_CONTROL_URL: keys.controlUrl,
    PORTAL_TEST_CLIENT_ID: apiSettings(TEST_PORTS, 'portal-test').AUTH_CLIENT_ID ?? '',
  };
  try {
    if (stages.has('api')) await vitest(['api'], env);
    if (stages.has('e2e')) {
      if (stages.has('api')) await loadDemoData(stack.store);
      await playwright(env);
    }
  } finally {
    await stack.close();
    await keys.close();
  }
}

console.log(`\nTests finished in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
