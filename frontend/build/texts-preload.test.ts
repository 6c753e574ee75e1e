import { describe, expect, it } from 'vitest';
import { withShellTexts } from './texts-preload';

const bundle = {
  'assets/index-a.js': { type: 'chunk', fileName: 'assets/index-a.js', facadeModuleId: '/x/frontend/src/main.tsx' },
  'assets/shell-fr-b.js': { type: 'chunk', fileName: 'assets/shell-fr-b.js', facadeModuleId: '/x/frontend/src/lib/i18n/shell-fr.ts' },
  'assets/shell-en-c.js': { type: 'chunk', fileName: 'assets/shell-en-c.js', facadeModuleId: '/x/frontend/src/lib/i18n/shell-en.ts' },
  'assets/pages-en-d.js': { type: 'chunk', fileName: 'assets/pages-en-d.js', facadeModuleId: '/x/frontend/src/lib/i18n/pages-en.ts' },
  'assets/logo.svg': { type: 'asset', fileName: 'assets/logo.svg' },
};

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
});
