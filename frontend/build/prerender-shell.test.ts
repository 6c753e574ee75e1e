// @vitest-environment node
// The build renders the shell without a DOM (build/prerender-shell.ts): so does this test. The
// page it writes is then read with a DOM of its own.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderShellCopies } from '../src/prerender-shell';
import { assertNoSourceUrls, composeShell, deferEntryScript, injectShell, suffixIds, type ShellCopy } from './prerender-shell';

const file = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

let copies: ShellCopy[];
let page: string;

beforeAll(async () => {
  copies = await renderShellCopies();
  page = injectShell(file('../index.html'), assertNoSourceUrls(composeShell(copies)));
});

/** A DOM of the page with the stylesheet inline, `<html>` marked as lang-init.js marks it. */
function styledPage(lang: 'en' | 'fr', firstPath?: 'home' | 'other', session?: 'restoring') {
  const window = new Window();
  const { document } = window;
  document.write(page.replace('</head>', `<style>${file('../src/styles.css')}</style></head>`));
  document.documentElement.lang = lang;
  if (firstPath) document.documentElement.setAttribute('data-first-path', firstPath);
  if (session) document.documentElement.setAttribute('data-session', session);
  const shown = () =>
    [...document.querySelectorAll('#root > .prerendered')]
      .filter((copy) => window.getComputedStyle(copy).display !== 'none')
      .map((copy) => `${copy.getAttribute('lang')}-${copy.getAttribute('data-variant')}`);
  return { window, document, shown };
}

describe('the prerendered shell in index.html', () => {
  it('holds four copies, {en, fr} × {home, frame}, each in its language', () => {
    const { document } = styledPage('en');
    const wrappers = [...document.querySelectorAll('#root > .prerendered')];
    expect(wrappers.map((copy) => `${copy.getAttribute('lang')}-${copy.getAttribute('data-variant')}`)).toEqual([
      'en-home',
      'en-frame',
      'fr-home',
      'fr-frame',
    ]);
    const text = (id: string) => document.querySelector(`.prerendered[lang="${id.slice(0, 2)}"][data-variant="${id.slice(3)}"]`)?.textContent ?? '';
    expect(text('en-home')).toContain('Welcome to the member portal!');
    expect(text('en-home')).toContain('Login');
    expect(text('fr-home')).toContain('Bienvenue sur le portail des membres\u00a0!');
    expect(text('fr-home')).toContain('Connecter');
    expect(text('fr-home')).not.toMatch(/Login|Welcome|Skip to main content/);
    expect(text('fr-frame')).not.toMatch(/Login|Welcome|Skip to main content/);
    // The frame: header (no current item), the route skeleton, footer; no home content.
    for (const id of ['en-frame', 'fr-frame']) {
      const frame = document.querySelector(`.prerendered[lang="${id.slice(0, 2)}"][data-variant="frame"]`)!;
      expect(frame.querySelector('.site-header .login-button')).not.toBeNull();
      expect(frame.querySelector('main .route-skeleton')).not.toBeNull();
      expect(frame.querySelector('.site-footer')).not.toBeNull();
      expect(frame.querySelector('.welcome-banner')).toBeNull();
      expect(frame.querySelector('[aria-current]')).toBeNull();
    }
    const home = document.querySelector('.prerendered[lang="en"][data-variant="home"]')!;
    expect(home.querySelector('.main-nav [aria-current="page"]')?.textContent).toBe('Home');
    // The tiles wait for their counts, as in the SPA's first render.
    expect(home.querySelectorAll('.tiles .tile-count-loading')).toHaveLength(6);
  });

  it('shows only the copy of <html lang> and of the path', () => {
    expect(styledPage('en').shown()).toEqual(['en-home']);
    expect(styledPage('fr').shown()).toEqual(['fr-home']);
    expect(styledPage('fr', 'home').shown()).toEqual(['fr-home']);
    expect(styledPage('en', 'other').shown()).toEqual(['en-frame']);
    expect(styledPage('fr', 'other').shown()).toEqual(['fr-frame']);
  });

  it('keeps the place of the Login button and the greeting but hides them when someone may be signed in', () => {
    const signedOut = styledPage('en', 'home');
    const restoring = styledPage('en', 'home', 'restoring');
    const visibility = (view: ReturnType<typeof styledPage>, selector: string) =>
      view.window.getComputedStyle(view.document.querySelector(`.prerendered[lang="en"][data-variant="home"] ${selector}`)!).visibility;
    for (const selector of ['.session-control', '.greeting']) {
      expect(visibility(signedOut, selector)).not.toBe('hidden');
      expect(visibility(restoring, selector)).toBe('hidden');
    }
  });

  it('has no inline script, no event-handler attribute and no source URL; the scripts are lang-init.js and the entry', () => {
    const { document } = styledPage('en');
    const scripts = [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));
    expect(scripts).toEqual(['/lang-init.js', '/src/main.tsx']);
    expect(document.querySelector('#root script')).toBeNull();
    expect(page).not.toMatch(/<[^>]+\son[a-z]+=/i);
    expect(page).not.toMatch(/\s(src|href)="\/src\/(?!main\.tsx")/);
    expect(() => assertNoSourceUrls('<img src="/src/assets/logo.svg">')).toThrow(/source file/);
  });

  it('has unique ids, and every reference names an id of its own copy', () => {
    const { document } = styledPage('en');
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('main-fr-frame');
    for (const copy of document.querySelectorAll('#root > .prerendered')) {
      const own = new Set([...copy.querySelectorAll('[id]')].map((element) => element.id));
      const references = [
        ...[...copy.querySelectorAll('a[href^="#"]')].map((link) => link.getAttribute('href')!.slice(1)),
        ...['aria-controls', 'aria-labelledby', 'aria-describedby'].flatMap((attribute) =>
          [...copy.querySelectorAll(`[${attribute}]`)].flatMap((element) => element.getAttribute(attribute)!.split(' ')),
        ),
      ];
      expect(references.length).toBeGreaterThanOrEqual(2);
      for (const reference of references) expect(own.has(reference), reference).toBe(true);
    }
  });

  it('suffixes ids with their references, and leaves other fragments and attributes alone', () => {
    expect(
      suffixIds('<a href="#a">x</a><h2 id="a">t</h2><ul id="b"></ul><button aria-controls="b c">m</button><a href="#top">top</a>', 'fr-home'),
    ).toBe('<a href="#a-fr-home">x</a><h2 id="a-fr-home">t</h2><ul id="b-fr-home"></ul><button aria-controls="b-fr-home c">m</button><a href="#top">top</a>');
  });

  it('refuses an index.html without an empty root', () => {
    expect(() => injectShell('<div id="app"></div>', '<p>x</p>')).toThrow(/empty <div id="root">/);
  });

  it("lists the SPA's scripts for lang-init.js to load after the first paint, entry first, and removes their tags", () => {
    const head =
      '<head>\n    <script src="/lang-init.js"></script>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/b.js">\n    <link rel="modulepreload" crossorigin href="/assets/c.js">\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/d.css">\n  </head>';
    expect(deferEntryScript(head)).toBe(
      '<head>\n    <meta name="portal-entry" content="/assets/index-a.js /assets/b.js /assets/c.js" />\n    <script src="/lang-init.js"></script>\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/d.css">\n  </head>',
    );
    expect(() => deferEntryScript('<script src="/lang-init.js"></script>')).toThrow(/no module entry script/);
    expect(() => deferEntryScript('<script type="module" src="/a.js"></script>')).toThrow(/lang-init\.js/);
  });
});
