import { buildFunctionsBundle } from '../local/functions-bundle';

/**
 * Global setup of Vitest's `unit` project (vitest.config.ts): rebuilds functions/dist/main.js,
 * which scripts/checks/deployment.test.ts loads, so that `npm run test:unit` and `npx vitest`
 * work from a fresh clone and never test a stale bundle. esbuild takes about a second.
 */
export default async function setup(): Promise<void> {
  await buildFunctionsBundle();
}
