import { resolve } from 'node:path';
import { missingChromium } from '../local/chromium';
import { testPorts, testRunDir } from '../local/test-ports';
import { buildTestSpa, startTestStack } from '../local/test-stack';

/**
 * Global setup of `npx playwright test` (playwright.config.ts). It first stops at once when
 * Chromium is missing, naming the command that installs it. Under `npm test`, or with
 * PORTAL_TEST_WEB_URL pointing at a running site, it does nothing more; run directly, it builds
 * the SPA and starts the test stack as scripts/test.ts does, and stops the stack at the end
 * (docs/adr/0028-runner-global-setup.md).
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const noChromium = missingChromium();
  if (noChromium) throw new Error(noChromium);
  if (process.env.PORTAL_TEST_WEB_URL) return undefined;

  const { ports, keysPort } = testPorts();
  const runDir = testRunDir(ports);
  const spaDir = resolve(runDir, 'spa');
  console.log(`Building the SPA into ${spaDir} and starting the test stack on port ${ports.web}...`);
  buildTestSpa(ports, spaDir);
  const stack = await startTestStack({ ports, keysPort, runDir, spaDir, log: () => {} });
  // Playwright starts its workers after the global setup; they inherit this environment.
  Object.assign(process.env, stack.env);
  return () => stack.close();
}
