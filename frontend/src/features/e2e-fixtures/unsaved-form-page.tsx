/**
 * A page-level form used only by the end-to-end tests of the unsaved-changes protection while
 * no real page form exists yet (docs/adr/0012). Routed only in local mode (`AUTH_MODE=local`);
 * a production build (entra) answers this path with the not-found page.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { PageHeading } from '../../components/page-heading';
import { useLanguage } from '../../lib/i18n/language-context';
import { notifySuccess } from '../../lib/notify';
import { usePageForm } from '../../lib/unsaved/unsaved-context';
import type { SubmitOutcome } from '../../lib/unsaved/unsaved-changes';

const TEXTS = {
  en: {
    heading: 'Test form',
    name: 'Name',
    required: '(required)',
    error: 'Enter a name.',
    save: 'Save',
    saved: 'Saved value: {value}',
    link: 'Go to the not-found page',
  },
  fr: {
    heading: 'Formulaire de test',
    name: 'Nom',
    required: '(obligatoire)',
    error: 'Saisissez un nom.',
    save: 'Enregistrer',
    saved: 'Valeur enregistrée\u00a0: {value}',
    link: 'Aller à la page introuvable',
  },
} as const;

export function UnsavedFormPage() {
  const { language } = useLanguage();
  const text = TEXTS[language];
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState('Ada Lovelace');
  const [value, setValue] = useState(saved);
  const [showError, setShowError] = useState(false);
  const invalid = value.trim() === '';

  const submit = async (): Promise<SubmitOutcome> => {
    if (invalid) {
      setShowError(true);
      return { invalid: inputRef.current };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    setSaved(value.trim());
    notifySuccess();
    return 'saved';
  };
  const { markClean } = usePageForm({ dirty: value !== saved, submit, discard: () => setValue(saved) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await submit();
    if (outcome === 'saved') markClean();
    else if (typeof outcome === 'object') outcome.invalid?.focus();
  };

  return (
    <section>
      <PageHeading>{text.heading}</PageHeading>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="fixture-form">
        <label htmlFor={inputId}>
          {text.name} <span className="required-marker">{text.required}</span>
        </label>
        <input
          id={inputId}
          ref={inputRef}
          className="text-input"
          value={value}
          aria-invalid={showError && invalid ? 'true' : undefined}
          aria-describedby={showError && invalid ? errorId : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {showError && invalid ? (
          <p id={errorId} className="field-error">
            {text.error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary">
          {text.save}
        </button>
      </form>
      <p>{text.saved.replace('{value}', saved)}</p>
      <p>
        <Link href="/404">{text.link}</Link>
      </p>
    </section>
  );
}
