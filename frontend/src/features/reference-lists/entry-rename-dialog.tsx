/**
 * The rename dialog of the reference-list page (spec 6-data-and-beyond §6.3.4): the two names
 * prefilled, the rules of the add form (uniqueness leaves the entry itself out), the warning box,
 * "No changes" when nothing differs, the PATCH with the entry's version (operation 37; keywords
 * the "Edit keyword" texts of spec 4-shell §4.11.4 and operation 29). A 412 shows the stale-version
 * toast and a 409 marks the field; either way the dialog stays open.
 */
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/dialog';
import { WarningIcon } from '../../components/icons';
import { ApiError } from '../../lib/api/fetcher';
import { translate } from '../../lib/i18n/dictionary';
import { useLanguage } from '../../lib/i18n/language-context';
import { notifyWarning } from '../../lib/notify';
import { useOperation } from '../../lib/operations';
import { fieldMessages } from '../../lib/records/field-errors';
import { patchWithVersion } from '../../lib/records/use-record-patch';
import { API_PATHS } from '@portal/common/api/paths';
import { EntryNameFields } from './entry-name-fields';
import { entryBody, entryNameErrors, type EntryNames, type ListEntry, type PageList } from './reference-lists-model';
import type { ReferenceListsTranslate } from './reference-lists-text';

interface EntryRenameDialogProps {
  list: PageList;
  entry: ListEntry;
  entries: readonly ListEntry[];
  tx: ReferenceListsTranslate;
  onClose: () => void;
  onSaved: (entry: ListEntry) => void;
}

export function EntryRenameDialog({ list, entry, entries, tx, onClose, onSaved }: EntryRenameDialogProps) {
  const { t, language } = useLanguage();
  const run = useOperation();
  const keyword = list.key === 'keyword';
  const [names, setNames] = useState<EntryNames>({ name_en: entry.name_en ?? '', name_fr: entry.name_fr ?? '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [noAnswer, setNoAnswer] = useState(false);

  const ruleErrors = entryNameErrors(list, names, entries, entry.id);
  const messages = { ...serverErrors, ...(submitted ? fieldMessages(ruleErrors, language) : {}) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (ruleErrors.length > 0) return;
    const body = entryBody(names);
    if (body.name_en === (entry.name_en ?? null) && body.name_fr === (entry.name_fr ?? null)) {
      notifyWarning(translate(language, 'records.noChanges'));
      return;
    }
    setBusy(true);
    setNoAnswer(false);
    const url = keyword ? API_PATHS['update-keyword'](entry.id) : API_PATHS['update-reference'](list.api, entry.id);
    const result = await run(keyword ? 'updateKeyword' : 'renameReference', () => patchWithVersion<ListEntry>(url, entry.etag, body));
    setBusy(false);
    if (result.ok) {
      onSaved(result.value);
      return;
    }
    if (result.reason === 'network') setNoAnswer(true);
    if (result.error instanceof ApiError && result.error.status === 409) {
      setServerErrors(fieldMessages(result.error.problem?.errors ?? [], language, { entity: keyword ? 'keyword' : 'reference' }));
    }
  };

  return (
    <Dialog
      title={keyword ? t('memberProfile.keywordDialog.editTitle') : tx('renameTitle')}
      description={
        <p className="notice">
          <WarningIcon />
          {keyword ? t('memberProfile.keywordDialog.editWarning') : tx('renameWarning')}
        </p>
      }
      onCancel={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          {noAnswer ? (
            <p className="field-error" role="alert">
              {t('toast.networkInline')}
            </p>
          ) : null}
          <button type="submit" form="entry-rename-form" className="button button-primary" aria-disabled={busy ? 'true' : undefined}>
            {t('records.save')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => !busy && onClose()}>
            {t('dialog.cancel')}
          </button>
        </>
      }
    >
      <form id="entry-rename-form" noValidate onSubmit={(event) => void submit(event)}>
        <EntryNameFields
          list={list}
          tx={tx}
          names={names}
          errors={messages}
          onChange={(field, value) => {
            setNames((current) => ({ ...current, [field]: value }));
            setServerErrors((current) => ({ ...current, [field]: '' }));
          }}
        />
      </form>
    </Dialog>
  );
}
