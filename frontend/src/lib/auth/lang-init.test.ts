import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { knownSignedOut } from './lazy-auth-client';

/**
 * public/lang-init.js runs before the body is parsed and marks <html> for the prerendered shell
 * (docs/adr/0048-prerendered-shell.md). It cannot import the SPA's code, so it repeats the test of
 * knownSignedOut(): both must agree on the same address and storage.
 */
const code = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../public/lang-init.js'), 'utf8');

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

/**
 * Runs lang-init.js against this address, storage and head `<meta>` tags (name → content);
 * returns the attributes it set on <html>, plus `preload`: the module it asked to preload, if any.
 */
function runLangInit({ pathname, search = '', hash = '', storage = {} }: Page, metas: Record<string, string> = {}): Record<string, string> {
  const attributes: Record<string, string> = {};
  const head = {
    appendChild: (link: { rel: string; href: string }) => {
      if (link.rel === 'modulepreload') attributes.preload = link.href;
    },
  };
  const querySelector = (selector: string) => {
    const name = /meta\[name="([^"]+)"\]/.exec(selector)?.[1] ?? '';
    return name in metas ? { getAttribute: () => metas[name] } : null;
  };
  const createElement = () => ({ rel: '', href: '' });
  const documentElement = {
    set lang(value: string) {
      attributes.lang = value;
    },
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
  };
  const window = { location: { pathname, search, hash }, localStorage: storageOf(storage) };
  // A classic script without exports: run as the browser would, with this window and document.
  new Function('window', 'document', code)(window, { documentElement, head, querySelector, createElement });
  return attributes;
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

describe('lang-init.js preloads the first screen texts (issue 18, docs/adr/0049)', () => {
  const metas = { 'portal-shell-texts-en': '/assets/shell-en-c.js', 'portal-shell-texts-fr': '/assets/shell-fr-b.js' };

  it("preloads the stored language's shell texts only", () => {
    expect(runLangInit({ pathname: '/', storage: { 'preferred-language': 'false' } }, metas)).toMatchObject({ lang: 'fr', preload: '/assets/shell-fr-b.js' });
    expect(runLangInit({ pathname: '/members', storage: { 'preferred-language': 'true' } }, metas)).toMatchObject({ lang: 'en', preload: '/assets/shell-en-c.js' });
    expect(runLangInit({ pathname: '/' }, metas)).toMatchObject({ lang: 'en', preload: '/assets/shell-en-c.js' });
  });

  it('preloads nothing on the development server, whose page names no texts', () => {
    expect(runLangInit({ pathname: '/', storage: { 'preferred-language': 'false' } })).not.toHaveProperty('preload');
  });
});
