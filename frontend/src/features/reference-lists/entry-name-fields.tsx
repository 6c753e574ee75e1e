/**
 * The two name fields of the add form and the rename dialog (spec 6-data-and-beyond §6.3.4):
 * "English name" and "French name", both required for reference lists; for keywords at least one,
 * with the keyword hint of spec 4-shell §4.11.4.
 */
import { TextField } from '../../components/form-fields';
import { useLanguage } from '../../lib/i18n/language-context';
import type { EntryNames, PageList } from './reference-lists-model';
import type { ReferenceListsTranslate } from './reference-lists-text';

interface EntryNameFieldsProps {
  list: PageList;
  tx: ReferenceListsTranslate;
  names: EntryNames;
  /** A message per field; an empty string is no message. */
  errors: Readonly<Record<string, string>>;
  onChange: (field: keyof EntryNames, value: string) => void;
}

export function EntryNameFields({ list, tx, names, errors, onChange }: EntryNameFieldsProps) {
  const { t } = useLanguage();
  const keyword = list.key === 'keyword';
  return (
    <>
      {keyword ? <p className="field-help">{t('memberProfile.keywordDialog.hint')}</p> : null}
      <TextField
        label={tx('englishName')}
        name="name_en"
        lang="en"
        required={!keyword}
        value={names.name_en}
        error={errors.name_en || undefined}
        onChange={(value) => onChange('name_en', value)}
      />
      <TextField
        label={tx('frenchName')}
        name="name_fr"
        lang="fr"
        required={!keyword}
        value={names.name_fr}
        error={errors.name_fr || undefined}
        onChange={(value) => onChange('name_fr', value)}
      />
    </>
  );
}
