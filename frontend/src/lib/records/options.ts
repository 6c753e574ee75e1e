/**
 * Selector options and tags of bilingual records: the label in the active language (with
 * fallback), both languages searchable, and the colour seed of spec 4-shell §4.11.2
 * ("<en>|<fr>"), so a record's tag has the same colour in both languages.
 */
import type { SelectorOption } from '../../components/selector';
import { bilingualText } from '../i18n/bilingual';
import { sortByText } from '../i18n/collator';
import { translate, type Language } from '../i18n/dictionary';
import { tagSeed } from '../text/tag-colour';

type Named = { id: string; name_en: string | null; name_fr: string | null };
type Titled = { id: string; title_en: string | null; title_fr: string | null };

export type SeededOption = SelectorOption & { seed: string };

function option(id: string, en: string | null, fr: string | null, language: Language): SeededOption {
  return { id, label: bilingualText(en, fr, language), searchText: `${en ?? ''} ${fr ?? ''}`.trim(), seed: tagSeed.bilingual(en, fr) };
}

export const bilingualOption = (entry: Named, language: Language) => option(entry.id, entry.name_en, entry.name_fr, language);

export const titleOption = (entry: Titled, language: Language) => option(entry.id, entry.title_en, entry.title_fr, language);

type Retirable = Named & { retired?: boolean };

/** " (retired)" / " (retiré)" after a retired entry's name (spec 5-pages §5.2.6). */
const retiredLabel = (option: SeededOption, entry: Retirable, language: Language): SeededOption =>
  entry.retired ? { ...option, label: `${option.label}${translate(language, 'records.retired')}` } : option;

/**
 * A list filter's option of a reference entry: retired entries stay offered so that old records
 * can still be found, labelled "<name> (retired)" (spec 6-data-and-beyond §6.3.4, 5-pages §5.2.6).
 */
export const filterOption = (entry: Retirable, language: Language): SeededOption => retiredLabel(bilingualOption(entry, language), entry, language);

/**
 * The options of a form's reference select, sorted (spec 4-shell §4.4.3): a retired entry only
 * when the record already holds it (`keep`), labelled "<name> (retired)" (2-data-model §2.1.6,
 * 5-pages §5.2.6).
 */
export function formOptions(entries: readonly Retirable[], language: Language, keep: readonly string[] = []): SeededOption[] {
  const offered = entries.filter((entry) => !entry.retired || keep.includes(entry.id)).map((entry) => retiredLabel(bilingualOption(entry, language), entry, language));
  return sortByText(offered, (option) => option.label, language);
}
