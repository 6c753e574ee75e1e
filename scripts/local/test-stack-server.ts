import { resolve } from 'node:path';
import { testPorts, testRunDir } from './test-ports';
import { buildTestSpa, startTestStack, TEST_STACK_READY } from './test-stack';

/**
 * The test stack in a process of its own, for the runners' global setups
 * (scripts/local/test-stack-process.ts): the runner's own process stays free for the runner, as
 * under `npm test`. `--spa` builds and serves the SPA (end-to-end tests). Prints one ready line
 * with the PORTAL_TEST_* variables; stops on SIGTERM or when its parent goes (stdin closes).
 */
const withSpa = process.argv.includes('--spa');
const { ports, keysPort } = testPorts();
const runDir = testRunDir(ports);
const spaDir = withSpa ? resolve(runDir, 'spa') : null;
if (spaDir) buildTestSpa(ports, spaDir);
const stack = await startTestStack({ ports, keysPort, runDir, spaDir, log: () => {} });
console.log(`${TEST_STACK_READY} ${JSON.stringify(stack.env)}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void stack.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
