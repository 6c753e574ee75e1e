import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/local/chromium';
import { e2eStacks, useWorkerStack } from './scripts/local/e2e-stacks';
import { testPorts, testRunDir } from './scripts/local/test-ports';

/**
 * End-to-end tests in Debian's Chromium against the test stack: the one scripts/test.ts starts
 * once for the API and end-to-end stages (PORTAL_TEST_* variables), or, run directly
 * (`npx playwright test`), the one the global setup builds and starts on the TEST_*_PORT ports.
 * Never `npx playwright install`: browsers cannot be downloaded here (platform notes).
 * Under `npm test` there is one stack per worker, each worker on its own (docs/adr/0050).
 */
useWorkerStack();
const { ports } = testPorts();
const baseURL = process.env.PORTAL_TEST_WEB_URL ?? `http://localhost:${ports.web}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: `${process.env.PORTAL_TEST_RUN_DIR ?? testRunDir(ports)}/playwright-output`,
  globalSetup: './scripts/test-setup/playwright-stack.ts',
  fullyParallel: false,
  workers: Math.max(1, e2eStacks().length),
  retries: 0,
  // A test's whole budget, not a speed target: the tests that scan several pages with axe in both
  // languages take 25-32 s on this 2-core machine, which the 30 s default cut off now and then.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    { name: 'e2e', testMatch: /.*\.spec\.ts/, dependencies: ['setup'] },
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-CA',
    // No trace by default: recording one (DOM snapshots and a screencast of every action) made
    // the browser's work 2.3 times slower on this 2-core machine, for a file kept only when a test
    // fails. To get one: `npm run test:e2e -- --trace retain-on-failure` (or `--trace on`).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
