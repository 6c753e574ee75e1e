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
