import { missingChromium } from '../local/chromium';
import { spawnTestStack } from '../local/test-stack-process';

/**
 * Global setup of `npx playwright test` (playwright.config.ts). It first stops at once when
 * Chromium is missing, naming the command that installs it. Under `npm test`, or with
 * PORTAL_TEST_WEB_URL pointing at a running site, it does nothing more; run directly, it builds
 * the SPA and starts the test stack in a child process, as scripts/test.ts does, and stops it at
 * the end (docs/adr/0028-runner-global-setup.md).
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const noChromium = missingChromium();
  if (noChromium) throw new Error(noChromium);
  if (process.env.PORTAL_TEST_WEB_URL) return undefined;

  console.log('Building the SPA and starting the test stack...');
  const stack = await spawnTestStack({ spa: true });
  // Playwright starts its workers after the global setup; they inherit this environment.
  Object.assign(process.env, stack.env);
  return () => stack.stop();
}
