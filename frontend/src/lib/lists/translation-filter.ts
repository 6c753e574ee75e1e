/**
 * The "Filter by translation" list filter (spec 6-data-and-beyond §6.3.6): options Complete,
 * English missing and French missing, URL parameter `translation` = `complete`, `missing-en`,
 * `missing-fr`; OR within, AND with the other filters (spec 4-shell §4.11.6). Shared by the
 * members, products, partners and events lists, and ready for the keyword view of the
 * reference-list page (§6.3.4): a list adds `TRANSLATION_FILTER` to its view definition,
 * `translationFilter(t)` to its filter bar, and `matchesTranslation` with one of the indexes
 * below to its filter function.
 */
import { missingLanguages, namePairs, titlePairs, type TextLanguage } from '@portal/common/bilingual/completeness';
import type { FilterDefinition } from '../../components/filter-bar';
import type { MessageKey } from '../i18n/dictionary';

/** The query parameter. */
export const TRANSLATION_FILTER = 'translation';

export const TRANSLATION_VALUES = ['complete', 'missing-en', 'missing-fr'] as const;
export type TranslationValue = (typeof TRANSLATION_VALUES)[number];

const LABELS: Record<TranslationValue, MessageKey> = {
  complete: 'translation.complete',
  'missing-en': 'translation.missingEn',
  'missing-fr': 'translation.missingFr',
};

/** The filter bar's definition; its options are always known, so other URL values are dropped. */
export function translationFilter(t: (key: MessageKey) => string): FilterDefinition {
  return {
    name: TRANSLATION_FILTER,
    label: t('translation.filterName'),
    options: TRANSLATION_VALUES.map((value) => ({ id: value, label: t(LABELS[value]) })),
    ready: true,
  };
}

/** A record's missing languages as bits: 1 English, 2 French (0: complete, or no text at all). */
export type TranslationMask = number;
const MISSING_EN = 1;
const MISSING_FR = 2;

export function maskOf(missing: readonly TextLanguage[]): TranslationMask {
  return (missing.includes('en') ? MISSING_EN : 0) | (missing.includes('fr') ? MISSING_FR : 0);
}

/**
 * The mask of each list item, computed once per item object: a list's items are new objects at
 * each new version of the list, so a filter change on 50,000 products only looks masks up (the
 * same idea as the name index of lib/text/match.ts).
 */
export function translationIndex<T extends object>(missingOf: (item: T) => readonly TextLanguage[]): (item: T) => TranslationMask {
  const masks = new WeakMap<T, TranslationMask>();
  return (item) => {
    let mask = masks.get(item);
    if (mask === undefined) {
      mask = maskOf(missingOf(item));
      masks.set(item, mask);
    }
    return mask;
  };
}

/** Records whose pair is a name (partners, events, keywords). */
export const nameTranslation = translationIndex<{ name_en: string | null; name_fr: string | null }>((record) => missingLanguages(namePairs(record)));

/** Records whose pair is a title (products). */
export const titleTranslation = translationIndex<{ title_en: string | null; title_fr: string | null }>((record) => missingLanguages(titlePairs(record)));

/** Members: the server's `missing_languages` of the public list item (their texts are not in the list). */
export const memberTranslation = translationIndex<{ missing_languages: readonly TextLanguage[] }>((member) => member.missing_languages);

/** Whether a record's mask passes the chosen values (none chosen: every record passes). */
export function matchesTranslation(values: readonly string[] | undefined, mask: TranslationMask): boolean {
  if (!values || values.length === 0) return true;
  return values.some((value) => {
    if (value === 'complete') return mask === 0;
    if (value === 'missing-en') return (mask & MISSING_EN) !== 0;
    if (value === 'missing-fr') return (mask & MISSING_FR) !== 0;
    return false;
  });
}

/**
 * The translation filter as a predicate over one list's items: with no value chosen it passes
 * every item without computing its mask (a first load of 50,000 products computed 50,000 masks
 * for a filter nobody had set, issue 13).
 */
export function translationMatcher<T>(values: readonly string[] | undefined, maskOf: (item: T) => TranslationMask): (item: T) => boolean {
  if (!values || values.length === 0) return () => true;
  return (item) => matchesTranslation(values, maskOf(item));
}

/** The values the filter may hold, for a page that builds `useListView`'s `known` itself. */
export const TRANSLATION_KNOWN: ReadonlySet<string> = new Set(TRANSLATION_VALUES);
