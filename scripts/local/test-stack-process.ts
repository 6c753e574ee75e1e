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
 * ready line. Its other output goes to this process's error stream (the SPA build's log). `env`
 * adds variables, e.g. the TEST_*_PORT of another stack; `quiet` keeps that output back unless the
 * stack fails to start (a stack started beside other tests' output).
 */
export function spawnTestStack(options: { spa: boolean; env?: Record<string, string>; quiet?: boolean }): Promise<TestStackProcess> {
  const child = spawn(bin('tsx'), [resolve(REPO_ROOT, 'scripts/local/test-stack-server.ts'), ...(options.spa ? ['--spa'] : [])], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...options.env },
  });
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
  const heldBack: string[] = [];
  return new Promise((resolvePromise, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      for (const line of heldBack) process.stderr.write(`${line}\n`);
      reject(new Error(`The test stack stopped before it was ready (exit code ${code})`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(`${TEST_STACK_READY} `)) {
        if (options.quiet) heldBack.push(line);
        else process.stderr.write(`${line}\n`);
        return;
      }
      heldBack.length = 0;
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
