import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { withShellTexts } from './texts-preload';

const bundle = {
  'assets/index-a.js': { type: 'chunk', fileName: 'assets/index-a.js', facadeModuleId: '/x/frontend/src/main.tsx' },
  'assets/shell-fr-b.js': { type: 'chunk', fileName: 'assets/shell-fr-b.js', facadeModuleId: '/x/frontend/src/lib/i18n/shell-fr.ts' },
  'assets/shell-en-c.js': { type: 'chunk', fileName: 'assets/shell-en-c.js', facadeModuleId: '/x/frontend/src/lib/i18n/shell-en.ts' },
  'assets/pages-en-d.js': { type: 'chunk', fileName: 'assets/pages-en-d.js', facadeModuleId: '/x/frontend/src/lib/i18n/pages-en.ts' },
  'assets/logo.svg': { type: 'asset', fileName: 'assets/logo.svg' },
};

/** Runs public/lang-init.js against a head holding the given meta tags; returns what it preloads. */
function runLangInit(stored: string | null, metas: Record<string, string>): { lang: string; preloaded: Array<{ rel: string; href: string }> } {
  const preloaded: Array<{ rel: string; href: string }> = [];
  const documentElement = { lang: 'en' };
  const document = {
    documentElement,
    head: { appendChild: (link: { rel: string; href: string }) => preloaded.push({ rel: link.rel, href: link.href }) },
    createElement: () => ({ rel: '', href: '' }),
    querySelector: (selector: string) => {
      const name = /meta\[name="([^"]+)"\]/.exec(selector)?.[1] ?? '';
      return name in metas ? { getAttribute: () => metas[name] } : null;
    },
  };
  const window = { localStorage: { getItem: () => stored } };
  runInNewContext(readFileSync(join(import.meta.dirname, '../public/lang-init.js'), 'utf8'), { window, document });
  return { lang: documentElement.lang, preloaded };
}

describe('the first screen texts preloaded (issue 18)', () => {
  const html = '<head>\n    <title>x</title>\n    <script src="/lang-init.js"></script>\n  </head>';

  it("names each language's shell-texts chunk in the head, before lang-init.js", () => {
    expect(withShellTexts(html, bundle, '/')).toBe(
      '<head>\n    <title>x</title>\n' +
        '    <meta name="portal-shell-texts-en" content="/assets/shell-en-c.js" />\n' +
        '    <meta name="portal-shell-texts-fr" content="/assets/shell-fr-b.js" />\n' +
        '    <script src="/lang-init.js"></script>\n  </head>',
    );
    expect(withShellTexts(html, bundle, '/portal/')).toContain('content="/portal/assets/shell-en-c.js"');
  });

  it('fails the build when a language has no chunk of its own, or lang-init.js is not loaded', () => {
    const { ['assets/shell-fr-b.js']: _french, ...englishOnly } = bundle;
    expect(() => withShellTexts(html, englishOnly, '/')).toThrow(/one shell-texts chunk per language, found 1/);
    expect(() => withShellTexts('<head></head>', bundle, '/')).toThrow(/lang-init\.js/);
  });

  it("lang-init.js preloads the stored language's texts only", () => {
    const metas = { 'portal-shell-texts-en': '/assets/shell-en-c.js', 'portal-shell-texts-fr': '/assets/shell-fr-b.js' };
    expect(runLangInit('false', metas)).toEqual({ lang: 'fr', preloaded: [{ rel: 'modulepreload', href: '/assets/shell-fr-b.js' }] });
    expect(runLangInit('true', metas)).toEqual({ lang: 'en', preloaded: [{ rel: 'modulepreload', href: '/assets/shell-en-c.js' }] });
    expect(runLangInit(null, metas)).toEqual({ lang: 'en', preloaded: [{ rel: 'modulepreload', href: '/assets/shell-en-c.js' }] });
    // The development server has no such tags: nothing is preloaded.
    expect(runLangInit('false', {})).toEqual({ lang: 'fr', preloaded: [] });
  });
});
