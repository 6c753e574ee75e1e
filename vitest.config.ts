import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure code, no servers) and `api` (HTTP calls to the local stack that
// scripts/test.ts starts once per run and describes through environment variables).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
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
        },
      },
    ],
  },
});
