import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { REPO_ROOT } from './stack';
import { bin, TEST_STACK_READY } from './test-stack';

export interface TestStackProcess {
  /** The PORTAL_TEST_* variables the API and end-to-end tests read. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts scripts/local/test-stack-server.ts (startTestStack in a child process) and waits for its
 * ready line. Its other output goes to this process's error stream (the SPA build's log).
 */
export function spawnTestStack(options: { spa: boolean }): Promise<TestStackProcess> {
  const child = spawn(bin('tsx'), [resolve(REPO_ROOT, 'scripts/local/test-stack-server.ts'), ...(options.spa ? ['--spa'] : [])], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
  return new Promise((resolvePromise, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The test stack stopped before it was ready (exit code ${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(`${TEST_STACK_READY} `)) {
        process.stderr.write(`${line}\n`);
        return;
      }
      resolvePromise({
        env: JSON.parse(line.slice(TEST_STACK_READY.length + 1)) as Record<string, string>,
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
