import { accessSync, constants } from 'node:fs';

/**
 * The browser of the end-to-end tests: Debian's Chromium, never a Playwright download (browsers
 * cannot be downloaded on the development machines; README). CHROMIUM_PATH points elsewhere.
 */
export const CHROMIUM_INSTALL_COMMAND = 'apt-get install -y chromium';

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Null when Chromium can be started, else what to tell the person running the tests. */
export function missingChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const path = chromiumPath(env);
  try {
    accessSync(path, constants.X_OK);
    return null;
  } catch {
    return (
      `The end-to-end tests need Chromium at ${path}, which is missing. Install it (as root) with:\n\n` +
      `  ${CHROMIUM_INSTALL_COMMAND}\n\n` +
      'or set CHROMIUM_PATH to a Chromium executable.'
    );
  }
}
