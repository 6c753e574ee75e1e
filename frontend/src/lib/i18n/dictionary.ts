import rosetta from 'rosetta';
import type { pagesEn } from './pages-en';
import type { shellEn } from './shell-en';

export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** The texts of the shell and the home page: what the first screen needs. */
export type ShellTexts = typeof shellEn;
/** The texts of every other page. */
export type PagesTexts = typeof pagesEn;
/** The shape of every language's texts: the English parts', with string values. */
export type Dictionary = ShellTexts & PagesTexts;

/**
 * The parts a language's texts are split into (issue 18, docs/adr/0049): "shell" is loaded before
 * the first render, "pages" with the first page other than home.
 */
export type TextPart = 'shell' | 'pages';
export const TEXT_PARTS: readonly TextPart[] = ['shell', 'pages'];

/** Dotted paths of every text in a dictionary ("nav.home", "session.login", ...). */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

export type MessageKey = Paths<Dictionary>;
export type MessageParams = Record<string, string | number>;

// One chunk per language and part: a visitor downloads the active language's shell texts only,
// the rest when a page or the language switch needs it.
const LOADERS: Record<Language, Record<TextPart, () => Promise<Partial<Dictionary>>>> = {
  en: {
    shell: () => import('./shell-en').then((module) => module.shellEn),
    pages: () => import('./pages-en').then((module) => module.pagesEn),
  },
  fr: {
    shell: () => import('./shell-fr').then((module) => module.shellFr),
    pages: () => import('./pages-fr').then((module) => module.pagesFr),
  },
};

const tables: Record<Language, Partial<Dictionary>> = { en: {}, fr: {} };
const i18n = rosetta<Partial<Dictionary>>(tables);
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();
const partId = (language: Language, part: TextPart) => `${language}:${part}`;

/** True when `part` of `language` is loaded: its texts translate synchronously. */
export function textsLoaded(language: Language, part: TextPart): boolean {
  return loaded.has(partId(language, part));
}

/** Loads `part` of `language` once (a failed load is tried again on the next call). */
export function loadTexts(language: Language, part: TextPart): Promise<void> {
  const id = partId(language, part);
  if (loaded.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = LOADERS[language][part]().then(
      (table) => {
        // The parts have no top-level key in common: rosetta's shallow merge keeps both.
        i18n.set(language, table);
        loaded.add(id);
        loading.delete(id);
      },
      (error: unknown) => {
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

/**
 * Loads, for `next`, every part `current` has loaded or is loading: what a switch from `current` to `next`
 * needs so that the mounted page translates at once (spec 4-shell §4.4.2).
 */
export function loadPartsOf(current: Language, next: Language): Promise<void> {
  return Promise.all(TEXT_PARTS.filter((part) => partWanted(current, part)).map((part) => loadTexts(next, part))).then(() => undefined);
}

/*
 * A part on its way counts as loaded: a page whose texts are still downloading when the language
 * changes would otherwise be switched to a language that lacks them, and render its labels empty
 * if its code arrived in between (seen once in the browser tests under load).
 */
function partWanted(language: Language, part: TextPart): boolean {
  const id = partId(language, part);
  return loaded.has(id) || loading.has(id);
}

/** True when `next` has every part `current` has: switching needs no download. */
export function partsReady(current: Language, next: Language): boolean {
  return TEXT_PARTS.every((part) => !partWanted(current, part) || textsLoaded(next, part));
}

/** Loads every part of both languages (the unit tests and the build's prerender). */
export function loadAllTexts(): Promise<void> {
  return Promise.all(LANGUAGES.flatMap((language) => TEXT_PARTS.map((part) => loadTexts(language, part)))).then(() => undefined);
}

const reported = new Set<string>();

/** The text of `key` in `language`, with `{{placeholders}}` filled from `params`. */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const text = i18n.t(key, params ?? {}, language);
  if (typeof text !== 'string' || text === '') {
    // Every text is non-empty (dictionary.test.ts): an empty answer means the text's part was not
    // loaded before something rendered it. Said once per key, for the e2e tests to catch.
    if (!reported.has(`${language}:${key}`)) {
      reported.add(`${language}:${key}`);
      console.error(`Missing text "${key}" (${language}): its part of the dictionary was not loaded.`);
    }
    return '';
  }
  return text;
}

/**
 * The text of `key` split around one placeholder, so that a React element (a link) can be put in
 * its place: returns [before, after].
 */
export function translateAround(
  language: Language,
  key: MessageKey,
  placeholder: string,
): [string, string] {
  const marker = '\u0000';
  const text = translate(language, key, { [placeholder]: marker });
  const index = text.indexOf(marker);
  if (index < 0) return [text, ''];
  return [text.slice(0, index), text.slice(index + marker.length)];
}

/** The loaded texts of `language`, as a tree (the parts not yet loaded are absent). */
export function dictionaryFor(language: Language): Dictionary {
  return tables[language] as Dictionary;
}
