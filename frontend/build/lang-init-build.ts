/**
 * `public/lang-init.js` is render-blocking: every visitor waits for it before the first paint
 * (docs/adr/0048). It is written with the comments a maintainer needs, and the build ships it
 * minified (about 0.8 kB gzip instead of 1.9 kB). Vite copies `public/` as it is, so this plugin
 * writes the minified file over the copy once the bundle is written. The development server keeps
 * serving the file as written. frontend/src/lib/auth/lang-init.test.ts runs its tests on both.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { minify, type Plugin } from 'vite';

export const LANG_INIT_FILE = 'lang-init.js';
/** How index.html loads it: in the head, before the body, as a classic (blocking) script. */
export const LANG_INIT_SCRIPT = `<script src="/${LANG_INIT_FILE}"></script>`;

/**
 * `html` with `markup` (the `<meta>` tags lang-init.js reads while the head is parsed) right before
 * the lang-init.js script; fails the build when index.html does not load it that way.
 */
export function beforeLangInit(html: string, markup: string): string {
  if (!html.includes(LANG_INIT_SCRIPT)) throw new Error(`index.html must load lang-init.js as ${LANG_INIT_SCRIPT}`);
  return html.replace(LANG_INIT_SCRIPT, `${markup}\n    ${LANG_INIT_SCRIPT}`);
}

/** The minified script; fails on any error, so that a broken script never ships. */
export async function minifyLangInit(source: string): Promise<string> {
  const result = await minify(LANG_INIT_FILE, source, { compress: true, mangle: true });
  if (result.errors.length > 0) throw new Error(`lang-init.js could not be minified: ${result.errors.map((error) => error.message).join('; ')}`);
  return result.code;
}

export function langInitBuild(): Plugin {
  let publicDir = '';
  let outDir = '';
  return {
    name: 'portal-lang-init-build',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const source = await readFile(join(publicDir, LANG_INIT_FILE), 'utf8');
      await writeFile(join(outDir, LANG_INIT_FILE), await minifyLangInit(source));
    },
  };
}
