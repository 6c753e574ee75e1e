import { resolve } from 'node:path';
import type { LocalPorts } from './settings';

/**
 * Where the test stack listens and writes, read by scripts/test.ts, the runners' global setups
 * and playwright.config.ts (hence a module of its own, without the stack's imports).
 * Defaults 4390/9490/8191/9491 and 9492 (DOI fixture service), away from `npm start`'s
 * 4280/9400/8081/9401; TEST_*_PORT override.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..');

export function testPorts(env: NodeJS.ProcessEnv = process.env): { ports: LocalPorts; keysPort: number } {
  return {
    ports: {
      web: Number(env.TEST_WEB_PORT ?? 4390),
      idp: Number(env.TEST_IDP_PORT ?? 9490),
      cosmos: Number(env.TEST_COSMOS_PORT ?? 8191),
      doi: Number(env.TEST_DOI_PORT ?? 9492),
    },
    keysPort: Number(env.TEST_KEYS_PORT ?? 9491),
  };
}

/** Everything a run writes lives in a folder of its own, so two runs on other ports never collide. */
export function testRunDir(ports: LocalPorts): string {
  return resolve(REPO_ROOT, '.cache', `test-${ports.web}`);
}

/**
 * The ports of the end-to-end stage's further stacks (one per extra Playwright worker,
 * docs/adr/0050): each port of the first stack plus 5 per stack, so that the sets of two runs 10
 * apart (4390, 4400…) never meet. Returned as the TEST_*_PORT variables test-stack-server.ts reads.
 */
export function extraStackPortVariables(first: { ports: LocalPorts; keysPort: number }, index: number): Record<string, string> {
  const shift = 5 * index;
  return {
    TEST_WEB_PORT: String(first.ports.web + shift),
    TEST_IDP_PORT: String(first.ports.idp + shift),
    TEST_COSMOS_PORT: String(first.ports.cosmos + shift),
    TEST_KEYS_PORT: String(first.keysPort + shift),
    TEST_DOI_PORT: String(first.ports.doi + shift),
  };
}
