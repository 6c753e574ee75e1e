import { API_PATHS } from '@portal/common/api/paths';
import { useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '../../components/form-fields';
import { ApiError, apiFetch } from '../../lib/api/fetcher';
import { useLanguage } from '../../lib/i18n/language-context';
import { useOperation } from '../../lib/operations';
import { fieldMessages } from '../../lib/records/field-errors';
import { EntryNameFields } from './entry-name-fields';
import { entryBody, entryNameErrors, type EntryNames, type ListEntry, type PageList } from './reference-lists-model';
import type { ReferenceListsTranslate } from './reference-lists-text';

const EMPTY_NAMES: EntryNames = { name_en: '', name_fr: '' };

/** "Add an entry" (operation 36; keywords operation 8): fields cleared and focus back on "English name" after success. */
export function AddEntryForm({ list, tx, entries, onAdded }: { list: PageList; tx: ReferenceListsTranslate; entries: readonly ListEntry[]; onAdded: (entry: ListEntry) => Promise<void> }) {
  const { language } = useLanguage();
  const run = useOperation();
  const formRef = useRef<HTMLFormElement>(null);
  const keyword = list.key === 'keyword';
  const [names, setNames] = useState<EntryNames>(EMPTY_NAMES);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [noAnswer, setNoAnswer] = useState(false);

  const ruleErrors = entryNameErrors(list, names, entries);
  const messages = { ...serverErrors, ...(submitted ? fieldMessages(ruleErrors, language) : {}) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (ruleErrors.length > 0) {
      const first = ruleErrors[0]?.field;
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    setNoAnswer(false);
    const body = entryBody(names);
    const url = keyword ? API_PATHS['register-keyword']() : API_PATHS['register-reference'](list.api);
    const result = await run(keyword ? 'registerKeyword' : 'registerReference', () => apiFetch<ListEntry>(url, { method: 'POST', body }));
    setBusy(false);
    if (result.ok) {
      setNames(EMPTY_NAMES);
      setSubmitted(false);
      setServerErrors({});
      await onAdded(result.value);
      formRef.current?.querySelector<HTMLElement>('[name="name_en"]')?.focus();
      return;
    }
    if (result.reason === 'network') setNoAnswer(true);
    if (result.error instanceof ApiError && result.error.status === 409) {
      setServerErrors(fieldMessages(result.error.problem?.errors ?? [], language, { entity: keyword ? 'keyword' : 'reference' }));
    }
  };

  return (
    <section className="reference-add" aria-labelledby="add-entry-heading">
      <h2 id="add-entry-heading">{tx('addHeading')}</h2>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
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
        <SubmitButton busy={busy} noAnswer={noAnswer}>
          {tx('add')}
        </SubmitButton>
      </form>
    </section>
  );
}
