import { defineConfig } from 'vitest/config';

// Vitest 5 prints failures with Map.groupBy, which Node 20 lacks (Node 21+): without this,
// a failing test crashes the reporter instead of being reported.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

// Three projects: `unit` (common, functions, scripts: pure code, no servers), `frontend` (the SPA,
// frontend/vite.config.ts) and `api` (HTTP calls to the local test stack). `npm test` starts that
// stack once and describes it through PORTAL_TEST_* variables; without them, the api project's
// global setup starts it (docs/adr/0028-runner-global-setup.md). The unit project's global setup
// builds the functions bundle, which scripts/checks/deployment.test.ts loads.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The files of a worker share one module graph: 42 s to 12 s on this 2-core machine, most
          // of it spent importing the same modules again per file. A test that changes a module's
          // state restores it (checked by running with --sequence.shuffle).
          isolate: false,
          globalSetup: ['scripts/test-setup/vitest-functions-bundle.ts'],
        },
      },
      './frontend/vite.config.ts',
      {
        test: {
          name: 'api',
          include: ['functions/test/api/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 20_000,
          // Some suites read every demo record in beforeAll (public-leaks: about 184 requests in a
          // row); on a loaded 2-core machine that passed vitest's 10 s hook default.
          hookTimeout: 60_000,
          globalSetup: ['scripts/test-setup/vitest-api-stack.ts'],
        },
      },
    ],
  },
});
