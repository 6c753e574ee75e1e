/**
 * The New keyword and Edit keyword dialogs (spec 4-shell §4.11.4): two names checked while typing
 * (after the first blur) and on submit with the API's rules, a live preview, and the create or
 * rename request as an operation. A 409 marks the offending name.
 */
import { API_PATHS } from '@portal/common/api/paths';
import { KEYWORD_NAME_MAX } from '@portal/common/validation/schemas/keyword';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/form-fields';
import { WarningIcon } from '../../components/icons';
import { Tag } from '../../components/tag';
import { ApiError, apiFetch } from '../../lib/api/fetcher';
import { useLanguage } from '../../lib/i18n/language-context';
import { translate } from '../../lib/i18n/dictionary';
import { notifyWarning } from '../../lib/notify';
import { useOperation } from '../../lib/operations';
import { useRecordPatch } from '../../lib/records/use-record-patch';
import {
  ALL_KEYWORDS_PATH,
  keywordBody,
  keywordLabel,
  keywordNameErrors,
  keywordSeed,
  type KeywordEntry,
  type KeywordNameError,
  type KeywordNames,
} from './keyword-rules';

export type KeywordDialogState = { mode: 'create'; text: string } | { mode: 'edit'; keyword: KeywordEntry };

interface KeywordDialogProps {
  state: KeywordDialogState;
  /** Every keyword (the uniqueness check). */
  keywords: readonly KeywordEntry[];
  onClose: () => void;
  /** The created or renamed keyword. */
  onDone: (keyword: KeywordEntry) => void;
  /** Where focus goes when the dialog closes (the selector's input after a creation). */
  finalFocus?: () => HTMLElement | null | undefined;
}

const MESSAGE_KEYS: Record<KeywordNameError, 'memberProfile.keywordDialog.oneLanguage' | 'memberProfile.keywordDialog.tooLong' | 'memberProfile.keywordDialog.exists'> = {
  oneLanguage: 'memberProfile.keywordDialog.oneLanguage',
  tooLong: 'memberProfile.keywordDialog.tooLong',
  exists: 'memberProfile.keywordDialog.exists',
};

export function KeywordDialog({ state, keywords, onClose, onDone, finalFocus }: KeywordDialogProps) {
  const { t, language } = useLanguage();
  const run = useOperation();
  const { mutate } = useSWRConfig();
  const original = state.mode === 'edit' ? state.keyword : null;
  const patch = useRecordPatch<KeywordEntry>(null, original?.etag);
  const [names, setNames] = useState<KeywordNames>(() =>
    original
      ? { name_en: original.name_en ?? '', name_fr: original.name_fr ?? '' }
      : { name_en: language === 'en' && state.mode === 'create' ? state.text : '', name_fr: language === 'fr' && state.mode === 'create' ? state.text : '' },
  );
  const [touched, setTouched] = useState<Record<keyof KeywordNames, boolean>>({ name_en: false, name_fr: false });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof KeywordNames, KeywordNameError>>>({});
  const [busy, setBusy] = useState(false);

  const ruleErrors = keywordNameErrors(names, keywords, original?.id);
  const shown = (field: keyof KeywordNames) => {
    const code = (submitted || touched[field] ? ruleErrors[field] : undefined) ?? serverErrors[field];
    return code ? t(MESSAGE_KEYS[code]) : undefined;
  };

  const setName = (field: keyof KeywordNames) => (value: string) => {
    setNames((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    // The dialog is portalled, but React events still bubble to the tab's own form.
    event?.stopPropagation();
    if (busy) return;
    setSubmitted(true);
    if (Object.keys(ruleErrors).length > 0) return;
    const body = keywordBody(names);
    if (original && body.name_en === (original.name_en ?? null) && body.name_fr === (original.name_fr ?? null)) {
      notifyWarning(translate(language, 'records.noChanges'));
      return;
    }
    setBusy(true);
    const result = original
      ? await patch('updateKeyword', API_PATHS['update-keyword'](original.id), body)
      : await run('registerKeyword', () => apiFetch<KeywordEntry>(API_PATHS['register-keyword'](), { method: 'POST', body }));
    setBusy(false);
    if (result.ok) {
      const saved = result.value;
      await mutate(
        ALL_KEYWORDS_PATH,
        (list: KeywordEntry[] | undefined) => [...(list ?? []).filter((k) => k.id !== saved.id), saved],
        { revalidate: false },
      );
      onDone(saved);
      return;
    }
    if (result.error instanceof ApiError && result.error.status === 409) {
      const fields = (result.error.problem?.errors ?? []).map((e) => e.field);
      const marked = fields.filter((f): f is keyof KeywordNames => f === 'name_en' || f === 'name_fr');
      setServerErrors(Object.fromEntries((marked.length > 0 ? marked : (['name_en', 'name_fr'] as const)).map((f) => [f, 'exists'])));
    }
  };

  const counter = (value: string) => {
    const length = value.trim().length;
    const remaining = KEYWORD_NAME_MAX - length;
    return (
      <span aria-live={remaining <= 10 ? 'polite' : 'off'}>{t('memberProfile.keywordDialog.counter', { n: length })}</span>
    );
  };
  const field = (key: keyof KeywordNames, label: string, lang: 'en' | 'fr') => (
    <TextField
      label={label}
      name={key}
      lang={lang}
      value={names[key]}
      help={counter(names[key])}
      error={shown(key)}
      onChange={setName(key)}
      onBlur={() => setTouched((current) => ({ ...current, [key]: true }))}
    />
  );

  const preview = keywordBody(names);
  const formId = original ? 'keyword-edit-form' : 'keyword-create-form';
  return (
    <Dialog
      title={original ? t('memberProfile.keywordDialog.editTitle') : t('memberProfile.keywordDialog.newTitle')}
      description={
        original ? (
          <p className="notice">
            <WarningIcon />
            {t('memberProfile.keywordDialog.editWarning')}
          </p>
        ) : (
          <p>{t('memberProfile.keywordDialog.hint')}</p>
        )
      }
      onCancel={onClose}
      {...(finalFocus ? { finalFocus } : {})}
      actions={
        <>
          <button type="submit" form={formId} className="button button-primary" aria-disabled={busy ? 'true' : undefined}>
            {original ? t('records.save') : t('memberProfile.keywordDialog.create')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {field('name_en', t('records.english'), 'en')}
        {field('name_fr', t('records.french'), 'fr')}
      </form>
      {original ? (
        <div className="keyword-previews">
          <div>
            <p className="field-label">{t('memberProfile.keywordDialog.original')}</p>
            <Tag seed={keywordSeed(original)}>{keywordLabel(original, language)}</Tag>
          </div>
          <div>
            <p className="field-label">{t('memberProfile.keywordDialog.new')}</p>
            {preview.name_en || preview.name_fr ? <Tag seed={keywordSeed(preview)}>{keywordLabel(preview, language)}</Tag> : null}
          </div>
        </div>
      ) : (
        <div className="keyword-previews">
          <p className="field-label">{t('memberProfile.keywordDialog.preview')}</p>
          <ul className="tag-row">
            {preview.name_en ? (
              <li lang="en">
                <Tag seed={keywordSeed(preview)}>{preview.name_en}</Tag>
              </li>
            ) : null}
            {preview.name_fr ? (
              <li lang="fr">
                <Tag seed={keywordSeed(preview)}>{preview.name_fr}</Tag>
              </li>
            ) : null}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
