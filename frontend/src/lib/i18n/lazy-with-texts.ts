import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { getActiveLanguage } from './active-language';
import { loadTexts } from './dictionary';

/**
 * Resolves once the active language's page texts are loaded, also when the language changed while
 * they were loading (the new language's are then loaded too).
 */
export async function pagesTextsReady(): Promise<void> {
  let language;
  do {
    language = getActiveLanguage();
    await loadTexts(language, 'pages');
  } while (language !== getActiveLanguage());
}

/**
 * `React.lazy` for a page or a part of one: its code and the page texts (issue 18: the home page's
 * first load carries the shell's texts only) are downloaded side by side, and it renders when both
 * are there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithTexts<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => Promise.all([load(), pagesTextsReady()]).then(([module]) => module));
}
