/**
 * The keyword selector of the Public tab (spec 5-pages §5.4.8, 4-shell §4.11.1): at most 20,
 * labels "<active> / <other>", the create option opening the New keyword dialog (the created
 * keyword joins the selection), and for administrators the pencil button of each tag opening
 * the Edit keyword dialog (a rename does not change the selection).
 */
import { KEYWORDS_MAX } from '@portal/common/validation/schemas/member-public';
import { useId, useMemo, useState } from 'react';
import { Selector, type SelectorOption } from '../../components/selector';
import { useReferenceList } from '../../lib/api/lists';
import { sortByTexts } from '../../lib/i18n/collator';
import { useLanguage } from '../../lib/i18n/language-context';
import { KeywordDialog, type KeywordDialogState } from './keyword-dialogs';
import { ALL_KEYWORDS_PATH, keywordExists, keywordLabel, keywordSearchText, keywordSeed, type KeywordEntry } from './keyword-rules';

export function KeywordField({
  selected,
  onChange,
  isAdmin,
  error,
}: {
  selected: readonly KeywordEntry[];
  onChange: (next: KeywordEntry[]) => void;
  isAdmin: boolean;
  error?: string | undefined;
}) {
  const { t, language } = useLanguage();
  const keywords = useReferenceList<KeywordEntry>(ALL_KEYWORDS_PATH);
  const [dialog, setDialog] = useState<KeywordDialogState | null>(null);
  const inputId = `${useId()}-keywords`;
  const errorId = `${inputId}-error`;
  const byId = useMemo(() => new Map(keywords.items.map((k) => [k.id, k])), [keywords.items]);
  const toOption = (k: KeywordEntry): SelectorOption => ({ id: k.id, label: keywordLabel(k, language), searchText: keywordSearchText(k), seed: keywordSeed(k) });
  const options = sortByTexts(keywords.items, [(k) => keywordLabel(k, language)], language).map(toOption);
  // The cached list carries renames at once; a keyword missing from it keeps its own names.
  const current = selected.map((k) => byId.get(k.id) ?? k);

  return (
    <div className="form-field">
      <Selector
        label={t('members.keywords')}
        name="keyword_ids"
        options={options}
        selected={current.map(toOption)}
        onChange={(next) => onChange(next.map((option) => byId.get(option.id) ?? current.find((k) => k.id === option.id) ?? { id: option.id, name_en: option.label, name_fr: null }))}
        max={KEYWORDS_MAX}
        failed={keywords.failed}
        onRetry={keywords.retry}
        inputId={inputId}
        invalid={Boolean(error)}
        {...(error ? { describedBy: errorId } : {})}
        create={{
          exists: (text) => keywordExists(text, keywords.items),
          label: (text) => t('selector.createKeyword', { text }),
          onCreate: (text) => setDialog({ mode: 'create', text }),
        }}
        {...(isAdmin
          ? {
              onEditTag: (item: SelectorOption) => {
                const keyword = byId.get(item.id);
                if (keyword) setDialog({ mode: 'edit', keyword });
              },
            }
          : {})}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {dialog ? (
        <KeywordDialog
          state={dialog}
          keywords={keywords.items}
          onClose={() => setDialog(null)}
          onDone={(keyword) => {
            if (dialog.mode === 'create' && !current.some((k) => k.id === keyword.id) && current.length < KEYWORDS_MAX) onChange([...current, keyword]);
            setDialog(null);
          }}
          {...(dialog.mode === 'create' ? { finalFocus: () => document.getElementById(inputId) } : {})}
        />
      ) : null}
    </div>
  );
}
