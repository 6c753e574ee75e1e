/**
 * Writes the signed-out shell into the built index.html (issue 18, docs/adr/0048-prerendered-shell.md):
 * header, home page and footer paint from the HTML, before the SPA's code has arrived, and
 * `createRoot(root).render()` replaces them in its first commit.
 *
 * Four copies go inside `<div id="root">`: {en, fr} × {home, frame}. Each sits in a
 * `display: contents` wrapper marked with its language and variant; styles.css hides every copy
 * but the one of `<html lang>` (set by public/lang-init.js before the body is parsed) and of the
 * path (lang-init.js marks `/` as "home", every other path as "other", which shows the frame:
 * header, route skeleton, footer). The copies are rendered by src/prerender-shell.tsx, loaded
 * through Vite's SSR module loading so that the real components, styles of import and
 * environment variables are those of the build.
 */
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { beforeLangInit } from './lang-init-build.ts';

export interface ShellCopy {
  language: 'en' | 'fr';
  variant: 'home' | 'frame';
  html: string;
}

/** Attributes whose value names ids (space-separated). */
const ID_REFERENCES = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'for', 'headers'];

/**
 * Suffixes every id of one copy, with the attributes and fragment links that name them, so that
 * ids stay unique in a document holding four copies.
 */
export function suffixIds(html: string, suffix: string): string {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] as string));
  const renamed = (id: string) => (ids.has(id) ? `${id}-${suffix}` : id);
  let out = html.replace(/(\sid=")([^"]+)(")/g, (_all, before: string, id: string, after: string) => `${before}${renamed(id)}${after}`);
  out = out.replace(/(\shref="#)([^"]+)(")/g, (_all, before: string, id: string, after: string) => `${before}${renamed(id)}${after}`);
  for (const attribute of ID_REFERENCES) {
    const pattern = new RegExp(`(\\s${attribute}=")([^"]+)(")`, 'g');
    out = out.replace(pattern, (_all, before: string, value: string, after: string) => {
      return `${before}${value.split(/\s+/).map(renamed).join(' ')}${after}`;
    });
  }
  return out;
}

/** The copies in their wrappers, ready to go inside `<div id="root">`. */
export function composeShell(copies: readonly ShellCopy[]): string {
  return copies
    .map(
      ({ language, variant, html }) =>
        `<div class="prerendered" lang="${language}" data-variant="${variant}">${suffixIds(html, `${language}-${variant}`)}</div>`,
    )
    .join('');
}

/** Puts the markup inside the empty `<div id="root">` of index.html. */
export function injectShell(indexHtml: string, markup: string): string {
  const empty = '<div id="root"></div>';
  if (!indexHtml.includes(empty)) throw new Error('prerender-shell: index.html has no empty <div id="root"></div>.');
  return indexHtml.replace(empty, `<div id="root">${markup}</div>`);
}

/**
 * The production build inlines the logo as a data URI, and so does the SSR module loader: a
 * source URL here would be a broken image in the built page, so it fails the build instead.
 */
export function assertNoSourceUrls(markup: string): string {
  const source = /\s(?:src|href)="(\/src\/[^"]*)"/.exec(markup);
  if (source) throw new Error(`prerender-shell: the markup points at a source file (${source[1]}); inline it or serve it from public/.`);
  return markup;
}

/** Renders the copies with a short-lived Vite server in SSR mode, with the build's root, mode and environment. */
async function renderCopies(config: ResolvedConfig): Promise<ShellCopy[]> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    envDir: config.envDir,
    envPrefix: config.envPrefix,
    // The checked configuration as the build has it (`__PORTAL_CONFIG__`, src/lib/config.ts).
    define: config.define,
    mode: config.mode,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = (await server.ssrLoadModule('/src/prerender-shell.tsx')) as {
      renderShellCopies: () => Promise<ShellCopy[]>;
    };
    return await module.renderShellCopies();
  } finally {
    await server.close();
  }
}

/** The `<meta name>` listing the SPA's entry module and its imports, which public/lang-init.js loads after the first paint. */
export const ENTRY_META = 'portal-entry';

/**
 * The SPA's scripts are requested after the prerendered page's first paint, by public/lang-init.js
 * (docs/adr/0048): the entry and the modules Vite would preload are listed in one `<meta>`
 * (entry first) and their tags removed. The first paint then needs only the HTML, the stylesheet
 * and lang-init.js, and has the connection to itself; the scripts, requested together right
 * after, arrive without a round trip more than before. Lighthouse's model counts every request
 * started before the largest paint as on its path, whatever its priority.
 */
export function deferEntryScript(html: string): string {
  const entry = /\s*<script type="module"[^>]* src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('prerender-shell: index.html has no module entry script.');
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload"[^>]* href="([^"]+)">/g)];
  const modules = [entry[1] as string, ...preloads.map((match) => match[1] as string)];
  let out = html.replace(entry[0], '');
  for (const preload of preloads) out = out.replace(preload[0], '');
  return beforeLangInit(out, `<meta name="${ENTRY_META}" content="${modules.join(' ')}" />`);
}

export function prerenderShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-prerender-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const copies = await renderCopies(config);
        return deferEntryScript(injectShell(html, assertNoSourceUrls(composeShell(copies))));
      },
    },
  };
}
