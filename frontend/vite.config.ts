import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { buildAuthModeRefusal, LOCAL_BUILD_VARIABLE } from './build/build-auth-mode.ts';
import { bundleBudget } from './build/bundle-budget.ts';
import { langInitBuild } from './build/lang-init-build.ts';
import { textsPreload } from './build/texts-preload.ts';
import { prerenderShell } from './build/prerender-shell.ts';
import { parseConfig } from './src/lib/config-schema.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ command, mode }) => {
  // The build-time configuration is checked once, here, so a bad value fails the build (spec
  // 1-roles-and-identity §1.2); the application receives the checked result as a constant
  // (src/lib/config.ts), so the first screen does not carry the checks (issue 18).
  const env = loadEnv(mode, here, 'VITE_');
  const portalConfig = parseConfig(env);
  // A build in local mode only when asked for: frontend/.env's demo values must not reach production.
  const refusal = buildAuthModeRefusal({ command, authMode: env.VITE_AUTH_MODE, localBuild: process.env[LOCAL_BUILD_VARIABLE] });
  if (refusal) throw new Error(refusal);

  return {
    root: here,
    define: { __PORTAL_CONFIG__: JSON.stringify(portalConfig) },
    envDir: here,
    envPrefix: 'VITE_',
    // The build fails when the signed-out home page is over its JavaScript budget (npm run size);
    // the active language's shell texts are preloaded by public/lang-init.js, and the signed-out
    // shell is prerendered into index.html, and lang-init.js ships minified (issue 18, docs/adr/0048
    // and 0049).
    plugins: [react(), bundleBudget(), textsPreload(), prerenderShell(), langInitBuild()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // Every browser the portal supports preloads modules itself: the polyfill is dead weight on
      // the first screen (issue 18).
      modulePreload: { polyfill: false },
    },
    test: {
      name: 'frontend',
      root: here,
      environment: 'happy-dom',
      // One DOM per worker, not one per file: 95 s to 9 s on this 2-core machine, where building
      // the DOM took half the time. src/test/setup.ts clears what a test leaves in the document or
      // in a library's global store (checked by running with --sequence.shuffle).
      isolate: false,
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
    },
  };
});
