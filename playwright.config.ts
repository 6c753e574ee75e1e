import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the stack that scripts/test.ts starts once.
 * Never `npx playwright install`: browsers cannot be downloaded here (platform notes).
 */
const baseURL = process.env.PORTAL_TEST_WEB_URL ?? 'http://localhost:4390';

export default defineConfig({
  testDir: 'e2e',
  outputDir: `${process.env.PORTAL_TEST_RUN_DIR ?? '.cache/test'}/playwright-output`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
