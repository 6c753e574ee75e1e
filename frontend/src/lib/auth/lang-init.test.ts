import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { minifyLangInit } from '../../../build/lang-init-build';
import { knownSignedOut } from './lazy-auth-client';

/**
 * public/lang-init.js runs before the body is parsed and marks <html> for the prerendered shell
 * (docs/adr/0048-prerendered-shell.md). It cannot import the SPA's code, so it repeats the test of
 * knownSignedOut(): both must agree on the same address and storage.
 */
const code = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../public/lang-init.js'), 'utf8');
/** Every test runs on the file as written (the development server's) and as the build ships it. */
const VERSIONS: Array<[string, string]> = [
  ['as written', code],
  ['as built (minified)', await minifyLangInit(code)],
];
let script = code;

function storageOf(entries: Record<string, string>): Storage {
  const keys = Object.keys(entries);
  return {
    get length() {
      return keys.length;
    },
    key: (index: number) => keys[index] ?? null,
    getItem: (key: string) => entries[key] ?? null,
    setItem: () => {},
    removeItem: () => {},
    clear: () => {},
  };
}

interface Page {
  pathname: string;
  search?: string;
  hash?: string;
  storage?: Record<string, string>;
}

/** What lang-init.js did: the attributes of <html>, the elements it added to the head, and its pending callbacks. */
interface Run {
  attributes: Record<string, string>;
  /** "preload <href>" or "script <src>", in order. */
  appended: string[];
  frames: Array<() => void>;
  timers: Array<{ run: () => void; delay: number }>;
  listeners: Record<string, (event?: unknown) => void>;
}

/** Runs lang-init.js against this address, storage, head `<meta>` tags (name → content) and visibility. */
function runScript({ pathname, search = '', hash = '', storage = {} }: Page, metas: Record<string, string> = {}, visibilityState = 'visible'): Run {
  const run: Run = { attributes: {}, appended: [], frames: [], timers: [], listeners: {} };
  const head = {
    appendChild: (element: { rel?: string; href?: string; type?: string; src?: string; crossorigin?: string }) => {
      run.appended.push(element.rel === 'modulepreload' ? `preload ${element.href}` : `${element.type} ${element.src}`);
      if (element.crossorigin !== '') run.appended.push('(no crossorigin)');
    },
  };
  const querySelector = (selector: string) => {
    const name = /meta\[name="([^"]+)"\]/.exec(selector)?.[1] ?? '';
    return name in metas ? { getAttribute: () => metas[name] } : null;
  };
  const createElement = () => {
    const element: Record<string, string> = {};
    return Object.assign(element, { setAttribute: (name: string, value: string) => (element[name] = value) });
  };
  const documentElement = {
    set lang(value: string) {
      run.attributes.lang = value;
    },
    setAttribute: (name: string, value: string) => {
      run.attributes[name] = value;
    },
  };
  const document = {
    documentElement,
    head,
    querySelector,
    createElement,
    visibilityState,
    addEventListener: (type: string, listener: (event?: unknown) => void) => (run.listeners[type] = listener),
  };
  const window = {
    location: { pathname, search, hash },
    localStorage: storageOf(storage),
    requestAnimationFrame: (callback: () => void) => run.frames.push(callback),
    setTimeout: (callback: () => void, delay: number) => run.timers.push({ run: callback, delay }),
  };
  // A classic script without exports: run as the browser would, with this window and document.
  new Function('window', 'document', script)(window, document);
  return run;
}

/** The attributes lang-init.js set on <html>. */
function runLangInit(page: Page): Record<string, string> {
  return runScript(page).attributes;
}

const ACCOUNT_KEYS = 'msal.account.keys';

const cases: Array<[string, Page]> = [
  ['nothing', { pathname: '/' }],
  ['a sign-in answer in the fragment', { pathname: '/', hash: '#code=abc&state=xyz' }],
  ['a sign-in error in the query', { pathname: '/members', search: '?error=denied&state=xyz' }],
  ['a code without a state', { pathname: '/', search: '?code=abc' }],
  ['a cached account', { pathname: '/', storage: { [ACCOUNT_KEYS]: '["home-1"]' } }],
  ['a versioned cache key with an account', { pathname: '/', storage: { 'msal.2.account.keys': '["home-1"]' } }],
  ['an empty account list', { pathname: '/', storage: { [ACCOUNT_KEYS]: '[]' } }],
  ['an unreadable account list', { pathname: '/', storage: { [ACCOUNT_KEYS]: '{' } }],
  ['an object instead of a list', { pathname: '/', storage: { [ACCOUNT_KEYS]: '{}' } }],
  ['other keys only', { pathname: '/', storage: { 'msal.token.keys': '["t"]', 'preferred-language': 'false' } }],
];

