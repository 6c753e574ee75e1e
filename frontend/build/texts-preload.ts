/**
 * Lets the first screen's texts download beside the application's code (issue 18, docs/adr/0049):
 * the shell's texts are one chunk per language, imported at start-up by `src/main.tsx`, which
 * would be a second round trip after the entry. The build writes each language's chunk address in
 * a `<meta>` of `index.html`; `public/lang-init.js`, which knows the stored language before the
 * body is parsed, requests that one only, together with the entry and its imports (docs/adr/0048).
 */
import type { Plugin } from 'vite';
import { beforeLangInit } from './lang-init-build.ts';

/** The `<meta name>` holding the address of a language's shell texts. */
export const SHELL_TEXTS_META_PREFIX = 'portal-shell-texts-';
const SHELL_TEXTS_MODULE = /[\\/]src[\\/]lib[\\/]i18n[\\/]shell-(en|fr)\.ts$/;

interface BundleItem {
  type: string;
  fileName: string;
  facadeModuleId?: string | null;
}


/** `html` with a `<meta>` naming each language's shell-texts chunk before lang-init.js reads them. */
export function withShellTexts(html: string, bundle: Record<string, BundleItem>, base: string): string {
  const metas: string[] = [];
  for (const item of Object.values(bundle)) {
    const match = item.type === 'chunk' && item.facadeModuleId ? SHELL_TEXTS_MODULE.exec(item.facadeModuleId) : null;
    if (match) metas.push(`<meta name="${SHELL_TEXTS_META_PREFIX}${match[1]}" content="${base}${item.fileName}" />`);
  }
  if (metas.length !== 2) throw new Error(`Expected one shell-texts chunk per language, found ${metas.length}.`);
  return beforeLangInit(html, metas.sort().join('\n    '));
}

export function textsPreload(): Plugin {
  let base = '/';
  return {
    name: 'portal-texts-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return withShellTexts(html, (context.bundle ?? {}) as Record<string, BundleItem>, base);
      },
    },
  };
}
