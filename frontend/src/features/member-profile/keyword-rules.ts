/**
 * Keyword labels and the rules of the keyword dialogs (spec 4-shell §4.11.1, §4.11.4): at least
 * one name, 50 characters at most after trimming, each non-empty name unique among the other
 * keywords' names of the same language, ignoring case, accents and repeated spaces.
 */
import type { KeywordReference } from '@portal/common/api/member';
import { API_PATHS } from '@portal/common/api/paths';
import { KEYWORD_NAME_MAX } from '@portal/common/validation/schemas/keyword';
import type { Language } from '../../lib/i18n/dictionary';
import { normaliseForSearch } from '../../lib/text/match';
import { tagSeed } from '../../lib/text/tag-colour';

/** A keyword of the lists (with its version) or of a member's detail (without). */
export type KeywordEntry = KeywordReference & { etag?: string };

export const ALL_KEYWORDS_PATH = API_PATHS['all-keywords']();

/** "<name in active language> / <name in other language>", only one name when the other is empty. */
export function keywordLabel(keyword: Pick<KeywordEntry, 'name_en' | 'name_fr'>, language: Language): string {
  const [own, other] = language === 'fr' ? [keyword.name_fr, keyword.name_en] : [keyword.name_en, keyword.name_fr];
  return [own, other].filter((name): name is string => Boolean(name && name.trim())).join(' / ');
}

/** Both names, for the selector's matching. */
export function keywordSearchText(keyword: Pick<KeywordEntry, 'name_en' | 'name_fr'>): string {
  return `${keyword.name_en ?? ''} ${keyword.name_fr ?? ''}`;
}

export function keywordSeed(keyword: Pick<KeywordEntry, 'name_en' | 'name_fr'>): string {
  return tagSeed.bilingual(keyword.name_en, keyword.name_fr);
}

/** True when the text equals (after normalisation) an existing keyword's English or French name. */
export function keywordExists(text: string, keywords: readonly KeywordEntry[]): boolean {
  const key = normaliseForSearch(text);
  if (!key) return false;
  return keywords.some((k) => normaliseForSearch(k.name_en ?? '') === key || normaliseForSearch(k.name_fr ?? '') === key);
}

export type KeywordNameError = 'oneLanguage' | 'tooLong' | 'exists';

export interface KeywordNames {
  name_en: string;
  name_fr: string;
}

/**
 * The errors of the two fields; `exceptId` (the keyword being edited) is left out of the
 * uniqueness check.
 */
export function keywordNameErrors(
  names: KeywordNames,
  keywords: readonly KeywordEntry[],
  exceptId?: string,
): Partial<Record<keyof KeywordNames, KeywordNameError>> {
  const en = names.name_en.trim();
  const fr = names.name_fr.trim();
  if (!en && !fr) return { name_en: 'oneLanguage', name_fr: 'oneLanguage' };
  const others = keywords.filter((k) => k.id !== exceptId);
  const errors: Partial<Record<keyof KeywordNames, KeywordNameError>> = {};
  const check = (field: keyof KeywordNames, value: string) => {
    if (!value) return;
    if (value.length > KEYWORD_NAME_MAX) errors[field] = 'tooLong';
    else if (others.some((k) => normaliseForSearch(k[field] ?? '') === normaliseForSearch(value))) errors[field] = 'exists';
  };
  check('name_en', en);
  check('name_fr', fr);
  return errors;
}

/** The request body: trimmed names, an empty one as null. */
export function keywordBody(names: KeywordNames): { name_en: string | null; name_fr: string | null } {
  const en = names.name_en.trim();
  const fr = names.name_fr.trim();
  return { name_en: en || null, name_fr: fr || null };
}
