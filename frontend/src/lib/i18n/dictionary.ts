import rosetta from 'rosetta';
import { en } from './en';
import { fr } from './fr';

export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** The shape of every dictionary: the English one's, with string values. */
export type Dictionary = typeof en;

/** Dotted paths of every text in a dictionary ("nav.home", "session.login", ...). */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

export type MessageKey = Paths<Dictionary>;
export type MessageParams = Record<string, string | number>;

const i18n = rosetta<Dictionary>({ en, fr });

/** The text of `key` in `language`, with `{{placeholders}}` filled from `params`. */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return i18n.t(key, params ?? {}, language);
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

export function dictionaryFor(language: Language): Dictionary {
  return language === 'fr' ? fr : en;
}
