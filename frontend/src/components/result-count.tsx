import { useEffect, useRef } from 'react';
import { announce } from '../lib/announcer';
import { isSingular } from '../lib/i18n/format';
import { formatCount } from '../lib/i18n/format-count';
import { useLanguage } from '../lib/i18n/language-context';

/** Delay after the last change before the count is announced (spec 4-shell §4.11.8). */
export const COUNT_ANNOUNCE_DELAY_MS = 500;

export interface Noun {
  one: string;
  other: string;
}

/**
 * "42 members" unfiltered, "12 of 42 members" whenever a filter is active, even one that keeps
 * every row ("42 of 42 members": the reader learns the view is filtered; spec 4-shell §4.11.8).
 * Plural rules of the active language.
 */
export function resultCountText(
  t: ReturnType<typeof useLanguage>['t'],
  language: 'en' | 'fr',
  shown: number,
  total: number,
  noun: Noun,
  filtered: boolean,
): string {
  if (!filtered) {
    return t('lists.count', { count: formatCount(shown, language), noun: isSingular(shown, language) ? noun.one : noun.other });
  }
  return t('lists.countOf', {
    count: formatCount(shown, language),
    total: formatCount(total, language),
    // Singular when the total is 1.
    noun: isSingular(total, language) ? noun.one : noun.other,
  });
}

/**
 * The result count above a table. Its text is announced politely 500 ms after the last filter
 * change, and again when a refresh ends (`refreshCount` increments).
 */
export function ResultCount({ shown, total, noun, filtered, refreshCount = 0 }: { shown: number; total: number; noun: Noun; filtered: boolean; refreshCount?: number }) {
  const { t, language } = useLanguage();
  const text = resultCountText(t, language, shown, total, noun, filtered);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => announce(text, 'polite'), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
    // The language switch is announced by itself; the count follows filter changes and refreshes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, total, filtered, refreshCount]);
  return <p className="result-count">{text}</p>;
}
