import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { missingChromium } from './local/chromium';
import { loadDemoData } from './local/demo-data';
import { REPO_ROOT } from './local/stack';
import { extraStackPortVariables, testPorts, testRunDir } from './local/test-ports';
import { bin, spaBuildCommand, startTestStack } from './local/test-stack';
import { spawnTestStack, type TestStackProcess } from './local/test-stack-process';

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
/*
 * The end-to-end stage runs on two stacks, one per Playwright worker, each with its own store,
 * identity provider and SPA build (docs/adr/0050): the browser tests wait on the network and on
 * timers most of the time, so two of them share the 2 cores well, and separate data keeps every
 * file as independent of the other worker as it was with one. A run of chosen files (`-- e2e/x.spec.ts`)
 * uses one stack unless PORTAL_TEST_E2E_STACKS says otherwise.
 */
const e2eStacks = Math.max(1, Number(process.env.PORTAL_TEST_E2E_STACKS ?? (playwrightArgs.length > 0 ? 1 : 2)) || 1);

const { ports: TEST_PORTS, keysPort: TEST_KEYS_PORT } = testPorts();
const CACHE = testRunDir(TEST_PORTS);

// Without Chromium the end-to-end stage could only fail, after minutes of the other stages:
// stop at once with the command that installs it (.ci/run and CI install it beforehand).
const noChromium = stages.has('e2e') ? missingChromium() : null;
if (noChromium) {
  console.error(noChromium);
  process.exit(1);
}

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

/** Type checks, lint and the functions build: each runs on one core, so two at a time. */
async function staticChecks(): Promise<void> {
  await Promise.all([check(bin('tsc'), ['-p', 'tsconfig.json']), check(bin('tsc'), ['-p', 'frontend/tsconfig.json'])]);
  await Promise.all([check(bin('eslint'), ['--max-warnings', '0', '.']), check(bin('tsx'), ['scripts/build-functions.ts'])]);
}

/*
 * With the end-to-end stage, the static checks run beside it: the browser tests wait on the
 * network and on timers most of the time (the whole of `npm test` used about 0.75 of the 2 cores
 * on average), so the checks' minute of CPU costs the run much less than a minute. Alone, or with
 * the unit or API stages only, they run first.
 */
const staticBesideE2e = stages.has('static') && stages.has('e2e');
if (stages.has('static') && !staticBesideE2e) await staticChecks();

if (stages.has('unit')) await vitest(['unit', 'frontend']);

if (stages.has('api') || stages.has('e2e')) {
  const distDir = resolve(CACHE, 'spa');
  const build = spaBuildCommand(TEST_PORTS, distDir);
  await check(build.command, build.args, build.env);
  // Started once for both stages; the runners' global setups see PORTAL_TEST_WEB_URL and stay idle.
  const stack = await startTestStack({ ports: TEST_PORTS, keysPort: TEST_KEYS_PORT, runDir: CACHE, spaDir: distDir });
  const env = stack.env;
  // The further stacks build and start in child processes while the API tests run; one that
  // fails to start counts as a failure, and the browser tests run on the others.
  const extraStacks: Array<Promise<TestStackProcess | null>> = stages.has('e2e')
    ? Array.from({ length: e2eStacks - 1 }, (_, index) =>
        spawnTestStack({ spa: true, quiet: true, env: extraStackPortVariables({ ports: TEST_PORTS, keysPort: TEST_KEYS_PORT }, index + 1) }).catch(
          (error: unknown) => {
            console.error(`A further end-to-end stack did not start: ${String(error)}`);
            totals.failed += 1;
            return null;
          },
        ),
      )
    : [];
  try {
    if (stages.has('api')) await vitest(['api'], env);
    if (stages.has('e2e')) {
      if (stages.has('api')) await loadDemoData(stack.store);
      const others = (await Promise.all(extraStacks)).filter((extra) => extra !== null);
      const checks = staticBesideE2e ? staticChecks() : Promise.resolve();
      await playwright({ ...env, PORTAL_TEST_STACKS: JSON.stringify([env, ...others.map((extra) => extra.env)]) });
      await checks;
    }
  } finally {
    await Promise.all(extraStacks.map((extra) => extra.then((running) => running?.stop())));
    await stack.close();
  }
}

console.log(`\nTests finished in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
