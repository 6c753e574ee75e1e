import { spawnTestStack } from '../local/test-stack-process';

/**
 * Global setup of Vitest's `api` project (vitest.config.ts): Vitest runs it only when API test
 * files are selected. Under `npm test` (PORTAL_TEST_WEB_URL set) the stack is already running and
 * this does nothing; run directly (`npx vitest run --project api`), it starts the test stack in a
 * child process, without the SPA, which the API tests never load, and stops it at the end
 * (docs/adr/0028-runner-global-setup.md).
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.PORTAL_TEST_WEB_URL) return undefined;
  const stack = await spawnTestStack({ spa: false });
  // The test workers start after the global setups and inherit this environment.
  Object.assign(process.env, stack.env);
  return async () => {
    await stack.stop();
    for (const name of Object.keys(stack.env)) delete process.env[name];
  };
}