for (const [version, source] of VERSIONS) {
  describe(version, () => {
    beforeAll(() => {
      script = source;
    });

    describe('public/lang-init.js', () => {
      it('sets the stored language ("false" = French) and marks the path: home on "/", other elsewhere', () => {
        expect(runLangInit({ pathname: '/' })).toMatchObject({ lang: 'en', 'data-first-path': 'home' });
        expect(runLangInit({ pathname: '/', storage: { 'preferred-language': 'false' } })).toMatchObject({ lang: 'fr' });
        expect(runLangInit({ pathname: '/', storage: { 'preferred-language': 'true' } })).toMatchObject({ lang: 'en' });
        expect(runLangInit({ pathname: '/members' })).toMatchObject({ 'data-first-path': 'other' });
        expect(runLangInit({ pathname: '/members/3', search: '?tab=2' })).toMatchObject({ 'data-first-path': 'other' });
      });

      it.each(cases)('marks a possible session exactly when knownSignedOut() is false: %s', (_name, page) => {
        const signedOut = knownSignedOut({ search: page.search ?? '', hash: page.hash ?? '' }, storageOf(page.storage ?? {}));
        expect(runLangInit(page)['data-session']).toBe(signedOut ? undefined : 'restoring');
      });

      it('covers both answers among its cases', () => {
        const answers = cases.map(([, page]) => knownSignedOut({ search: page.search ?? '', hash: page.hash ?? '' }, storageOf(page.storage ?? {})));
        expect(answers).toContain(true);
        expect(answers.filter((answer) => !answer).length).toBeGreaterThanOrEqual(5);
      });
    });

    describe("lang-init.js starts the SPA after the first paint (issue 18, docs/adr/0048, 0049)", () => {
      const metas = {
        'portal-entry': '/assets/index-a.js /assets/react-b.js /assets/dictionary-c.js',
        'portal-shell-texts-en': '/assets/shell-en-d.js',
        'portal-shell-texts-fr': '/assets/shell-fr-e.js',
      };
      const french = { pathname: '/', storage: { 'preferred-language': 'false' } };
      const expected = (texts: string) => ['preload /assets/react-b.js', 'preload /assets/dictionary-c.js', `preload ${texts}`, 'module /assets/index-a.js'];

      it("requests nothing before the first frame; just after it, the entry's imports, the stored language's shell texts, then the entry", () => {
        const run = runScript(french, metas);
        expect(run.appended).toEqual([]);
        expect(run.frames).toHaveLength(1);
        run.frames[0]?.();
        expect(run.appended).toEqual([]);
        run.timers.find((timer) => timer.delay === 0)?.run();
        expect(run.appended).toEqual(expected('/assets/shell-fr-e.js'));
        // The fallback timer finds the SPA started: nothing twice.
        run.timers.find((timer) => timer.delay === 3000)?.run();
        expect(run.appended).toEqual(expected('/assets/shell-fr-e.js'));
      });

      it('starts without frames after 3 s, and in a hidden tab once the page is parsed', () => {
        const withoutFrames = runScript({ pathname: '/members' }, metas);
        withoutFrames.timers.find((timer) => timer.delay === 3000)?.run();
        expect(withoutFrames.appended).toEqual(expected('/assets/shell-en-d.js'));

        const hidden = runScript({ pathname: '/' }, metas, 'hidden');
        expect(hidden.frames).toEqual([]);
        expect(hidden.appended).toEqual([]);
        hidden.listeners.DOMContentLoaded?.();
        expect(hidden.appended).toEqual(expected('/assets/shell-en-d.js'));
      });

      it('does nothing on the development server, whose page loads its own entry', () => {
        const run = runScript(french);
        expect([run.appended, run.frames, run.timers]).toEqual([[], [], []]);
      });
    });

    describe('lang-init.js remembers a press on a prerendered button until the SPA has taken over (docs/adr/0048)', () => {
      /** A copy holding three buttons; `inside` is an element within the third. */
      function copyWithButtons() {
        const copy = { querySelectorAll: () => buttons };
        const buttons = [0, 1, 2].map((index) => ({ index, closest: (selector: string) => (selector === '.prerendered' ? copy : null) }));
        const inside = { closest: (selector: string) => (selector === '.prerendered button' ? buttons[2] : null) };
        return { buttons, inside };
      }

      it("records the button's place among the buttons of its copy; other presses are left alone", () => {
        const run = runScript({ pathname: '/' });
        const { inside } = copyWithButtons();
        run.listeners.click?.({ target: { closest: () => null } });
        expect(run.attributes).not.toHaveProperty('data-pending-click');
        run.listeners.click?.({ target: inside });
        expect(run.attributes['data-pending-click']).toBe('2');
      });
    });
  });
}
