/**
 * Form controls of the record pages (spec 5-pages §5.2.6): a visible label above each input,
 * "(required)" where it applies, the help and the error linked with `aria-describedby`, the error
 * under the input with `aria-invalid="true"`.
 */
import { useId, type ReactNode } from 'react';
import { useLanguage } from '../lib/i18n/language-context';
import { ErrorIcon } from './icons';
import { RequiredMarker } from './values';
import './record-pages.css';

interface FieldShellProps {
  label: ReactNode;
  help?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  /** Renders the control with its id and its describedby ids. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

export function FieldShell({ label, help, error, required = false, children }: FieldShellProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label className="field-label" htmlFor={id}>
        {label}
        {required ? <> <RequiredMarker /></> : null}
      </label>
      {help ? (
        <p id={helpId} className="field-help">
          {help}
        </p>
      ) : null}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error ? (
        <p id={errorId} className="field-error">
          <ErrorIcon />
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  name: string;
  help?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'url' | 'email' | 'tel';
  inputMode?: 'decimal' | 'url' | 'text';
  lang?: string;
  placeholder?: string;
  onBlur?: () => void;
}

export function TextField({ label, value, onChange, name, help, error, required, multiline, type = 'text', inputMode, lang, placeholder, onBlur }: TextFieldProps) {
  return (
    <FieldShell label={label} help={help} error={error} required={required ?? false}>
      {({ id, describedBy, invalid }) =>
        multiline ? (
          <textarea
            id={id}
            name={name}
            className="text-input text-area"
            rows={4}
            value={value}
            lang={lang}
            aria-describedby={describedBy}
            aria-invalid={invalid ? 'true' : undefined}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <input
            id={id}
            name={name}
            type={type}
            inputMode={inputMode}
            className="text-input"
            value={value}
            lang={lang}
            placeholder={placeholder}
            aria-describedby={describedBy}
            aria-invalid={invalid ? 'true' : undefined}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </FieldShell>
  );
}

/** The date input: `YYYY-MM-DD` text with its format hint; may stay empty unless required. */
export function DateField(props: Omit<TextFieldProps, 'help' | 'multiline' | 'type'>) {
  const { t } = useLanguage();
  return <TextField {...props} help={t('records.dateHint')} placeholder="YYYY-MM-DD" />;
}

export function CheckboxField({ label, checked, onChange, help, name }: { label: ReactNode; checked: boolean; onChange: (value: boolean) => void; help?: ReactNode; name: string }) {
  const id = useId();
  return (
    <div className="form-field">
      <span className="checkbox">
        <input id={id} name={name} type="checkbox" checked={checked} aria-describedby={help ? `${id}-help` : undefined} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id}>{label}</label>
      </span>
      {help ? (
        <p id={`${id}-help`} className="field-help">
          {help}
        </p>
      ) : null}
    </div>
  );
}

export interface SelectOption {
  id: string;
  label: string;
}

/** An optional reference select starting with "— None —". */
export function SelectField({ label, value, onChange, options, name, error, required = false, help }: { label: ReactNode; value: string; onChange: (value: string) => void; options: readonly SelectOption[]; name: string; error?: string | undefined; required?: boolean; help?: ReactNode }) {
  const { t } = useLanguage();
  return (
    <FieldShell label={label} error={error} required={required} help={help}>
      {({ id, describedBy, invalid }) => (
        <select id={id} name={name} className="text-input" value={value} aria-describedby={describedBy} aria-invalid={invalid ? 'true' : undefined} onChange={(event) => onChange(event.target.value)}>
          {required ? (
            <option value="" disabled>
              {t('records.choose')}
            </option>
          ) : (
            <option value="">{t('records.noneOption')}</option>
          )}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A bilingual pair: English left, French right, under one group label. */
export function BilingualFields({
  label,
  name,
  en,
  fr,
  onChange,
  error,
  atLeastOne,
  multiline,
}: {
  label: string;
  name: string;
  en: string;
  fr: string;
  onChange: (language: 'en' | 'fr', value: string) => void;
  error?: string | undefined;
  atLeastOne?: boolean;
  multiline?: boolean;
}) {
  const { t } = useLanguage();
  const groupId = useId();
  return (
    <div role="group" aria-labelledby={groupId} className="bilingual-pair">
      <span id={groupId} className="field-label">
        {label}
        {atLeastOne ? <span className="required-marker"> {t('records.atLeastOneLanguage')}</span> : null}
      </span>
      <div className="bilingual-inputs">
        <TextField label={t('records.english')} name={`${name}_en`} lang="en" value={en} multiline={multiline ?? false} error={error} onChange={(value) => onChange('en', value)} />
        <TextField label={t('records.french')} name={`${name}_fr`} lang="fr" value={fr} multiline={multiline ?? false} error={error} onChange={(value) => onChange('fr', value)} />
      </div>
    </div>
  );
}

/** The error summary at the top of a form (spec 4-shell §4.12.5); takes focus when shown. */
export function ErrorSummary({ messages, summaryRef }: { messages: readonly string[]; summaryRef: React.RefObject<HTMLDivElement | null> }) {
  const { t } = useLanguage();
  if (messages.length === 0) return null;
  return (
    <div ref={summaryRef} className="error-summary" role="alert" tabIndex={-1}>
      <p>{t('records.errorSummary')}</p>
      <ul>
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** The stale-version banner (spec 5-pages §5.2.4) with its Reload button. */
export function StaleBanner({ onReload }: { onReload: () => void }) {
  const { t } = useLanguage();
  return (
    <div className="stale-banner" role="alert">
      <p>{t('records.staleText')}</p>
      <button type="button" className="button button-secondary" onClick={onReload}>
        {t('records.staleReload')}
      </button>
      <p className="field-help">{t('records.staleNote')}</p>
    </div>
  );
}

/**
 * A form's submit button: busy with `aria-disabled`, further presses ignored by the form. Above it,
 * when the last submit got no answer, the inline message of spec 4-shell §4.6.3.
 */
export function SubmitButton({ busy, children, noAnswer }: { busy: boolean; children: ReactNode; noAnswer?: boolean }) {
  const { t } = useLanguage();
  return (
    <>
      {noAnswer ? <p className="field-error" role="alert">{t('toast.networkInline')}</p> : null}
      <button type="submit" className="button button-primary" aria-disabled={busy ? 'true' : undefined}>
        {children}
      </button>
    </>
  );
}
