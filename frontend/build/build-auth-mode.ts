/**
 * Which auth mode a `vite build` may produce. frontend/.env holds the local demo values
 * (VITE_AUTH_MODE=local, spec 1-roles-and-identity §1.2) so that `npm start` needs no setup;
 * without this guard, a production build that forgot VITE_AUTH_MODE=entra would ship a site
 * signing in against http://localhost. A local-mode build must therefore be asked for
 * explicitly with PORTAL_LOCAL_BUILD=1 (the test stack, `npm run size`: scripts/local/settings.ts).
 * Dev servers and the test runner ("serve") are never refused.
 */
export const LOCAL_BUILD_VARIABLE = 'PORTAL_LOCAL_BUILD';

export interface BuildAuthModeInput {
  /** Vite's command: "build" for `vite build`, "serve" for the dev server and Vitest. */
  command: 'build' | 'serve';
  /** VITE_AUTH_MODE as Vite resolved it (the environment over frontend/.env files). */
  authMode: string | undefined;
  /** The value of PORTAL_LOCAL_BUILD in the environment of the build. */
  localBuild: string | undefined;
}

/** Null when the build may go on, else the reason it must stop. */
export function buildAuthModeRefusal({ command, authMode, localBuild }: BuildAuthModeInput): string | null {
  if (command !== 'build' || authMode?.trim() === 'entra' || localBuild === '1') return null;
  return (
    `Refusing to build the SPA in "${authMode?.trim() || 'local'}" auth mode: a production build needs ` +
    'VITE_AUTH_MODE=entra and the other VITE_ settings (README, Production configuration). ' +
    `For a local-mode build (demo sign-in against the local identity provider), set ${LOCAL_BUILD_VARIABLE}=1.`
  );
}
