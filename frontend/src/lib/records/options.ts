/**
 * Selector options and tags of bilingual records: the label in the active language (with
 * fallback), both languages searchable, and the colour seed of spec 4-shell §4.11.2
 * ("<en>|<fr>"), so a record's tag has the same colour in both languages.
 */
import type { SelectorOption } from '../../components/selector';
import { bilingualText } from '../i18n/bilingual';
import type { Language } from '../i18n/dictionary';
import { tagSeed } from '../text/tag-colour';

type Named = { id: string; name_en: string | null; name_fr: string | null };
type Titled = { id: string; title_en: string | null; title_fr: string | null };

export type SeededOption = SelectorOption & { seed: string };

function option(id: string, en: string | null, fr: string | null, language: Language): SeededOption {
  return { id, label: bilingualText(en, fr, language), searchText: `${en ?? ''} ${fr ?? ''}`.trim(), seed: tagSeed.bilingual(en, fr) };
}

export const bilingualOption = (entry: Named, language: Language) => option(entry.id, entry.name_en, entry.name_fr, language);

export const titleOption = (entry: Titled, language: Language) => option(entry.id, entry.title_en, entry.title_fr, language);
