import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Store } from '../../functions/src/data/cosmos';
import type { Fallback } from './api-host';
import type { DoiService } from './doi-service';
import { apiSettings, spaSettings, type LocalPorts } from './settings';
import { REPO_ROOT, startStack } from './stack';
import { staticSite } from './static-site';
import { startTestKeySet } from './test-keys';

/**
 * The stack the API and end-to-end tests run against, shared by `npm test` (scripts/test.ts,
 * which starts it once for both, in its own process) and the runners' own global setups
 * (scripts/test-setup/, for `npx vitest` and `npx playwright test` run directly, through the
 * child process of test-stack-server.ts; docs/adr/0028-runner-global-setup.md).
 * The tests find it through the PORTAL_TEST_* variables of `TestStack.env`.
 */
export const TEST_DATABASE = 'portal-test';

/** First word of the line scripts/local/test-stack-server.ts prints once the stack listens. */
export const TEST_STACK_READY = 'PORTAL_TEST_STACK_READY';

export const bin = (name: string) => resolve(REPO_ROOT, 'node_modules/.bin', name);

/** The command that builds the SPA in local mode for the test stack, into `outDir`. */
export function spaBuildCommand(ports: LocalPorts, outDir: string): { command: string; args: string[]; env: Record<string, string> } {
  // NODE_ENV as `vite build` expects it, even from a runner that sets "test".
  return { command: bin('vite'), args: ['build', 'frontend', '--outDir', outDir, '--emptyOutDir'], env: { ...spaSettings(ports), NODE_ENV: 'production' } };
}

/** Builds the SPA for the test stack (output shown); throws when the build fails. */
export function buildTestSpa(ports: LocalPorts, outDir: string): void {
  const { command, args, env } = spaBuildCommand(ports, outDir);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`The SPA build failed (${command} ${args.join(' ')})`);
}

/** Without a built SPA (API tests only), every path outside /api answers 404. */
const noSite: Fallback = (_req, res) => {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No SPA in this test stack');
};

export interface TestStack {
  /** The PORTAL_TEST_* variables the API and end-to-end tests read. */
  env: Record<string, string>;
  store: Store;
  close(): Promise<void>;
}

export async function startTestStack(options: {
  ports: LocalPorts;
  keysPort: number;
  runDir: string;
  /** The built SPA to serve, or null when only the API is tested. */
  spaDir: string | null;
  log?: (line: string) => void;
}): Promise<TestStack> {
  const { ports, keysPort, runDir, spaDir } = options;
  await mkdir(runDir, { recursive: true });
  let countCosmosRequests = () => 0;
  let doiService: () => DoiService | null = () => null;
  const keys = await startTestKeySet(keysPort, `http://127.0.0.1:${ports.idp}/jwks`, () => countCosmosRequests(), () => doiService());
  const stack = await startStack({
    ports,
    database: TEST_DATABASE,
    snapshotFile: null,
    jwksUrl: keys.jwksUrl,
    // The key-set outage tests need a re-fetch on each unknown kid, not one a minute (§1.4.4).
    extraApiSettings: { LOCAL_JWKS_REFETCH_SECONDS: '0' },
    site: async (idpOrigin) => (spaDir ? staticSite(spaDir, resolve(REPO_ROOT, 'staticwebapp.config.json'), idpOrigin) : noSite),
    log: options.log ?? ((line) => console.log(`[stack] ${line}`)),
  }).catch(async (error: unknown) => {
    await keys.close();
    throw error;
  });
  countCosmosRequests = stack.cosmosRequestCount;
  doiService = () => stack.doi;
  const keyFile = resolve(runDir, 'test-signing-key.json');
  await writeFile(keyFile, JSON.stringify(keys.privateJwk));
  return {
    env: {
      PORTAL_TEST_WEB_URL: stack.webUrl,
      PORTAL_TEST_IDP_URL: stack.idpUrl,
      PORTAL_TEST_KEY_FILE: keyFile,
      PORTAL_TEST_COSMOS_ENDPOINT: stack.cosmosEndpoint,
      PORTAL_TEST_DATABASE: TEST_DATABASE,
      PORTAL_TEST_RUN_DIR: runDir,
      PORTAL_TEST_CONTROL_URL: keys.controlUrl,
      PORTAL_TEST_CLIENT_ID: apiSettings(ports, TEST_DATABASE).AUTH_CLIENT_ID ?? '',
    },
    store: stack.store,
    async close() {
      await stack.close();
      await keys.close();
    },
  };
}
